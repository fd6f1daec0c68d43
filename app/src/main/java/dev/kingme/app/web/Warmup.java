package dev.kingme.app.web;

import com.fasterxml.jackson.databind.JsonNode;
import dev.kingme.app.store.GameStore;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicLong;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.stream.Stream;

/**
 * Warms the server's code before it serves anyone. The JVM compiles the code a server runs most (Jetty's
 * WebSocket frames, the rules, the views, H2's pages) only after it has run it many times, and on a small
 * machine that compiling took a core for the first minute of a busy server, so its first players waited.
 * Here a throwaway server on a loopback port, with a database of its own in a temporary folder, plays games
 * of every kind against itself over real WebSockets, as fast as it can, for a while; then it is closed and
 * its folder deleted, and the real server starts with its code compiled.
 */
public final class Warmup {
    private static final Logger LOG = Logger.getLogger(Warmup.class.getName());
    /** The games played at once, and what they are: mostly plain checkers, as most games are. */
    private static final int GAMES = 256;
    private static final String[] KINDS = {"american", "american", "american", "american", "american", "american",
            "lilypad", "warp", "fantasy-rpg", "schlock-mercenary"};
    /** A game is given up after this many actions (random play can wander for a long time). */
    private static final int MOST_ACTIONS = 300;

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final SplittableRandom random = new SplittableRandom(1);
    private final AtomicLong actions = new AtomicLong();
    private volatile boolean stopping;
    private String base;
    private String ws;

    private Warmup() {
    }

    /**
     * Plays games against a throwaway server for {@code time}, and answers how many actions were taken. A
     * failure of the warm-up is logged and ends it early: the real server is started all the same.
     */
    public static long run(Duration time) {
        if (time.isZero() || time.isNegative()) {
            return 0;
        }
        Path folder = null;
        Warmup w = new Warmup();
        try {
            folder = Files.createTempDirectory("kingme-warmup");
            Limits many = new Limits(0, Integer.MAX_VALUE, Integer.MAX_VALUE, false);
            try (WebServer server = WebServer.start(GameStore.open(GameStore.h2Url(folder), null, null), "127.0.0.1", 0, many)) {
                w.base = "http://127.0.0.1:" + server.port();
                w.ws = "ws://127.0.0.1:" + server.port();
                w.play(time);
            }
        } catch (IOException | RuntimeException e) {
            LOG.log(Level.WARNING, "the warm-up stopped early; the server starts all the same", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            w.stopping = true;
            delete(folder);
        }
        // what the throwaway server left (its games, its database's pages) is collected now, before the real
        // server serves, rather than by the collector's mixed pauses under the first players' load
        System.gc();
        return w.actions.get();
    }

    private void play(Duration time) throws InterruptedException {
        long end = System.nanoTime() + time.toNanos();
        List<Game> games = new ArrayList<>();
        for (int i = 0; i < GAMES; i++) {
            games.add(new Game());
        }
        while (System.nanoTime() < end) {
            for (Game g : games) {
                if (g.done()) {
                    g.start(KINDS[random.nextInt(KINDS.length)]);
                }
            }
            Thread.sleep(20);
        }
        stopping = true;
        games.forEach(Game::close);
    }

    /** One game between two seats, each a WebSocket that chooses at random whenever its seat is to act. */
    private final class Game {
        private final List<WebSocket> sockets = new ArrayList<>();
        private volatile boolean over = true;
        private int taken;

        boolean done() {
            return over || taken > MOST_ACTIONS;
        }

        void start(String kind) {
            close();
            try {
                HttpRequest create = HttpRequest.newBuilder(URI.create(base + "/api/games"))
                        .header("Content-Type", "application/json").timeout(Duration.ofSeconds(10))
                        .POST(HttpRequest.BodyPublishers.ofString("{\"game\": \"" + kind + "\", \"online\": true}")).build();
                JsonNode made = Fields.JSON.readTree(http.send(create, HttpResponse.BodyHandlers.ofString()).body());
                String id = made.path("id").asText();
                over = false;
                taken = 0;
                for (String seat : List.of("black", "white")) {
                    String token = made.path("tokens").path(seat).asText();
                    sockets.add(http.newWebSocketBuilder().buildAsync(URI.create(ws + "/ws/games/" + id + "?token=" + token),
                            new Seat()).join());
                }
            } catch (IOException | RuntimeException e) {
                over = true;
                LOG.log(Level.FINE, "a warm-up game could not start", e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                over = true;
            }
        }

        void close() {
            for (WebSocket s : sockets) {
                s.abort();
            }
            sockets.clear();
        }

        /** A seat: keeps its version and choices from the views and updates, and acts when they say so. */
        private final class Seat implements WebSocket.Listener {
            private final StringBuilder part = new StringBuilder();
            private int version = -1;
            private int choices;
            private boolean mine;

            @Override
            public CompletionStage<?> onText(WebSocket socket, CharSequence text, boolean last) {
                part.append(text);
                if (last) {
                    try {
                        heard(socket, Fields.JSON.readTree(part.toString()));
                    } catch (IOException | RuntimeException e) {
                        over = true;
                    }
                    part.setLength(0);
                }
                socket.request(1);
                return null;
            }

            private void heard(WebSocket socket, JsonNode m) {
                JsonNode view = switch (m.path("type").asText()) {
                    case "view" -> m.path("view");
                    case "update" -> m.path("set");
                    case "error" -> {
                        over = true;
                        yield null;
                    }
                    default -> null;
                };
                if (view == null || stopping) {
                    return;
                }
                if (m.has("version") || view.has("version")) {
                    version = m.has("version") ? m.path("version").asInt() : view.path("version").asInt();
                }
                if (view.has("toAct")) {
                    mine = view.path("toAct").path("mine").asBoolean();
                    over |= view.path("toAct").path("kind").asText().equals("over");
                }
                if (view.has("choices")) {
                    choices = view.path("choices").size();
                }
                if (mine && choices > 0 && !over) {
                    taken++;
                    actions.incrementAndGet();
                    int choice;
                    synchronized (random) {
                        choice = random.nextInt(choices);
                    }
                    socket.sendText("{\"type\": \"action\", \"version\": " + version + ", \"action\": \"choose\", \"choice\": "
                            + choice + "}", true);
                }
            }
        }
    }

    private static void delete(Path folder) {
        if (folder == null) {
            return;
        }
        try (Stream<Path> all = Files.walk(folder)) {
            all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            LOG.log(Level.FINE, "could not delete the warm-up's folder " + folder, e);
        }
    }
}
