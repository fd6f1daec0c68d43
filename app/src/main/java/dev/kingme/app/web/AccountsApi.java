package dev.kingme.app.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.app.account.Accounts;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.time.Duration;
import java.util.Optional;

/**
 * Accounts over HTTP (docs/web.md, "Accounts"): signing up and logging in set the session cookie, logging out
 * clears it, and {@code GET /api/session} says who is logged in. The cookie carries the session's token only:
 * {@code HttpOnly} (no script reads it), {@code SameSite=Lax} and {@code Secure} over TLS; a state-changing
 * request it authenticates is one the {@link RequestGate} let through, from the site itself and said to be JSON,
 * so another site cannot make one through a visitor's browser.
 */
final class AccountsApi {
    /** The session cookie's name. */
    static final String COOKIE = "kingme_session";
    private final Accounts accounts;
    private final LoggedIn loggedIn;
    private final Quotas quotas;

    AccountsApi(LoggedIn loggedIn, Quotas quotas) {
        this.accounts = loggedIn.accounts();
        this.loggedIn = loggedIn;
        this.quotas = quotas;
    }

    void routes(Javalin app) {
        app.post("/api/account", this::signUp);
        app.delete("/api/account", this::delete);
        app.post("/api/session", this::logIn);
        app.delete("/api/session", this::logOut);
        app.get("/api/session", ctx -> Api.json(ctx, who(loggedIn.player(ctx))));
    }

    private void signUp(Context ctx) {
        ObjectNode m = Fields.object(ctx.body(), "POST /api/account");
        Accounts.Login login = accounts.signUp(Fields.required(m, "name", 100), Fields.required(m, "password", 1000));
        setCookie(ctx, login.token(), Accounts.IDLE);
        ctx.status(201);
        Api.json(ctx, who(Optional.of(login.player())));
    }

    private void logIn(Context ctx) {
        ObjectNode m = Fields.object(ctx.body(), "POST /api/session");
        accounts.logOut(ctx.cookie(COOKIE));  // a log-in replaces the session the browser had
        Accounts.Login login = accounts.logIn(Fields.required(m, "name", 100), Fields.required(m, "password", 1000),
                quotas.address(ctx));
        setCookie(ctx, login.token(), Accounts.IDLE);
        Api.json(ctx, who(Optional.of(login.player())));
    }

    private void logOut(Context ctx) {
        accounts.logOut(ctx.cookie(COOKIE));
        setCookie(ctx, "", Duration.ZERO);
        ctx.status(204);
    }

    private void delete(Context ctx) {
        ObjectNode m = Fields.object(ctx.body(), "DELETE /api/account");
        accounts.delete(ctx.cookie(COOKIE), Fields.required(m, "password", 1000));
        setCookie(ctx, "", Duration.ZERO);
        ctx.status(204);
    }

    private static ObjectNode who(Optional<Accounts.Player> p) {
        ObjectNode o = Fields.JSON.createObjectNode();
        if (p.isPresent()) {
            o.putObject("player").put("name", p.get().name());
        } else {
            o.putNull("player");
        }
        return o;
    }

    /** Sets the session cookie ({@code lasts} zero: clears it); {@code Secure} when the request came over TLS. */
    private static void setCookie(Context ctx, String token, Duration lasts) {
        boolean tls = "https".equalsIgnoreCase(ctx.scheme());
        ctx.header("Set-Cookie", COOKIE + "=" + token + "; Path=/; Max-Age=" + lasts.toSeconds() + "; HttpOnly; SameSite=Lax"
                + (tls ? "; Secure" : ""));
    }
}
