package dev.kingme.app.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.app.session.GameError;
import dev.kingme.app.store.StoreUnavailableException;
import dev.kingme.rules.Player;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The WebSocket side: each connection watches one game with the seats its token holds (none for a
 * spectator), is sent the game's view when it connects and after every change, and may send actions,
 * which go through {@link GameHub#act} like the HTTP ones and are answered with an ack once stored.
 */
final class Sockets {
    private static final Logger LOG = Logger.getLogger(Sockets.class.getName());

    /** One connection: the game it watches, the seats it holds, and its token to act with. */
    private record Viewer(WsContext ctx, String game, String token, Set<Player> seats) {
    }

    private final GameHub hub;
    private final Map<String, Set<Viewer>> byGame = new ConcurrentHashMap<>();
    private final Map<String, Viewer> bySession = new ConcurrentHashMap<>();

    Sockets(GameHub hub) {
        this.hub = hub;
    }

    void configure(WsConfig ws) {
        ws.onConnect(ctx -> {
            String id = ctx.pathParam("id");
            String token = ctx.queryParam("token");
            try {
                LiveGame g = hub.game(id);
                Set<Player> seats = hub.seats(g, token);
                Viewer v = new Viewer(ctx, id, token, seats);
                bySession.put(ctx.sessionId(), v);
                byGame.computeIfAbsent(id, k -> ConcurrentHashMap.newKeySet()).add(v);
                ObjectNode view;
                synchronized (g) {
                    view = GameView.of(g, seats);
                }
                send(v, message("view").set("view", view));
            } catch (GameError | StoreUnavailableException refused) {
                GameError e = refused instanceof StoreUnavailableException down ? Refusals.of(down) : (GameError) refused;
                int status = Refusals.status(e);
                ctx.send(message("error").put("status", status).put("error", e.getMessage()).toString());
                ctx.closeSession(4000 + status, e.getMessage().length() > 100 ? "refused" : e.getMessage());
            }
        });
        ws.onMessage(ctx -> {
            Viewer v = bySession.get(ctx.sessionId());
            if (v == null) {
                return;
            }
            String clientId = null;
            try {
                ObjectNode m = Fields.object(ctx.message(), "message");
                clientId = Fields.text(m, "id", null, 64);
                String type = Fields.required(m, "type", 20);
                if (!type.equals("action")) {
                    throw GameError.invalid("unknown message type '" + Fields.clip(type) + "': send type action");
                }
                ObjectNode view = hub.act(v.game(), v.token(), ActionRequest.read(m, "action"), false);
                send(v, message("ack").put("id", clientId).put("version", view.get("version").intValue()));
            } catch (GameError | StoreUnavailableException refused) {
                GameError e = refused instanceof StoreUnavailableException down ? Refusals.of(down) : (GameError) refused;
                send(v, message("error").put("id", clientId).put("status", Refusals.status(e)).put("error", e.getMessage()));
            }
        });
        ws.onClose(ctx -> forget(ctx.sessionId()));
        ws.onError(ctx -> forget(ctx.sessionId()));
    }

    private void forget(String session) {
        Viewer v = bySession.remove(session);
        if (v != null) {
            Set<Viewer> set = byGame.get(v.game());
            if (set != null) {
                set.remove(v);
            }
        }
    }

    private static ObjectNode message(String type) {
        return Fields.JSON.createObjectNode().put("type", type);
    }

    /** Sends the new view of {@code g} to everyone watching it, each from their own seats. */
    void changed(LiveGame g) {
        Set<Viewer> viewers = byGame.get(g.settings().id());
        if (viewers == null || viewers.isEmpty()) {
            return;
        }
        Map<Set<Player>, String> views = new HashMap<>();
        synchronized (g) {
            for (Viewer v : viewers) {
                views.computeIfAbsent(v.seats(), seats -> message("view").set("view", GameView.of(g, seats)).toString());
            }
        }
        for (Viewer v : viewers) {
            String text = views.get(v.seats());
            if (text != null) {
                send(v, text);
            }
        }
    }

    private void send(Viewer v, ObjectNode message) {
        send(v, message.toString());
    }

    private void send(Viewer v, String text) {
        synchronized (v) {
            try {
                if (v.ctx().session.isOpen()) {
                    v.ctx().send(text);
                }
            } catch (RuntimeException e) {
                LOG.log(Level.FINE, "could not send to a closed connection", e);
                forget(v.ctx().sessionId());
            }
        }
    }
}
