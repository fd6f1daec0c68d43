package dev.kingme.app.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.ai.Budget;
import dev.kingme.ai.Candidates;
import dev.kingme.app.session.Choices;
import dev.kingme.app.session.GameError;
import dev.kingme.app.session.History;
import dev.kingme.app.terminal.StatusText;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Games;
import dev.kingme.rules.Line;
import dev.kingme.rules.Lines;
import dev.kingme.rules.Outcome;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import io.javalin.Javalin;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;

/**
 * The analysis board's route (docs/web.md, "Analysis board"): a position of any game, reached from a game's
 * start, a position text or a game's position, then a line of moves tried on it, analysed for the side to act:
 * the score and the line the analysis expects, the best few moves each judged alike with its expected score, and
 * every move there is to try next. The thinking is bounded: one analysis at a time per address and {@link #AT_ONCE} on the server, each
 * within {@link #MAIN_MILLIS} for the best line and a share of {@link #OTHERS_MILLIS} for the other moves.
 */
final class AnalysisApi {
    /** How long the best line is searched, and how long the other moves are searched together. */
    static final long MAIN_MILLIS = Long.getLong("kingme.analysis.mainMillis", 800);
    static final long OTHERS_MILLIS = Long.getLong("kingme.analysis.othersMillis", 600);
    /**
     * The most analyses the server works out at once: half its cores (at least one), so that the games being played
     * always keep the other half (an analysis searches flat out for over a second).
     */
    static final int AT_ONCE = Math.max(1, Runtime.getRuntime().availableProcessors() / 2);
    /** How many candidate moves an analysis shows. */
    static final int LINES = 3;
    /** The longest line of moves tried on a position. */
    static final int MAX_LINE = 400;

    private final GameHub hub;
    private final Quotas quotas;
    /** How long a request waits for its address's analysis under way, or for the server's, before it is refused. */
    static final long WAIT_SECONDS = 5;
    private final Semaphore server = new Semaphore(AT_ONCE);
    /**
     * The share of the machine the analyses may think for, over time: a quarter of its cores (two analyses' worth at
     * once when it has been idle). Beside {@link #AT_ONCE}, which bounds the threads, this bounds their work.
     */
    static final double SHARE = Double.parseDouble(System.getProperty("kingme.analysis.share", "0.25"));
    private final ThinkingShare thinking = new ThinkingShare(SHARE * Runtime.getRuntime().availableProcessors(),
            2.0 * (MAIN_MILLIS + OTHERS_MILLIS), System::nanoTime);
    /** One analysis at a time per address: the next waits for it (a page tried another move meanwhile). */
    private final Map<String, Semaphore> byAddress = new ConcurrentHashMap<>();

    private final Openings openings;

    AnalysisApi(GameHub hub, Quotas quotas, Openings openings) {
        this.hub = hub;
        this.quotas = quotas;
        this.openings = openings;
    }

    void routes(Javalin app) {
        app.post("/api/analysis", ctx -> Api.json(ctx, analyse(Fields.object(ctx.body(), "POST /api/analysis"),
                quotas.address(ctx), null)));
        app.ws("/ws/analysis", ws -> {
            ws.onConnect(ctx -> ctx.session.setIdleTimeout(java.time.Duration.ofMinutes(10)));
            ws.onMessage(this::message);
        });
    }

    /** The analyses asked for over WebSockets, worked out here (as many at once as the server allows). */
    private final java.util.concurrent.ExecutorService sockets = java.util.concurrent.Executors.newFixedThreadPool(AT_ONCE, r -> {
        Thread t = new Thread(r, "kingme-analysis");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        return t;
    });

    /**
     * An analysis asked for over the WebSocket ({@code {"type": "analyse", ...}} with the fields of
     * {@code POST /api/analysis}): {@code {"type": "info", "depth", "score", "value", "pv", "nodes"}} at each
     * deepening of the search as it goes, {@code {"type": "info", "judged": I, "move", "expected", "depth"}} as each
     * move is judged, then {@code {"type": "result", "analysis": ANALYSIS}}, or
     * {@code {"type": "error", "status", "error"}}.
     */
    private void message(io.javalin.websocket.WsMessageContext ctx) {
        String address = address(ctx);
        sockets.execute(() -> {
            try {
                ObjectNode m = Fields.object(ctx.message(), "message");
                if (!"analyse".equals(m.path("type").asText())) {
                    throw GameError.invalid("unknown message type '" + Fields.clip(m.path("type").asText()) + "': send type analyse");
                }
                ObjectNode result = analyse(m, address, info -> send(ctx, info.put("type", "info")));
                send(ctx, Fields.JSON.createObjectNode().put("type", "result").set("analysis", result));
            } catch (GameError e) {
                send(ctx, Fields.JSON.createObjectNode().put("type", "error").put("status", Refusals.status(e))
                        .put("error", e.getMessage()));
            } catch (RuntimeException e) {
                java.util.logging.Logger.getLogger(AnalysisApi.class.getName()).log(java.util.logging.Level.WARNING,
                        "an analysis failed", e);
                send(ctx, Fields.JSON.createObjectNode().put("type", "error").put("status", 500)
                        .put("error", "the analysis failed; what went wrong is in the server's log"));
            }
        });
    }

    /** The WebSocket's client address, as {@link Quotas#address} finds an HTTP request's. */
    private String address(io.javalin.websocket.WsContext ctx) {
        String forwarded = quotas.trustsForwarded() ? Quotas.lastHop(ctx.session.getUpgradeRequest().getHeaders("X-Forwarded-For")) : null;
        if (forwarded != null) {
            return forwarded;
        }
        return ctx.session.getRemoteAddress() instanceof java.net.InetSocketAddress a ? a.getAddress().getHostAddress() : "?";
    }

    private static void send(io.javalin.websocket.WsContext ctx, ObjectNode message) {
        try {
            if (ctx.session.isOpen()) {
                ctx.send(message.toString());
            }
        } catch (Exception e) {  // Javalin's send throws the socket's IOException unchecked
            // the page went away: its analysis is of no use to anyone now
        }
    }

    /** Stops the analyses' threads. */
    void close() {
        sockets.shutdownNow();
    }

    /** A position to analyse: its rules, the state, and what the page needs to come back to it. */
    private record Start(Rules rules, GameState state) {
    }

    /**
     * The analysis {@code request} asks for, for the client at {@code address}, telling {@code info} (if not null)
     * of each deepening of the search as it goes.
     */
    ObjectNode analyse(ObjectNode request, String address, java.util.function.Consumer<ObjectNode> info) {
        Start start = start(request);
        GameState s = follow(start.rules(), start.state(), request.get("line"));
        Semaphore mine = byAddress.computeIfAbsent(address, a -> new Semaphore(1));
        try {
            if (!mine.tryAcquire(WAIT_SECONDS, java.util.concurrent.TimeUnit.SECONDS)) {
                throw GameError.tooMany("one analysis at a time: wait for the one under way");
            }
            try {
                if (!server.tryAcquire(WAIT_SECONDS, java.util.concurrent.TimeUnit.SECONDS)) {
                    throw GameError.tooMany("the server is analysing " + AT_ONCE + " positions already: try again in a moment");
                }
                try {
                    long wait = thinking.reserve(MAIN_MILLIS + OTHERS_MILLIS, java.util.concurrent.TimeUnit.SECONDS.toMillis(WAIT_SECONDS));
                    if (wait < 0) {
                        throw GameError.tooMany("the server's time for analyses is taken just now (they may use "
                                + Math.round(SHARE * 100) + "% of it, so that the games being played keep the rest): try"
                                + " again in " + thinking.secondsUntil(MAIN_MILLIS + OTHERS_MILLIS) + " s");
                    }
                    Thread.sleep(wait);
                    return answer(start.rules(), s, info);
                } finally {
                    server.release();
                }
            } finally {
                mine.release();
                if (!mine.hasQueuedThreads()) {
                    byAddress.remove(address, mine);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw GameError.unavailable("the server is stopping");
        }
    }

    /** The position the request starts from: a game's position ({@code from}), or a game's start or position text. */
    private Start start(ObjectNode request) {
        JsonNode from = request.get("from");
        if (from != null && !from.isNull()) {
            if (!(from instanceof ObjectNode f)) {
                throw GameError.invalid("'from' must be {\"game\": ID, \"position\": N}");
            }
            LiveGame g = hub.game(Fields.required(f, "game", 32));
            synchronized (g) {
                List<History.Step> steps = g.history().steps();
                int at = Fields.number(f, "position", 0, steps.size());
                return new Start(g.rules(), at == 0 ? g.history().start() : steps.get(at - 1).after());
            }
        }
        GameKind kind;
        try {
            kind = Games.byName(Fields.required(request, "game", 40));
        } catch (IllegalArgumentException e) {
            throw GameError.invalid(e.getMessage());
        }
        Map<String, String> options = new LinkedHashMap<>();
        ObjectNode given = Fields.child(request, "options");
        given.fieldNames().forEachRemaining(name -> options.put(name, Fields.required(given, name, 100)));
        String notLoaded = Characters.notLoaded(kind, options);
        if (notLoaded != null) {
            throw GameError.invalid(notLoaded);
        }
        Rules rules;
        try {
            rules = kind.rules(options);
        } catch (IllegalArgumentException e) {
            throw GameError.invalid(e.getMessage());
        }
        String setup = Fields.text(request, "setup", null, CreateRequest.MAX_SETUP);
        return new Start(rules, setup == null ? rules.initial() : rules.initial(StartText.of(rules, setup)));
    }

    /** State {@code s} after the moves of {@code line}, each an index into the moves this route lists for its position. */
    static GameState follow(Rules rules, GameState s, JsonNode line) {
        if (line == null || line.isNull()) {
            return s;
        }
        if (!line.isArray() || line.size() > MAX_LINE) {
            throw GameError.invalid("'line' must be a list of at most " + MAX_LINE + " move numbers");
        }
        for (int i = 0; i < line.size(); i++) {
            JsonNode n = line.get(i);
            ToAct who = rules.toAct(s);
            if (who instanceof ToAct.Terminal) {
                throw GameError.invalid("'line' entry " + (i + 1) + ": the game is over before it");
            }
            List<Outcome> outcomes = who instanceof ToAct.Chance c ? c.outcomes() : null;
            List<Line> lines = outcomes == null ? Lines.expand(rules, s) : null;
            int size = outcomes != null ? outcomes.size() : lines.size();
            if (!n.canConvertToInt() || n.intValue() < 0 || n.intValue() >= size) {
                throw GameError.invalid("'line' entry " + (i + 1) + " must be a move number from 0 to " + (size - 1)
                        + ", not " + Fields.clip(n.toString()));
            }
            s = outcomes != null ? rules.chance(s, outcomes.get(n.intValue())).state() : lines.get(n.intValue()).after();
        }
        return s;
    }

    /** The analysis of {@code s}, as the page shows it. */
    private ObjectNode answer(Rules rules, GameState s, java.util.function.Consumer<ObjectNode> info) {
        ObjectNode o = Fields.JSON.createObjectNode().put("game", rules.kind().name()).put("title", rules.kind().title());
        o.set("board", GameView.board(rules, s));
        o.set("sides", GameView.sides(rules, s));
        ArrayNode status = o.putArray("status");
        ToAct who = rules.toAct(s);
        StatusText.summary(rules, s, s, who, Choices.of(rules, s)).forEach(status::add);
        String setup;
        try {
            setup = rules.setupText(s);
        } catch (IllegalArgumentException e) {
            setup = null;
        }
        o.put("setup", setup);
        ArrayNode moves = o.putArray("moves");
        ArrayNode lines = o.putArray("lines");
        if (who instanceof ToAct.Terminal t) {
            o.put("toAct", "over").put("score", t.verdict().reason());
            return o;
        }
        if (who instanceof ToAct.Chance c) {
            o.put("toAct", "chance").put("score", "chance acts: " + c.what());
            for (Outcome out : c.outcomes()) {
                moves.add("chance: " + out.label() + String.format(Locale.ROOT, " (%.0f%%)", 100 * out.probability()));
            }
            return o;
        }
        o.put("toAct", GameView.name(((ToAct.Choice) who).player()));
        List<Line> all = Lines.expand(rules, s);
        ArrayNode paths = o.putArray("paths");
        for (Line l : all) {
            moves.add(rules.notation(s, l.decisions()));
            // the squares a piece's move goes through, for trying it on the board (none for other decisions)
            ArrayNode path = paths.addArray();
            if (ChoiceSquares.kind(l).equals("move")) {
                l.route().forEach(path::add);
            }
        }
        List<String> texts = new java.util.ArrayList<>();
        moves.forEach(m -> texts.add(m.asText()));
        o.set("explorer", openings.at(rules, s, texts));
        long each = Math.max(10, OTHERS_MILLIS / Math.max(1, all.size()));
        Candidates.Result r = Candidates.of(rules, s, Budget.movetime(MAIN_MILLIS), Budget.movetime(each), LINES, 1,
                info == null ? null : step -> {
                    ObjectNode deeper = Fields.JSON.createObjectNode().put("depth", step.depth()).put("score", step.scoreText())
                            .put("value", step.value()).put("nodes", step.nodes());
                    ArrayNode pv = deeper.putArray("pv");
                    step.pv().forEach(pv::add);
                    info.accept(deeper);
                },
                info == null ? null : (c, index) -> info.accept(Fields.JSON.createObjectNode().put("judged", index)
                        .put("move", c.text()).put("expected", Math.round(c.expected() * 1000) / 1000.0).put("depth", c.depth())));
        o.put("score", r.analysis().scoreText()).put("value", r.analysis().value())
                .put("database", r.analysis().scoreText().contains("endgame database"))
                .put("depth", r.analysis().depth()).put("nodes", r.analysis().nodes()).put("millis", r.analysis().millis());
        ArrayNode expectedLine = o.putArray("pv");
        r.analysis().pv().forEach(expectedLine::add);
        // every move's expected score for the mover, as judged alike (in the order of moves)
        ArrayNode expected = o.putArray("expected");
        r.every().forEach(c -> expected.add(Math.round(c.expected() * 1000) / 1000.0));
        for (Candidates.Candidate c : r.moves()) {
            ObjectNode line = lines.addObject().put("move", c.text()).put("expected", Math.round(c.expected() * 1000) / 1000.0)
                    .put("depth", c.depth()).put("nodes", c.nodes());
            ArrayNode pv = line.putArray("pv");
            c.pv().forEach(pv::add);
            line.put("index", r.every().indexOf(c));  // every is in the order of moves
        }
        return o;
    }
}
