package dev.kingme.app.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.ai.AiSpec;
import dev.kingme.app.ChanceRoller;
import dev.kingme.app.Choices;
import dev.kingme.app.FenStart;
import dev.kingme.app.store.ConflictException;
import dev.kingme.app.store.GameStore;
import dev.kingme.app.store.StoredAction;
import dev.kingme.app.store.StoredGame;
import dev.kingme.rules.Decision;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Games;
import dev.kingme.rules.Line;
import dev.kingme.rules.Outcome;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Verdict;
import dev.kingme.rules.record.Chooser;
import dev.kingme.rules.record.GameRecord;
import dev.kingme.rules.record.Replayer;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The games the server holds: created here, loaded from the store on first use (their actions replayed
 * through the rules), and changed only through {@link #act}, which checks the seat, checks the action
 * against the rules, stores it and only then applies it, all under the game's monitor. After each change
 * chance is rolled (each roll stored like an action) and an AI to act is set to work on a thread of its
 * own; listeners (the WebSocket connections) hear of every change.
 */
public final class GameHub implements AutoCloseable {
    private static final Logger LOG = Logger.getLogger(GameHub.class.getName());
    private static final int MAX_OPTIONS = 20;
    /**
     * The longest start position a client may send (the column that keeps it holds as much): every square of
     * Warp's board listed one by one takes some 260 characters.
     */
    private static final int MAX_SETUP = 1000;
    private static final java.util.regex.Pattern GAME_ID = java.util.regex.Pattern.compile("[a-z0-9]{1,32}");

    private final GameStore store;
    private final Map<String, LiveGame> games = new ConcurrentHashMap<>();
    private final ExecutorService thinkers;
    private final List<Consumer<LiveGame>> listeners = new CopyOnWriteArrayList<>();

    /** How long a game nobody used stays in memory by default. */
    public static final Duration IDLE = Duration.ofMinutes(15);

    private final long idleNanos;
    private final ScheduledExecutorService sweeper;

    public GameHub(GameStore store) {
        this(store, IDLE);
    }

    /**
     * A hub that lets go of games nobody has used for {@code idle} (they are loaded again from the store
     * when someone comes back to them), checking once a minute, or every {@code idle} if that is shorter.
     */
    public GameHub(GameStore store, Duration idle) {
        this.store = store;
        this.idleNanos = idle.toNanos();
        this.thinkers = Executors.newFixedThreadPool(Math.max(1, Runtime.getRuntime().availableProcessors()), r -> {
            Thread t = new Thread(r, "kingme-ai");
            t.setDaemon(true);
            return t;
        });
        this.sweeper = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "kingme-sweeper");
            t.setDaemon(true);
            return t;
        });
        long every = Math.max(1, Math.min(TimeUnit.MINUTES.toMillis(1), idle.toMillis()));
        sweeper.scheduleWithFixedDelay(() -> {
            try {
                letGoOfIdleGames();
            } catch (RuntimeException e) {
                LOG.log(Level.WARNING, "could not let go of idle games", e);
            }
        }, every, every, TimeUnit.MILLISECONDS);
    }

    /**
     * Lets go of the games nobody has used for the idle time and whose AI is not at work, and returns how
     * many. A game let go of is marked so under its monitor: whoever still holds it looks it up again.
     */
    int letGoOfIdleGames() {
        long now = System.nanoTime();
        int n = 0;
        for (LiveGame g : games.values()) {
            synchronized (g) {
                if (!g.thinking && now - g.lastUsed >= idleNanos) {
                    g.gone = true;
                    games.remove(g.settings().id(), g);
                    n++;
                }
            }
        }
        return n;
    }

    /** How many games are in memory. */
    int inMemory() {
        return games.size();
    }

    /** Calls {@code listener} after every change to a game, outside the game's monitor. */
    public void listen(Consumer<LiveGame> listener) {
        listeners.add(listener);
    }

    /** A new game and its seats' tokens. */
    public record Created(String id, Map<String, String> tokens) {
    }

    /** Creates the game a client asked for (see docs/web.md for the fields). */
    public Created create(ObjectNode request) {
        GameRecord record = record(Fields.text(request, "record", null, Fields.MAX_BODY));
        String setup = Fields.text(request, "setup", null, MAX_SETUP);
        if (record != null && setup != null) {
            throw ApiException.bad("'setup' and 'record' both give the start: a record starts from its own setup");
        }
        String game = record != null ? record.game() : Fields.required(request, "game", 40);
        GameKind kind;
        try {
            kind = Games.byName(game);
        } catch (IllegalArgumentException e) {
            throw ApiException.bad(e.getMessage());
        }
        Map<String, String> options = new LinkedHashMap<>();
        if (record != null) {
            options.putAll(record.options());
        } else {
            ObjectNode given = Fields.child(request, "options");
            if (given.size() > MAX_OPTIONS) {
                throw ApiException.bad("too many options: " + given.size());
            }
            given.fieldNames().forEachRemaining(name -> options.put(name, Fields.required(given, name, 100)));
        }
        Rules rules;
        try {
            rules = record != null ? Replayer.rules(record, kind) : kind.rules(options);
        } catch (IllegalArgumentException e) {
            throw ApiException.bad((record != null ? "record: " : "") + e.getMessage());
        }
        List<StoredAction> replay = record == null ? List.of() : Imports.actions(rules, record);
        if (record != null) {
            setup = record.setup();
        } else if (setup != null) {
            setup = startingText(rules, setup);
        }
        ObjectNode names = Fields.child(request, "name");
        String[] specs = new String[2];
        String[] shown = new String[2];
        for (Player p : Player.values()) {
            String side = GameView.name(p);
            AiSpec spec;
            try {
                spec = AiSpec.parse(Fields.text(request, side, "human", 40));
            } catch (IllegalArgumentException e) {
                throw ApiException.bad("'" + side + "': " + e.getMessage());
            }
            specs[p.ordinal()] = spec.text();
            shown[p.ordinal()] = spec.isHuman() ? Fields.name(Fields.text(names, side, null, 200), p.title())
                    : "AI (" + spec.text() + ")";
        }
        boolean online = Fields.flag(request, "online", false);
        ObjectNode optionsJson = Fields.JSON.createObjectNode();
        rules.options().asMap().forEach(optionsJson::put);
        Map<String, String> tokens = new LinkedHashMap<>();
        String shared = Secrets.token();
        String[] hashes = new String[2];
        for (Player p : Player.values()) {
            if (AiSpec.parse(specs[p.ordinal()]).isHuman()) {
                String token = online ? Secrets.token() : shared;
                tokens.put(GameView.name(p), token);
                hashes[p.ordinal()] = Secrets.hash(token);
            }
        }
        StoredGame g = new StoredGame(Secrets.gameId(), kind.name(), optionsJson.toString(), specs[0], specs[1],
                shown[0], shown[1], hashes[0], hashes[1], online, Secrets.seed(), null, null, Instant.now(), setup);
        return new Created(start(g, replay), tokens);
    }

    /**
     * The start position {@code setup} as the game writes it (quotes and spaces gone), or a 400 that says
     * what is wrong with it.
     */
    private static String startingText(Rules rules, String setup) {
        try {
            FenStart.check(rules, "'setup'");
        } catch (IllegalArgumentException e) {
            throw ApiException.bad(e.getMessage());
        }
        try {
            return rules.setupText(FenStart.state(rules, setup));
        } catch (IllegalArgumentException e) {
            throw ApiException.bad("'setup': " + e.getMessage());
        }
    }

    private static GameRecord record(String text) {
        if (text == null) {
            return null;
        }
        try {
            return GameRecord.fromJson(text);
        } catch (IllegalArgumentException e) {
            throw ApiException.bad("record: " + e.getMessage());
        }
    }

    private String start(StoredGame g, List<StoredAction> replay) {
        store.create(g);
        LiveGame live = new LiveGame(g);
        games.put(g.id(), live);
        synchronized (live) {
            for (StoredAction a : replay) {
                commit(live, a);
            }
            rollChance(live);
        }
        changed(live);
        thinkSoon(live);
        return g.id();
    }

    /**
     * A new game with the settings of game {@code id} and the colours swapped: each person keeps their
     * token, their character and their name, and plays the other colour. Asking twice gives the same game.
     */
    public Created rematch(String id, String token) {
        LiveGame old = game(id);
        Set<Player> seats = seats(old, token);
        if (seats.isEmpty()) {
            throw ApiException.forbidden("spectators cannot ask for a rematch: only the players can");
        }
        String made;
        synchronized (old) {
            if (old.gone) {
                return rematch(id, token);
            }
            if (old.verdict() == null) {
                throw ApiException.conflict("the game is not over yet");
            }
            made = old.rematch();
            if (made == null) {
                StoredGame s = old.settings();
                // a new game: every option as today's rules fill it in (a game stored before an option existed
                // played under that option's earlier value; its rematch is played under today's)
                ObjectNode options = (ObjectNode) Fields.JSON.valueToTree(
                        old.rules().kind().rules(old.options()).options().asMap());
                String black = old.options().get("black");
                String white = old.options().get("white");
                if (black != null && white != null && !old.rules().kind().characters().isEmpty()) {
                    options.put("black", white).put("white", black);
                }
                StoredGame g = new StoredGame(Secrets.gameId(), s.game(), options.toString(), s.white(), s.black(),
                        s.whiteName(), s.blackName(), s.whiteToken(), s.blackToken(), s.online(), Secrets.seed(), null,
                        null, Instant.now(), s.setup());
                made = start(g, List.of());
                store.setRematch(id, made);
                old.rematch(made);
            }
        }
        changed(old);
        Map<String, String> tokens = new LinkedHashMap<>();
        for (Player p : seats) {
            tokens.put(GameView.name(p.opponent()), token);
        }
        return new Created(made, tokens);
    }

    /** The game {@code id}, loaded from the store if it is not in memory. */
    public LiveGame game(String id) {
        if (id == null || !GAME_ID.matcher(id).matches()) {
            throw ApiException.notFound("no game '" + clip(id) + "': a game id is letters and digits");
        }
        LiveGame g = games.computeIfAbsent(id, this::load);
        if (g == null) {
            throw ApiException.notFound("no game '" + id + "'");
        }
        g.lastUsed = System.nanoTime();
        return g;
    }

    private LiveGame load(String id) {
        StoredGame stored = store.game(id).orElse(null);
        if (stored == null) {
            return null;
        }
        LiveGame g = new LiveGame(stored);
        for (StoredAction a : store.actions(id)) {
            try {
                g.apply(a);
            } catch (RuntimeException e) {
                throw new IllegalStateException("game " + id + ": stored action " + a.seq() + " (" + a.kind()
                        + ") does not replay: " + e.getMessage(), e);
            }
        }
        synchronized (g) {
            rollChance(g);
        }
        thinkSoon(g);
        return g;
    }

    /** The seats {@code token} holds in {@code g}: none for a spectator (no token). */
    public Set<Player> seats(LiveGame g, String token) {
        Set<Player> out = EnumSet.noneOf(Player.class);
        if (token == null || token.isEmpty()) {
            return out;
        }
        if (token.length() > 100) {
            throw ApiException.forbidden("that token is not a seat of game " + g.settings().id());
        }
        if (Secrets.matches(token, g.settings().blackToken())) {
            out.add(Player.BLACK);
        }
        if (Secrets.matches(token, g.settings().whiteToken())) {
            out.add(Player.WHITE);
        }
        if (out.isEmpty()) {
            throw ApiException.forbidden("that token is not a seat of game " + g.settings().id());
        }
        return out;
    }

    public ObjectNode view(String id, String token) {
        LiveGame g = game(id);
        Set<Player> seats = seats(g, token);
        synchronized (g) {
            return GameView.of(g, seats);
        }
    }

    /**
     * Takes the action in {@code request} for the seat {@code token} holds and answers the game's view
     * after it, for that seat.
     */
    public ObjectNode act(String id, String token, ObjectNode request) {
        return act(id, token, request, true);
    }

    /**
     * As {@link #act(String, String, ObjectNode)}; without {@code view} it answers only the new version
     * (as {@code {"version": N}}), for callers that hear of the new view otherwise (the WebSocket).
     */
    ObjectNode act(String id, String token, ObjectNode request, boolean withView) {
        while (true) {
            LiveGame g = game(id);
            Set<Player> seats = seats(g, token);
            if (seats.isEmpty()) {
                throw ApiException.forbidden("spectators cannot act: open the game with a seat's invite link");
            }
            int version = Fields.number(request, "version", 0, Integer.MAX_VALUE - 1);
            String type = Fields.required(request, "type", 20);
            ObjectNode view;
            synchronized (g) {
                if (g.gone) {
                    continue;  // let go of since it was looked up: look it up again
                }
                StoredAction a = action(g, seats, version, type, request);
                commit(g, a);
                view = withView ? GameView.of(g, seats) : Fields.JSON.createObjectNode().put("version", g.version());
            }
            changed(g);
            thinkSoon(g);
            return view;
        }
    }

    private StoredAction action(LiveGame g, Set<Player> seats, int version, String type, ObjectNode request) {
        if (version != g.version()) {
            throw ApiException.conflict("the game is at version " + g.version() + ", not " + version
                    + ": someone acted first; look again and choose anew");
        }
        ToAct who = g.who();
        Player toAct = who instanceof ToAct.Choice c ? c.player() : null;
        Player own = seats.size() == 1 ? seats.iterator().next() : toAct != null ? toAct : Player.BLACK;
        int seq = version + 1;
        switch (type) {
            case "choose" -> {
                if (toAct == null) {
                    throw ApiException.conflict(who instanceof ToAct.Terminal t
                            ? "the game is over (" + t.verdict().reason() + ")" : "chance has still to act");
                }
                if (!seats.contains(toAct)) {
                    throw ApiException.conflict("it is " + toAct.title() + "'s turn to decide, not yours");
                }
                int index = Fields.number(request, "choice", 0, 100_000);
                List<Line> lines = Choices.of(g.rules(), g.state()).lines();
                if (index >= lines.size()) {
                    throw ApiException.conflict("there is no choice " + index + ": there are " + lines.size());
                }
                return new StoredAction(seq, "move", GameView.name(toAct), LiveGame.moveBody(lines.get(index).decisions()));
            }
            case "undo", "offer-draw", "resign" -> {
                return new StoredAction(seq, type, GameView.name(own), "{}");
            }
            case "accept-draw", "decline-draw" -> {
                Player offered = g.drawOffer() == null ? null : g.drawOffer().opponent();
                if (offered == null || !seats.contains(offered)) {
                    throw ApiException.conflict("no draw has been offered to you");
                }
                return new StoredAction(seq, type, GameView.name(offered), "{}");
            }
            default -> throw ApiException.bad("unknown action type '" + clip(type)
                    + "': use choose, undo, offer-draw, accept-draw, decline-draw or resign");
        }
    }

    /** Checks, stores and applies {@code a}, then rolls what chance must roll. Caller holds {@code g}. */
    private void commit(LiveGame g, StoredAction a) {
        Verdict before = g.verdict();
        Runnable change = g.prepare(a);
        try {
            store.append(g.settings().id(), a);
        } catch (ConflictException e) {
            throw ApiException.conflict("another action was stored first: look again and choose anew");
        }
        change.run();
        rollChance(g);
        Verdict after = g.verdict();
        if (!java.util.Objects.equals(before, after)) {
            store.setResult(g.settings().id(), after == null ? null : after.pdn() + " " + after.reason());
        }
    }

    private void rollChance(LiveGame g) {
        while (g.who() instanceof ToAct.Chance chance) {
            Outcome o = g.dice().roll(chance, g.state());
            StoredAction roll = new StoredAction(g.version() + 1, "roll", null, LiveGame.rollBody(o));
            Runnable change = g.prepare(roll);
            store.append(g.settings().id(), roll);
            change.run();
        }
    }

    /** Sets the AI to work when it is to act in {@code g} and is not at work already. */
    private void thinkSoon(LiveGame g) {
        if (!g.isAi(Player.BLACK) && !g.isAi(Player.WHITE)) {
            return;  // seats never change: a game between people need not wait for its monitor here
        }
        Player p;
        GameState state;
        int version;
        synchronized (g) {
            p = g.aiToAct();
            if (p == null || g.thinking || g.gone) {
                return;
            }
            g.thinking = true;
            state = g.state();
            version = g.version();
        }
        thinkers.execute(() -> think(g, p, state, version));
    }

    private void think(LiveGame g, Player p, GameState before, int version) {
        boolean moved = false;
        try {
            List<Decision> decisions = wholeMove(g.rules(), g.ai(p), p, before);
            synchronized (g) {
                if (!g.gone && g.version() == version) {
                    commit(g, new StoredAction(version + 1, "move", GameView.name(p), LiveGame.moveBody(decisions)));
                    moved = true;
                }
            }
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "the AI could not move in game " + g.settings().id(), e);
        } finally {
            synchronized (g) {
                g.thinking = false;
            }
        }
        if (moved) {
            changed(g);
        }
        thinkSoon(g);
    }

    /** The AI's whole move, asked of it hop by hop as the terminal does. */
    static List<Decision> wholeMove(Rules rules, Chooser ai, Player p, GameState before) {
        List<Decision> decisions = new ArrayList<>();
        GameState at = before;
        do {
            Decision d = ai.choose(rules, at, rules.legalDecisions(at));
            decisions.add(d);
            at = rules.apply(at, d);
        } while (Choices.goesOn(rules, before, p, at));
        return decisions;
    }

    private void changed(LiveGame g) {
        for (Consumer<LiveGame> l : listeners) {
            try {
                l.accept(g);
            } catch (RuntimeException e) {
                LOG.log(Level.WARNING, "a listener failed", e);
            }
        }
    }

    /** The finished games, newest first, for the replay list. */
    public List<GameStore.Finished> finished(int limit) {
        return store.finished(limit);
    }

    /** True when the AI is at work in game {@code id} (for tests that wait for it). */
    boolean thinking(String id) {
        LiveGame g = game(id);
        synchronized (g) {
            return g.thinking || g.aiToAct() != null;
        }
    }

    static String clip(String s) {
        if (s == null) {
            return "";
        }
        String clean = s.replaceAll("\\p{Cntrl}", "?");
        return clean.length() > 40 ? clean.substring(0, 40) + "..." : clean;
    }

    @Override
    public void close() {
        sweeper.shutdownNow();
        thinkers.shutdownNow();
        try {
            thinkers.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
