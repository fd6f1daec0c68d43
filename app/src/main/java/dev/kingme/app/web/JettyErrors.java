package dev.kingme.app.web;

import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.eclipse.jetty.http.BadMessageException;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.http.HttpURI;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.HttpChannel;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.component.LifeCycle;

/**
 * The errors the HTTP layer (Jetty) answers by itself, beside the API's own: a request its parser refuses (a bad
 * request line or header, an address or headers too long, a body whose chunked encoding is broken) and an error a
 * servlet sends (a WebSocket upgrade it does not accept). They are answered with {@code {"error": ...}} in the
 * server's words, as the API's refusals are; a refused request is logged in one line at INFO with as much of its
 * request line as was read (the parser tells only of requests whose headers it refused: a body it refuses reads
 * as one that ended early, see {@link RequestGate}), a failure of the server at SEVERE with its stack.
 */
final class JettyErrors extends ErrorHandler {
    private static final Logger LOG = Logger.getLogger(JettyErrors.class.getName());

    /**
     * Answers the errors of {@code server} itself (the requests its parser refuses) with this handler, and logs
     * each such request; the servlets' context is given a handler of its own ({@link WebServer}).
     */
    static void install(Server server) {
        server.setErrorHandler(new JettyErrors());
        HttpChannel.Listener refusals = new HttpChannel.Listener() {
            @Override
            public void onRequestFailure(Request request, Throwable failure) {
                String why = failure instanceof BadMessageException bad
                        ? bad.getCode() + ": " + (bad.getReason() == null ? HttpStatus.getMessage(bad.getCode()) : bad.getReason())
                        : String.valueOf(failure);
                LOG.info("refused a malformed request from " + request.getRemoteAddr() + ": " + requestLine(request) + ": " + why);
            }
        };
        // the connectors are made when the server starts; the parser tells a connector's listeners what it refuses
        server.addEventListener(new LifeCycle.Listener() {
            @Override
            public void lifeCycleStarting(LifeCycle event) {
                for (Connector connector : server.getConnectors()) {
                    connector.addBean(refusals);
                }
            }
        });
    }

    private static String requestLine(Request request) {
        HttpURI uri = request.getHttpURI();
        if (request.getMethod() == null || uri == null || uri.getPath() == null) {
            return "(no request line read)";
        }
        String path = uri.getPath();
        return request.getMethod() + " " + (path.length() > 200 ? path.substring(0, 200) + "..." : path);
    }

    /** What the parser's refusal {@code status} with its {@code reason} means, in the server's words. */
    static String refusal(int status, String reason) {
        String r = reason == null ? "" : reason;
        return switch (status) {
            case 400 -> "a malformed request: " + (r.equals("No Host") ? "it has no Host header"
                    : r.startsWith("Illegal character") ? "its request line or a header holds a character HTTP does not allow"
                    : r.equals("Transfer-Encoding and Content-Length") ? "it has both Transfer-Encoding and Content-Length"
                    : r.contains("Content-Length") ? "its Content-Length is not one whole number"
                    : r.contains("Transfer-Encoding") ? "its Transfer-Encoding is not chunked, or does not end with chunked"
                    : "its request line or headers are not valid HTTP");
            case 405 -> "the method is not allowed here";
            case 413 -> "the request is larger than the server reads";
            case 414 -> "the address is longer than the server reads";
            case 417 -> "its Expect header asks for what the server does not do (it knows only 100-continue)";
            case 431 -> "the headers are larger than the server reads";
            case 505 -> "its HTTP version is not one the server speaks (HTTP/1.1)";
            default -> status >= 500 ? "the server failed; what went wrong is in its log"
                    : "refused: " + HttpStatus.getMessage(status);
        };
    }

    private static byte[] json(String message) {
        return WebServer.errorJson(message).getBytes(StandardCharsets.UTF_8);
    }

    /** The answer to a request the parser refused: JSON whatever its address, which may not have been read. */
    @Override
    public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        fields.put(HttpHeader.CONTENT_TYPE, "application/json");
        return ByteBuffer.wrap(json(refusal(status, reason)));
    }

    /** The answer to an error a servlet sent: JSON for the API's and the WebSocket's addresses. */
    @Override
    protected void generateAcceptableResponse(Request baseRequest, HttpServletRequest request, HttpServletResponse response,
            int code, String message) throws IOException {
        String line = request.getMethod() + " " + request.getRequestURI();
        if (code >= 500) {
            LOG.log(Level.SEVERE, "failed on " + line + ": " + message, (Throwable) request.getAttribute(RequestDispatcher.ERROR_EXCEPTION));
        } else {
            LOG.info("refused " + line + " from " + request.getRemoteAddr() + ": " + code + " " + message);
        }
        String path = request.getRequestURI();
        if (!path.startsWith("/api/") && !path.startsWith("/ws/")) {
            super.generateAcceptableResponse(baseRequest, request, response, code, message);
            return;
        }
        String words = path.startsWith("/ws/") && code == 405
                ? "not a WebSocket upgrade the server accepts (Upgrade: websocket, Sec-WebSocket-Version: 13)"
                : refusal(code, null);
        WebServer.write(response, code, line + ": " + words);
    }
}
