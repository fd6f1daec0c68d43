package dev.kingme.app.web;

import dev.kingme.app.session.GameError;
import io.javalin.http.ContentTooLargeResponse;
import io.javalin.http.Context;
import io.javalin.http.UnsupportedMediaTypeResponse;
import java.io.IOException;
import java.util.Locale;
import java.util.logging.Logger;
import org.eclipse.jetty.io.EofException;
import org.eclipse.jetty.server.Request;

/**
 * What a state-changing request under {@code /api/} (POST, PUT, PATCH, DELETE) must be before its handler runs
 * (docs/web.md, "JSON API"): from the server's own site, its body JSON, at most {@link Fields#MAX_BODY} bytes
 * and whole.
 *
 * <p>Another site's page can make a visitor's browser send a POST: a form (its body form-encoded or
 * {@code text/plain}) or a {@code fetch} without CORS (any body a form could send, or none). The browser sends
 * {@code Origin} with every such request and lets no page set it, so a request whose {@code Origin} is not this
 * server's is refused; and a body must say it is JSON, which no form can and no other site's {@code fetch} may
 * without the server's leave, so a browser that sends no {@code Origin} is stopped too. A request with no body
 * and no {@code Content-Type} (a bodiless rematch or cancel) passes that second check: a form always sends a type,
 * and a browser's {@code fetch} sends an {@code Origin}. Clients that are not browsers (curl, the tests, the load
 * test) send no {@code Origin} and pass. A WebSocket is opened only from the server's own site too; a browser
 * sends its {@code Origin} with the upgrade.
 */
final class RequestGate {
    private static final Logger LOG = Logger.getLogger(RequestGate.class.getName());
    private final boolean trustForwarded;

    /** {@code trustForwarded}: a proxy of the server's own writes {@code X-Forwarded-Host} (see {@link Limits}). */
    RequestGate(boolean trustForwarded) {
        this.trustForwarded = trustForwarded;
    }

    /** The before-handler of every request under {@code /api/}. */
    void api(Context ctx) throws Exception {
        String method = ctx.method().name();
        if (method.equals("POST") || method.equals("PUT") || method.equals("PATCH") || method.equals("DELETE")) {
            String what = method + " " + ctx.path();
            String origin = foreignOrigin(ctx);
            if (origin != null) {
                throw GameError.forbidden(what + ": a request from another site (Origin " + origin + ") is refused");
            }
            json(ctx, what);
            if (ctx.path().equals(LibraryApi.IMPORT)) {
                // the one route that takes more than MAX_BODY reads its body itself, within its own bound
                tooLarge(ctx, what, LibraryApi.MAX_IMPORT_BYTES);
            } else {
                read(ctx, what);
            }
        }
    }

    /** The before-upgrade handler of the WebSockets: another site's page may not open one in a visitor's browser. */
    void upgrade(Context ctx) throws IOException {
        String origin = foreignOrigin(ctx);
        if (origin != null) {
            GameError refused = GameError.forbidden(ctx.method() + " " + ctx.path() + ": a WebSocket from another site (Origin "
                    + origin + ") is refused");
            // an exception stops the upgrade, but nothing writes the answer there: the refusal writes its own
            WebServer.write(ctx.res(), Refusals.status(refused), refused.getMessage());
            throw refused;
        }
    }

    /** The request's {@code Origin} when it is not the server's own ({@code null} is another site's), else null. */
    private String foreignOrigin(Context ctx) {
        String origin = ctx.header("Origin");
        if (origin == null) {
            return null;
        }
        String o = origin.strip().toLowerCase(Locale.ROOT);
        int split = o.indexOf("://");
        if (split > 0) {
            String scheme = o.substring(0, split);
            String authority = o.substring(split + 3);
            String port = scheme.equals("https") ? ":443" : scheme.equals("http") ? ":80" : null;
            if (same(authority, ctx.header("Host"), port)
                    || trustForwarded && same(authority, Quotas.lastHop(ctx, "X-Forwarded-Host"), port)) {
                return null;
            }
        }
        return Fields.clip(origin);
    }

    /** Whether {@code authority} (host and port) is {@code host}, the one or the other written with the default port. */
    private static boolean same(String authority, String host, String defaultPort) {
        if (host == null) {
            return false;
        }
        String h = host.strip().toLowerCase(Locale.ROOT);
        return h.equals(authority) || defaultPort != null && (h.equals(authority + defaultPort) || authority.equals(h + defaultPort));
    }

    /** A body must be {@code application/json} (any charset); a request without one may have no type. */
    private static void json(Context ctx, String what) {
        String type = ctx.header("Content-Type");
        if (type == null) {
            if (ctx.req().getContentLengthLong() > 0 || ctx.header("Transfer-Encoding") != null) {
                throw new UnsupportedMediaTypeResponse(what + ": send the body as application/json (Content-Type), not without one");
            }
            return;
        }
        String media = type.split(";", 2)[0].strip().toLowerCase(Locale.ROOT);
        if (!media.equals("application/json")) {
            throw new UnsupportedMediaTypeResponse(what + ": send the body as application/json (Content-Type), not "
                    + (media.isEmpty() ? "an empty type" : Fields.clip(media)));
        }
    }

    /**
     * Reads the body before the handler does, so that one that does not arrive whole (a broken chunked encoding, a
     * connection that ends early) is a 400 that says so, where the HTTP layer alone answers an empty 500.
     */
    private static void read(Context ctx, String what) throws Exception {
        long length = tooLarge(ctx, what, Fields.MAX_BODY);
        try {
            ctx.bodyAsBytes();
        } catch (Exception e) {
            if (!(e instanceof EofException)) {
                throw e;
            }
            String broken = broken(ctx, length);
            LOG.info("refused a malformed request from " + ctx.ip() + ": " + what + ": 400: " + broken);
            throw GameError.invalid(what + ": " + broken);
        }
    }

    /** The body's declared length (-1: not declared), refused with 413 when it is over {@code max} bytes. */
    private static long tooLarge(Context ctx, String what, long max) {
        long length = ctx.req().getContentLengthLong();
        if (length > max) {
            throw new ContentTooLargeResponse(what + ": the body is " + length + " bytes; the most is " + max);
        }
        return length;
    }

    static String broken(Context ctx, long length) {
        String encoding = ctx.header("Transfer-Encoding");
        if (encoding != null && encoding.toLowerCase(Locale.ROOT).contains("chunked")) {
            // the parser says no more than that the body ended: a chunk size that is not hex reads as an early end
            return "the body's chunked encoding is broken: a chunk size that is not hexadecimal, a chunk longer than"
                    + " its size, or no last chunk (0) before the connection closed";
        }
        long received = Request.getBaseRequest(ctx.req()).getHttpInput().getContentReceived();
        return "the body ends after " + received + " of the " + length + " bytes its Content-Length gives";
    }
}
