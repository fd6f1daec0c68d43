package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The server's hardening (docs/web.md, "Limits"). */
class HardeningTest extends ServerOnH2 {
    @Test
    void aGameIdWithAnEncodedSlashIsClosedWith4404() throws Exception {
        CompletableFuture<String> closed = new CompletableFuture<>();
        StringBuilder messages = new StringBuilder();
        WebSocket.Listener listener = new WebSocket.Listener() {
            @Override
            public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
                messages.append(data);
                ws.request(1);
                return null;
            }

            @Override
            public CompletionStage<?> onClose(WebSocket ws, int code, String reason) {
                closed.complete(code + " " + reason);
                return null;
            }

            @Override
            public void onError(WebSocket ws, Throwable error) {
                closed.complete("error " + error);
            }
        };
        HttpClient.newHttpClient().newWebSocketBuilder()
                .buildAsync(URI.create("ws://127.0.0.1:" + server.port() + "/ws/games/a%2Fb"), listener).join();
        assertThat(closed.get(10, TimeUnit.SECONDS)).startsWith("4404 ");
        assertThat(messages.toString()).contains("\"status\":404");
    }
}
