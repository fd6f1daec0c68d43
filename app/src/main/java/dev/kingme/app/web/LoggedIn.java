package dev.kingme.app.web;

import dev.kingme.app.account.Accounts;
import io.javalin.http.Context;
import io.javalin.websocket.WsContext;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Who is logged in, from a request's session cookie ({@link AccountsApi#COOKIE}): looked up in the store only
 * when asked, and at most once a request.
 */
final class LoggedIn {
    private final Accounts accounts;

    LoggedIn(Accounts accounts) {
        this.accounts = accounts;
    }

    Accounts accounts() {
        return accounts;
    }

    /** The player of the request's session, if any: read now. */
    Optional<Accounts.Player> player(Context ctx) {
        return accounts.session(ctx.cookie(AccountsApi.COOKIE));
    }

    /** The player of the request's session, read when first asked. */
    Supplier<Optional<Accounts.Player>> who(Context ctx) {
        return once(ctx.cookie(AccountsApi.COOKIE));
    }

    /** The player of the WebSocket's session (its upgrade request's cookie), read when first asked. */
    Supplier<Optional<Accounts.Player>> who(WsContext ctx) {
        return once(ctx.cookie(AccountsApi.COOKIE));
    }

    /** The player the cookie {@code cookie} stands for, read when first asked. */
    private Supplier<Optional<Accounts.Player>> once(String cookie) {
        return new Supplier<>() {
            private Optional<Accounts.Player> read;

            @Override
            public Optional<Accounts.Player> get() {
                if (read == null) {
                    read = accounts.session(cookie);
                }
                return read;
            }
        };
    }
}
