package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * A WebSocket on a game that follows its view as the browser does (web/api.js): the whole view when it
 * connects, then each update applied to it. It queues every message it hears, and every view it arrives at;
 * an update that does not follow the view it has is noted in {@link #gaps}.
 */
final class LiveSocket implements WebSocket.Listener {
    final BlockingQueue<JsonNode> messages = new LinkedBlockingQueue<>();
    final BlockingQueue<JsonNode> views = new LinkedBlockingQueue<>();
    final List<String> gaps = new CopyOnWriteArrayList<>();
    final WebSocket ws;
    private final StringBuilder part = new StringBuilder();
    private ObjectNode current;

    LiveSocket(int port, String id, String token) {
        String uri = "ws://127.0.0.1:" + port + "/ws/games/" + id + (token == null ? "" : "?token=" + token);
        ws = HttpClient.newHttpClient().newWebSocketBuilder().buildAsync(URI.create(uri), this).join();
    }

    @Override
    public CompletionStage<?> onText(WebSocket socket, CharSequence data, boolean last) {
        part.append(data);
        if (last) {
            try {
                heard(Client.JSON.readTree(part.toString()));
            } catch (IOException e) {
                throw new AssertionError(e);
            }
            part.setLength(0);
        }
        socket.request(1);
        return null;
    }

    private void heard(JsonNode m) {
        messages.add(m);
        switch (m.path("type").asText()) {
            case "view" -> current = (ObjectNode) m.path("view").deepCopy();
            case "update" -> {
                if (current == null) {
                    return;
                }
                if (m.path("from").asInt() != current.path("version").asInt()) {
                    if (m.path("version").asInt() > current.path("version").asInt()) {
                        gaps.add("an update from " + m.path("from") + " on a view at " + current.path("version"));
                    }
                    return;  // else one it has
                }
                current = apply(current, m);
            }
            default -> {
                return;
            }
        }
        views.add(current.deepCopy());
    }

    /** {@code view} as {@code update} changes it, as the browser applies an update (web/api.js, applyUpdate). */
    static ObjectNode apply(ObjectNode view, JsonNode update) {
        ObjectNode next = view.deepCopy();
        JsonNode set = update.path("set");
        set.fields().forEachRemaining(f -> {
            if (f.getKey().equals("board")) {
                ((ObjectNode) next.path("board")).setAll((ObjectNode) f.getValue().deepCopy());
            } else {
                next.set(f.getKey(), f.getValue().deepCopy());
            }
        });
        JsonNode moves = update.path("moves");
        if (!moves.isMissingNode()) {
            ArrayNode kept = Client.JSON.createArrayNode();
            JsonNode had = view.path("moves");
            for (int i = 0; i < moves.path("keep").asInt(); i++) {
                kept.add(had.get(i).deepCopy());
            }
            moves.path("add").forEach(e -> kept.add(e.deepCopy()));
            next.set("moves", kept);
        }
        return next;
    }

    /** The next message of {@code type}, waiting at most 10 s for it. */
    JsonNode next(String type) throws InterruptedException {
        while (true) {
            JsonNode m = messages.poll(10, TimeUnit.SECONDS);
            assertThat(m).as("a " + type + " message").isNotNull();
            if (m.path("type").asText().equals(type)) {
                return m;
            }
        }
    }

    /** The first view this socket arrives at that is at least at {@code version}, waiting at most 10 s. */
    JsonNode view(int version) throws InterruptedException {
        return view(v -> v.path("version").asInt() >= version, 10);
    }

    /** The first view this socket arrives at that {@code wanted} holds for, waiting at most {@code seconds}. */
    JsonNode view(Predicate<JsonNode> wanted, int seconds) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (System.nanoTime() < end) {
            JsonNode v = views.poll(100, TimeUnit.MILLISECONDS);
            if (v != null && wanted.test(v)) {
                return v;
            }
        }
        throw new AssertionError("no view as wanted within " + seconds + " s; the last: " + current);
    }

    void send(String text) {
        ws.sendText(text, true).join();
    }
}
