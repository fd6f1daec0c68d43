package dev.kingme.app.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.app.session.GameError;
import dev.kingme.app.store.StoreUnavailableException;
import dev.kingme.rules.Player;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;
import io.javalin.websocket.WsMessageContext;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.api.StatusCode;
import org.eclipse.jetty.websocket.api.WriteCallback;
import org.eclipse.jetty.websocket.common.WebSocketSession;
import org.eclipse.jetty.websocket.core.Frame;
import org.eclipse.jetty.websocket.core.OpCode;

/**
 * The WebSocket side: each connection watches one game with the seats its token holds (none for a
 * spectator), is sent the game's whole view when it connects and then, after every change, an update with
 * what changed ({@link ViewFeed}), and may send actions, which go through {@link GameHub#act} like the HTTP
 * ones. Every action is answered: an ack once it is stored, else an error that says why.
 *
 * <p>Messages go out without waiting for the network (a slow reader holds up nobody), in the order they were
 * made: a game's messages are queued to its connections under the game's monitor, so each connection gets
 * them in the order of the versions they bring. A connection that falls {@link #OUTGOING} messages behind is
 * closed; its client connects again and is sent the whole view.
 *
 * <p>The update an action brings to the connection that sent it waits for the action's answer and goes out with
 * it, in one write to the network instead of two ({@link #ANSWERING}).
 */
final class Sockets {
    private static final Logger LOG = Logger.getLogger(Sockets.class.getName());
    /** The most messages waiting to go out to one connection. */
    static final int OUTGOING = 256;

    /** One connection: the game it watches and the seats its token holds there (worked out once, on connecting). */
    private record Viewer(WsContext ctx, String game, SeatAccounts.Held holder) {
        Set<Player> seats() {
            return holder.seats();
        }
    }

    /**
     * The connection whose action this thread is answering: a message queued to it meanwhile is held back
     * (batched) until the answer, which flushes both. Only the thread that sends the answer holds a message
     * back, so nothing waits for an answer that is not coming.
     */
    private static final ThreadLocal<Session> ANSWERING = new ThreadLocal<>();

    private final GameHub hub;
    private final Map<String, Set<Viewer>> byGame = new ConcurrentHashMap<>();
    private final Map<String, Viewer> bySession = new ConcurrentHashMap<>();

    private final LoggedIn loggedIn;

    Sockets(GameHub hub, LoggedIn loggedIn) {
        this.hub = hub;
        this.loggedIn = loggedIn;
    }

    void configure(WsConfig ws) {
        ws.onConnect(this::connected);
        ws.onMessage(this::message);
        ws.onClose(ctx -> forget(ctx.sessionId()));
        ws.onError(ctx -> forget(ctx.sessionId()));
    }

    private void connected(WsContext ctx) {
        String id = ctx.pathParam("id");
        String token = ctx.queryParam("token");
        try {
            LiveGame g = hub.game(id);
            SeatAccounts.Held held = hub.held(g, token, true, loggedIn.who(ctx));  // the upgrade's Origin was checked
            Set<Player> seats = held.seats();
            Viewer v = new Viewer(ctx, id, held);
            ctx.session.getRemote().setMaxOutgoingFrames(OUTGOING);
            // under the monitor: no update is queued between the view and the viewer's joining
            synchronized (g) {
                bySession.put(ctx.sessionId(), v);
                byGame.computeIfAbsent(id, k -> ConcurrentHashMap.newKeySet()).add(v);
                send(v, message("view").set("view", GameView.of(g, seats)).toString());
            }
        } catch (GameError | StoreUnavailableException refused) {
            GameError e = refused instanceof StoreUnavailableException down ? Refusals.of(down) : (GameError) refused;
            int status = Refusals.status(e);
            sendNow(ctx, message("error").put("status", status).put("error", e.getMessage()).toString());
            ctx.closeSession(4000 + status, e.getMessage().length() > 100 ? "refused" : e.getMessage());
        }
    }

    /** Takes an action sent over the connection and answers it, whatever happens. */
    private void message(WsMessageContext ctx) {
        String answer = null;
        ANSWERING.set(ctx.session);
        try {
            answer = answerTo(ctx);
        } finally {
            ANSWERING.remove();
            if (answer == null) {
                flush(ctx.session);  // no answer to carry what was held back (the connection was refused, or an error)
            }
        }
        if (!answer.isEmpty()) {
            answer(ctx, answer);
        }
    }

    /** The answer to the action {@code ctx} brings (an ack, or an error that says why); empty once answered. */
    private String answerTo(WsMessageContext ctx) {
        String clientId = null;
        try {
            ObjectNode m = Fields.object(ctx.message(), "message");
            clientId = Fields.text(m, "id", null, 64);
            String type = Fields.required(m, "type", 20);
            if (!type.equals("action")) {
                throw GameError.invalid("unknown message type '" + Fields.clip(type) + "': send type action");
            }
            Viewer v = bySession.get(ctx.sessionId());
            if (v == null) {
                // its game's messages could not be sent to it: it missed some, and must connect again
                sendNow(ctx, message("error").put("id", clientId).put("status", 409)
                        .put("error", "this connection no longer follows the game: connect again").toString());
                ctx.closeSession(StatusCode.NORMAL, "connect again");
                return "";
            }
            ObjectNode done = hub.act(v.game(), v.holder(), ActionRequest.read(m, "action"), false);
            return message("ack").put("id", clientId).put("version", done.get("version").intValue()).toString();
        } catch (GameError | StoreUnavailableException refused) {
            GameError e = refused instanceof StoreUnavailableException down ? Refusals.of(down) : (GameError) refused;
            return message("error").put("id", clientId).put("status", Refusals.status(e)).put("error", e.getMessage())
                    .toString();
        } catch (RuntimeException e) {
            LOG.log(Level.SEVERE, "failed on a WebSocket action for game " + ctx.pathParam("id"), e);
            return message("error").put("id", clientId).put("status", 500)
                    .put("error", "the server failed on this action; what went wrong is in its log: look at the game"
                            + " again before you act").toString();
        }
    }

    /** Sends {@code text} to the connection that sent an action, whether or not it still follows a game. */
    private void answer(WsContext ctx, String text) {
        Viewer v = bySession.get(ctx.sessionId());
        if (v != null) {
            send(v, text);
        } else {
            sendNow(ctx, text);
        }
    }

    private void forget(String session) {
        Viewer v = bySession.remove(session);
        if (v != null) {
            byGame.computeIfPresent(v.game(), (id, set) -> {
                set.remove(v);
                return set.isEmpty() ? null : set;
            });
        }
    }

    private static ObjectNode message(String type) {
        return Fields.JSON.createObjectNode().put("type", type);
    }

    /** True when a connection to this server watches game {@code id}. */
    boolean watched(String id) {
        Set<Viewer> viewers = byGame.get(id);
        return viewers != null && !viewers.isEmpty();
    }

    /** Tells everyone watching {@code g} what changed, each from their own seats. */
    void changed(LiveGame g) {
        Set<Viewer> viewers = byGame.get(g.settings().id());
        if (viewers == null || viewers.isEmpty()) {
            return;
        }
        synchronized (g) {
            if (g.gone) {
                return;  // let go of: the game in its place tells its own changes
            }
            Set<Set<Player>> seatSets = new HashSet<>();
            for (Viewer v : viewers) {
                seatSets.add(v.seats());
            }
            Map<Set<Player>, String> messages = g.feed().next(g, seatSets);
            if (messages.isEmpty()) {
                return;
            }
            for (Viewer v : viewers) {
                String text = messages.get(v.seats());
                if (text != null) {
                    send(v, text);
                }
            }
        }
    }

    /**
     * Queues {@code text} to go out to {@code v}; a connection it cannot be sent to (closed, or too far
     * behind) stops following its game and is closed.
     */
    private void send(Viewer v, String text) {
        try {
            Session s = v.ctx().session;
            if (!s.isOpen()) {
                return;
            }
            if (ANSWERING.get() == s && s instanceof WebSocketSession w) {
                w.getCoreSession().sendFrame(new Frame(OpCode.TEXT).setPayload(text), Callback.from(() -> { }, x -> drop(v, x)), true);
                return;
            }
            s.getRemote().sendString(text, new WriteCallback() {
                @Override
                public void writeFailed(Throwable x) {
                    drop(v, x);
                }
            });
        } catch (RuntimeException e) {
            drop(v, e);
        }
    }

    /** Sends what was held back for {@code s} without an answer to carry it. */
    private static void flush(Session s) {
        if (s instanceof WebSocketSession w) {
            w.getCoreSession().flush(Callback.NOOP);
        }
    }

    private void drop(Viewer v, Throwable why) {
        LOG.log(Level.FINE, "a message could not be sent; the connection is closed", why);
        forget(v.ctx().sessionId());
        try {
            v.ctx().closeSession(StatusCode.SERVER_ERROR, "missed messages: connect again");
        } catch (RuntimeException closing) {
            LOG.log(Level.FINE, "could not close a connection", closing);
        }
    }

    /** Sends {@code text} at once to a connection that follows no game (refused, or dropped), before it is closed. */
    private static void sendNow(WsContext ctx, String text) {
        try {
            if (ctx.session.isOpen()) {
                ctx.send(text);
            }
        } catch (Exception e) {  // Javalin's send throws the socket's IOException unchecked
            LOG.log(Level.FINE, "could not send to a closed connection", e);
        }
    }
}
