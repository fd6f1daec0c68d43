package dev.kingme.app.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.app.account.Accounts;
import dev.kingme.app.cluster.Leases;
import dev.kingme.app.session.Action;
import dev.kingme.app.session.ClockStamp;
import dev.kingme.app.session.GameError;
import dev.kingme.app.session.Session;
import dev.kingme.app.store.ConflictException;
import dev.kingme.app.store.GameStore;
import dev.kingme.app.store.StoredAction;
import dev.kingme.app.store.StoreUnavailableException;
import dev.kingme.app.store.StoredGame;
import dev.kingme.rules.Player;
import dev.kingme.rules.Verdict;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The games the server holds: created here (settings from {@link NewGame}), loaded from the store on first
 * use (their actions replayed through the rules), and changed only through {@link #act}, which checks the
 * seat and turns the request into a seat's action ({@link SeatActions}), has the game's {@link Session}
 * check it, stores it and only then makes it, all under the game's monitor. After each change chance is
 * rolled (each roll stored like an action) and an AI to act is set to work ({@link AiThinkers}); listeners
 * (the WebSocket connections) hear of every change. Requests come in typed
 * ({@link CreateRequest}, {@link ActionRequest}); refusals go out as {@link GameError}s.
 */
public final class GameHub implements AutoCloseable {
    private static final Logger LOG = Logger.getLogger(GameHub.class.getName());
    private static final java.util.regex.Pattern GAME_ID = java.util.regex.Pattern.compile("[a-z0-9]{1,32}");

    private final GameStore store;
    private final List<Consumer<LiveGame>> listeners = new CopyOnWriteArrayList<>();
    private final ClockWatch clocks = new ClockWatch(this::forChange, this::commit, this::changed, this::runs);
    private final AiThinkers thinkers = new AiThinkers(this::commit, this::changed, this::runs);
    /** How a node of several keeps its copies up with the others' changes; null for a single server. */
    private final NodeCopies copies;

    /** How long a game nobody used stays in memory by default. */
    public static final Duration IDLE = Duration.ofMinutes(15);

    private final HeldGames games;
    private final SeatAccounts accounts;
    private final Turns turns;
    private final ScheduledExecutorService sweeper;

    public GameHub(GameStore store) {
        this(store, IDLE);
    }

    public GameHub(GameStore store, Duration idle) {
        this(store, idle, Limits.DEFAULT.gamesInMemory());
    }

    /**
     * A hub that lets go of games nobody has used for {@code idle} (they are loaded again from the store
     * when someone comes back to them), checking once a minute, or every {@code idle} if that is shorter,
     * and holds at most {@code capacity} games at once ({@link HeldGames}).
     */
    public GameHub(GameStore store, Duration idle, int capacity) {
        this(store, idle, capacity, null);
    }

    /**
     * As {@link #GameHub(GameStore, Duration, int)}, as one node of several when {@code nodeLeases} is given (docs/deploy.md):
     * it runs the clocks and AI of the games whose leases it holds, takes over those of nodes that stopped, and
     * follows every change any node stores ({@link #noticed}); null for a single server, which runs every game's.
     */
    GameHub(GameStore store, Duration idle, int capacity, Leases nodeLeases) {
        this.store = store;
        this.copies = nodeLeases == null ? null : new NodeCopies(this, store, nodeLeases);
        this.accounts = new SeatAccounts(store);
        this.sweeper = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "kingme-sweeper");
            t.setDaemon(true);
            return t;
        });
        this.turns = new Turns(store, sweeper);
        this.games = new HeldGames(capacity, idle, turns::lettingGo);
        long every = Math.max(1, Math.min(TimeUnit.MINUTES.toMillis(1), idle.toMillis()));
        sweeper.scheduleWithFixedDelay(() -> {
            try {
                games.letGoOfIdle();
            } catch (RuntimeException e) {
                LOG.log(Level.WARNING, "could not let go of idle games", e);
            }
        }, every, every, TimeUnit.MILLISECONDS);
        if (nodeLeases == null) {
            store.unfinishedWithClock().forEach(clocks::soon);
        } else {
            // a game under a clock that no node runs (made before there were several) is this node's if it is free;
            // those of nodes that stopped are taken over as their leases lapse
            for (String id : store.unfinishedWithClock()) {
                if (store.leases().holder(id).isEmpty() && nodeLeases.take(id)) {
                    clocks.soon(id);
                }
            }
            nodeLeases.start(copies::tookOver);
        }
    }

    /** Lets go of the games nobody has used for the idle time and whose AI is not at work; answers how many. */
    int letGoOfIdleGames() {
        return games.letGoOfIdle();
    }

    /** How many games are in memory. */
    int inMemory() {
        return games.size();
    }

    /** The games in memory: the ones people played or looked at lately. */
    Collection<LiveGame> held() {
        return games.all();
    }

    /** Calls {@code listener} after every change to a game, outside the game's monitor. */
    public void listen(Consumer<LiveGame> listener) {
        listeners.add(listener);
    }

    /** A new game and its seats' tokens. */
    public record Created(String id, Map<String, String> tokens) {
    }

    /** Creates the game a client asked for (see docs/web.md for the fields). */
    public Created create(CreateRequest request) {
        return create(request, Map.of());
    }

    /**
     * As {@link #create(CreateRequest)}, the seats in {@code given} keyed by the tokens whose hashes are given
     * (a challenge's creator's key): their tokens are not in the answer, their holders have them.
     */
    Created create(CreateRequest request, Map<Player, String> given) {
        return create(request, given, Map.of());
    }

    /** As {@link #create(CreateRequest, Map)}, the seats in {@code owners} belonging to those accounts. */
    Created create(CreateRequest request, Map<Player, String> given, Map<Player, Long> owners) {
        NewGame made = NewGame.of(request, given, owners);
        return new Created(start(made.settings(), made.replay()), made.tokens());
    }

    /** Stores and starts game {@code g}, its first actions {@code replay} (a record's, as it rolled them). */
    private String start(StoredGame g, List<Action> replay) {
        LiveGame live = new LiveGame(g);
        games.add(live);  // room is made first: a server that is full refuses before anything is stored
        try {
            store.create(g);
        } catch (RuntimeException e) {
            synchronized (live) {
                games.letGo(live);
            }
            throw e;
        }
        claim(live);
        synchronized (live) {
            accounts.loaded(live);
            for (Action a : replay) {
                store(live, a);
            }
            rollChance(live);
        }
        changed(live);
        thinkers.soon(live);
        return g.id();
    }

    /**
     * A new game with the settings of game {@code id} and the colours swapped: each person keeps their
     * token, their character and their name, and plays the other colour. Asking twice gives the same game.
     */
    public Created rematch(String id, String token) {
        return rematch(id, token, Optional::empty);
    }

    /** As {@link #rematch(String, String)}, the seats found as {@link #held} does. */
    Created rematch(String id, String token, Supplier<Optional<Accounts.Player>> who) {
        LiveGame old = game(id);
        Set<Player> seats = held(old, token, true, who).seats();
        if (seats.isEmpty()) {
            throw GameError.forbidden("spectators cannot ask for a rematch: only the players can");
        }
        String made;
        synchronized (old) {
            if (old.gone) {
                return rematch(id, token, who);
            }
            if (old.verdict() == null) {
                throw GameError.illegal("the game is not over yet");
            }
            made = old.rematch();
            if (made == null) {
                // the seats' accounts as stored now: an account deleted since leaves its seat no one's; a rematch
                // another node made meanwhile is the one
                StoredGame now = store.game(id).orElse(old.settings());
                made = now.rematch() != null ? now.rematch()
                        : store.setRematch(id, start(NewGame.rematchOf(old, now.blackAccount(), now.whiteAccount()), List.of()));
                old.rematch(made);
            }
        }
        changed(old);
        Map<String, String> tokens = new LinkedHashMap<>();
        for (Player p : seats) {
            if (token != null && !token.isEmpty()) {
                tokens.put(GameView.name(p.opponent()), token);  // else the seats are the account's, in the new game too
            }
        }
        return new Created(made, tokens);
    }

    /** The game {@code id}, loaded from the store if it is not in memory. */
    public LiveGame game(String id) {
        if (id == null || !GAME_ID.matcher(id).matches()) {
            throw GameError.notFound("no game '" + Fields.clip(id) + "': a game id is letters and digits");
        }
        LiveGame g = games.getOrLoad(id, this::load);
        if (g == null) {
            throw GameError.notFound("no game '" + id + "'");
        }
        g.lastUsed = System.nanoTime();
        return g;
    }

    /** Game {@code id} read from the store and set going (its chance rolled, its AI and clock set to work), or null. */
    private LiveGame load(String id) {
        LiveGame g = read(id);
        if (g != null) {
            started(g);
        }
        return g;
    }

    /** Game {@code id} as the store has it, its actions replayed, nothing else done; null when there is none. */
    private LiveGame read(String id) {
        StoredGame stored = store.game(id).orElse(null);
        if (stored == null) {
            return null;
        }
        LiveGame g = new LiveGame(stored);
        for (StoredAction a : store.actions(id)) {
            try {
                if (a.seq() != g.version() + 1) {
                    throw new IllegalStateException("it follows version " + g.version());
                }
                g.replay(a);
            } catch (RuntimeException e) {
                throw new IllegalStateException("game " + id + ": stored action " + a.seq() + " (" + a.kind()
                        + ") does not replay: " + e.getMessage(), e);
            }
        }
        g.turnWritten = g.version();  // what the store holds of its turn stands or falls with this version
        String result = g.verdict() == null ? null : g.verdict().pdn() + " " + g.verdict().reason();
        if (!Objects.equals(result, stored.result())) {
            storeResult(g);  // an action stored while its result could not be
        }
        accounts.loaded(g);
        return g;
    }

    void started(LiveGame g) {
        claim(g);
        synchronized (g) {
            try {
                rollChance(g);
            } catch (GameError rolledElsewhere) {
                if (copies == null) {
                    throw rolledElsewhere;
                }  // another node stored the roll first: this copy has caught up with it
            }
        }
        thinkers.soon(g);
        clocks.watch(g);
    }

    /**
     * The game {@code id} to change: as {@link #game}, but a game whose last action could not be confirmed as
     * stored ({@link LiveGame#unsure}) is read anew from the store first, since that action may be there.
     *
     * @throws StoreUnavailableException when it cannot be read anew (it stays in memory, shown as it stood)
     */
    LiveGame forChange(String id) {
        LiveGame g = game(id);
        return g.unsure ? reread(g) : g;
    }

    /**
     * Reads game {@code stale} anew from the store and puts it in the old one's place (the old one is gone),
     * then tells its watchers. One thread at a time does it for a game; another is refused meanwhile.
     */
    LiveGame reread(LiveGame stale) {
        String id = stale.settings().id();
        if (!stale.rereading.compareAndSet(false, true)) {
            throw GameError.unavailable(StoreUnavailableException.MESSAGE);
        }
        LiveGame fresh;
        try {
            fresh = read(id);
            if (fresh == null) {
                throw GameError.notFound("no game '" + id + "'");
            }
            synchronized (stale) {
                if (stale.gone) {
                    return game(id);
                }
                if (!games.replace(stale, fresh)) {
                    return game(id);
                }
            }
        } finally {
            stale.rereading.set(false);
        }
        LOG.info("game " + id + " was read anew from the database after an action that could not be confirmed");
        started(fresh);
        changed(fresh);
        return fresh;
    }

    /** Reads game {@code id} anew from the store once the database is back, if it is still unsure then. */
    private void resyncSoon(String id) {
        sweeper.schedule(() -> {
            LiveGame g = games.get(id);
            if (g == null || !g.unsure || g.gone) {
                return;
            }
            try {
                reread(g);
            } catch (StoreUnavailableException | GameError e) {
                resyncSoon(id);
            } catch (RuntimeException e) {
                LOG.log(Level.WARNING, "could not read game " + id + " anew", e);
            }
        }, ClockWatch.RETRY_MS, TimeUnit.MILLISECONDS);
    }

    /** The seats {@code token} holds in {@code g}: none for a spectator (no token). */
    public Set<Player> seats(LiveGame g, String token) {
        return SeatActions.seats(g, token);
    }

    /**
     * The seats of {@code g} a request holds by its token or by the session of the logged-in player {@code who}
     * finds, and that player's account: {@link SeatAccounts#seats}. {@code mayClaim}: the token came where
     * another site cannot put it (a header, a checked POST or WebSocket), so it may claim its seats.
     */
    SeatAccounts.Held held(LiveGame g, String token, boolean mayClaim, Supplier<Optional<Accounts.Player>> who) {
        return accounts.seats(g, SeatActions.seats(g, token), mayClaim, who);
    }

    public ObjectNode view(String id, String token) {
        return view(id, token, false, Optional::empty);
    }

    /** The view of game {@code id} for the seats {@link #held} finds. */
    ObjectNode view(String id, String token, boolean mayClaim, Supplier<Optional<Accounts.Player>> who) {
        LiveGame g = game(id);
        Set<Player> seats = held(g, token, mayClaim, who).seats();
        synchronized (g) {
            return GameView.of(g, seats);
        }
    }

    /**
     * Takes the action in {@code request} for the seat {@code token} holds and answers the game's view
     * after it, for that seat.
     */
    public ObjectNode act(String id, String token, ActionRequest request) {
        return act(id, token, request, true);
    }

    /**
     * As {@link #act(String, String, ActionRequest)}; without {@code view} it answers only the new version
     * (as {@code {"version": N}}), for callers that hear of the new view otherwise (the WebSocket).
     */
    ObjectNode act(String id, String token, ActionRequest request, boolean withView) {
        return act(id, SeatAccounts.Held.by(seats(game(id), token)), request, withView);
    }

    /** As {@link #act(String, String, ActionRequest)}, the seats found as {@link #held} does. */
    ObjectNode act(String id, String token, Supplier<Optional<Accounts.Player>> who, ActionRequest request) {
        return act(id, held(game(id), token, true, who), request, true);
    }

    /**
     * As {@link #act(String, String, ActionRequest, boolean)} for {@code holder}: the seats its token
     * or session was found to hold, and its account in game {@code id} (a WebSocket works them out once, when it connects).
     */
    ObjectNode act(String id, SeatAccounts.Held holder, ActionRequest request, boolean withView) {
        Set<Player> seats = holder.seats();
        if (holder.withheld() != null) {
            throw GameError.forbidden(holder.withheld());
        }
        if (seats.isEmpty()) {
            throw GameError.forbidden("spectators cannot act: open the game with a seat's invite link");
        }
        while (true) {
            LiveGame g = game(id);
            if (g.unsure) {
                g = reread(g);
            }
            ObjectNode view;
            synchronized (g) {
                if (g.gone || g.unsure) {
                    continue;  // let go of, or left unsure, since it was looked up: look it up again
                }
                g.refuseIfOutOfTime();
                Action a = SeatActions.action(g, seats, request);
                SeatAccounts.mayAct(g, a.player(), holder.account());
                commit(g, a);
                view = withView ? GameView.of(g, seats) : Fields.JSON.createObjectNode().put("version", g.version());
            }
            changed(g);
            thinkers.soon(g);
            return view;
        }
    }

    /** Checks, stores and makes {@code a}, then rolls what chance must roll. Caller holds {@code g}. */
    private void commit(LiveGame g, Action a) {
        store(g, a);
        rollChance(g);
    }

    /** Checks, stores and makes {@code a}, and stores the game's new result when it changed. Caller holds {@code g}. */
    private void store(LiveGame g, Action a) {
        Verdict before = g.verdict();
        ClockStamp stamp = g.stamp(a);
        Session.Change change = g.prepare(a);
        try {
            store.append(g.settings().id(), ActionRows.row(g.version() + 1, a, stamp));
        } catch (ConflictException e) {
            if (copies != null) {
                copies.catchUp(g);  // another node stored an action first: this copy follows the store
            }
            throw GameError.stale("another action was stored first: look again and choose anew");
        } catch (StoreUnavailableException e) {
            // the action may yet be stored: the game is shown as it stood, and read anew before it changes
            if (!g.unsure) {
                g.unsure = true;
                resyncSoon(g.settings().id());
                sweeper.execute(() -> changed(g));  // its watchers are told it is read-only now
            }
            throw e;
        }
        change.make();
        g.settle(stamp, a);
        Verdict after = g.verdict();
        if (!Objects.equals(before, after)) {
            storeResult(g);
        }
    }

    /**
     * Stores game {@code g}'s result, which its actions decide, with the moment and the moves played (the games'
     * lists and the clocks' watch read them); when the database cannot take it now, it is stored when the game
     * is next read. Caller holds {@code g}.
     */
    private void storeResult(LiveGame g) {
        String id = g.settings().id();
        Verdict v = g.verdict();
        try {
            store.setResult(id, v == null ? null : v.pdn() + " " + v.reason(),
                    v == null ? null : Instant.now().truncatedTo(ChronoUnit.MILLIS), v == null ? null : g.movesPlayed());
        } catch (StoreUnavailableException e) {
            LOG.warning("the result of game " + id + " waits for the database: " + e.getCause());
            return;
        }
        accounts.ended(g);
    }

    /** Rolls, stores and makes what chance rolls now, until a side is to act or the game is over. */
    private void rollChance(LiveGame g) {
        Action.Roll roll;
        while ((roll = g.session().roll()) != null) {
            store(g, roll);
        }
    }

    /** True when this server is one node of several. */
    boolean oneOfSeveral() {
        return copies != null;
    }

    /** How this node of several follows the others; null for a single server. */
    NodeCopies copies() {
        return copies;
    }

    /** True when this server runs game {@code id}'s clock and AI: a single server runs every game's. */
    private boolean runs(String id) {
        return copies == null || copies.runs(id);
    }

    /** On a node of several, takes game {@code g}'s lease when it has live work. */
    private void claim(LiveGame g) {
        if (copies != null) {
            copies.claim(g);
        }
    }

    /** Lets go of game {@code g} from memory (read again from the store when next wanted). */
    void letGo(LiveGame g) {
        synchronized (g) {
            if (!g.gone && !g.thinking) {
                games.letGo(g);
            }
        }
    }

    /** Sets the AI to work in {@code g} if it is to act there and this server runs the game's AI. */
    void thinkSoon(LiveGame g) {
        thinkers.soon(g);
    }

    void changed(LiveGame g) {
        clocks.watch(g);
        for (Consumer<LiveGame> l : listeners) {
            try {
                l.accept(g);
            } catch (RuntimeException e) {
                LOG.log(Level.WARNING, "a listener failed", e);
            }
        }
    }

    /** Game {@code id} if it is in memory, else null: nothing is loaded. */
    LiveGame held(String id) {
        return games.get(id);
    }

    /**
     * The PDN of finished game {@code id}, for the game database: from memory when the game is held, else
     * read from the store without holding it (so that adding old games to the database takes no place of a game in
     * play); null when there is no such game, it is not over, or PDN does not record it.
     */
    String finishedPdn(String id) {
        LiveGame g = games.get(id);
        if (g == null) {
            g = read(id);
        }
        if (g == null) {
            return null;
        }
        synchronized (g) {
            return g.over() ? g.pdn() : null;
        }
    }

    /** How many rated games this server has applied to ratings since it started. */
    long ratedGamesApplied() {
        return accounts.applied();
    }

    /** The AI's decisions waiting for a thread or being worked out now, over every game. */
    int aiWaiting() {
        return thinkers.waiting();
    }

    /** True when the AI is at work in game {@code id} (for tests that wait for it). */
    boolean thinking(String id) {
        LiveGame g = game(id);
        synchronized (g) {
            return g.thinking || g.aiToAct() != null;
        }
    }

    @Override
    public void close() {
        clocks.close();
        sweeper.shutdownNow();
        thinkers.close();
        turns.stopping(games.all());
    }
}
