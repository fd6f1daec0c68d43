package dev.kingme.app.web;

import dev.kingme.app.session.GameError;
import io.javalin.http.ContentTooLargeResponse;
import io.javalin.http.Context;
import java.util.Locale;
import java.util.logging.Logger;
import org.eclipse.jetty.io.EofException;
import org.eclipse.jetty.server.Request;

/**
 * What a state-changing request under {@code /api/} (POST, PUT, PATCH, DELETE) must be before its handler runs
 * (docs/web.md, "JSON API"): its body at most {@link Fields#MAX_BODY} bytes and whole.
 */
final class RequestGate {
    private static final Logger LOG = Logger.getLogger(RequestGate.class.getName());

    /** The before-handler of every request under {@code /api/}. */
    void api(Context ctx) throws Exception {
        String method = ctx.method().name();
        if (method.equals("POST") || method.equals("PUT") || method.equals("PATCH") || method.equals("DELETE")) {
            read(ctx, method + " " + ctx.path());
        }
    }

    /**
     * Reads the body before the handler does, so that one that does not arrive whole (a broken chunked encoding, a
     * connection that ends early) is a 400 that says so, where the HTTP layer alone answers an empty 500.
     */
    private static void read(Context ctx, String what) throws Exception {
        long length = ctx.req().getContentLengthLong();
        if (length > Fields.MAX_BODY) {
            throw new ContentTooLargeResponse(what + ": the body is " + length + " bytes; the most is " + Fields.MAX_BODY);
        }
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

    private static String broken(Context ctx, long length) {
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
