package dev.kingme.app.web;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * Requests written byte by byte over a socket, for what an HTTP client library will not send: broken chunked
 * bodies, bad header lines, WebSocket upgrades whose answer is read as it comes.
 */
final class RawHttp {
    private RawHttp() {
    }

    /** Sends {@code request} as it is, then reads the answer until the server closes the connection. */
    static Client.Answer send(int port, String request) {
        return send(port, request, false);
    }

    /**
     * Sends {@code request}, closing the sending half of the connection after it when {@code hangUp} (the body
     * then ends where the text does), and reads the status line and the body of the answer.
     */
    static Client.Answer send(int port, String request, boolean hangUp) {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(10_000);
            socket.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
            socket.getOutputStream().flush();
            if (hangUp) {
                socket.shutdownOutput();
            }
            String answer = head(socket.getInputStream());
            int status = Integer.parseInt(answer.substring(9, 12));
            int length = contentLength(answer);
            byte[] body = length < 0 ? new byte[0] : socket.getInputStream().readNBytes(length);
            return new Client.Answer(status, new String(body, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    /** The status line and headers, up to the empty line. */
    private static String head(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        int matched = 0;
        while (matched < 4) {
            int b = in.read();
            if (b < 0) {
                throw new AssertionError("the server closed the connection after " + head);
            }
            head.write(b);
            matched = b == "\r\n\r\n".charAt(matched) ? matched + 1 : (b == '\r' ? 1 : 0);
        }
        return head.toString(StandardCharsets.ISO_8859_1);
    }

    private static int contentLength(String head) {
        for (String line : head.split("\r\n")) {
            if (line.toLowerCase(java.util.Locale.ROOT).startsWith("content-length:")) {
                return Integer.parseInt(line.substring(15).trim());
            }
        }
        return -1;
    }
}
