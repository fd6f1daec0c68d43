package dev.kingme.app.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.app.account.Accounts;
import dev.kingme.app.cluster.Leases;
import dev.kingme.app.session.Action;
import dev.kingme.app.session.GameError;
import dev.kingme.app.session.Session;
import dev.kingme.app.store.GameStore;
import dev.kingme.app.store.StoreUnavailableException;
import dev.kingme.rules.Player;
import java.time.Duration;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The games the server holds, and the one way requests reach them: created ({@link GameStarter}: settings from
 * {@link NewGame}, and rematches), loaded from the store on first use and read anew when unsure
 * ({@link GameLoader}), and changed only through {@link #act}, which checks the seat and turns the request into a
 * seat's action ({@link SeatActions}), then has it committed under the game's monitor ({@link ActionCommitter}:
 * the game's {@link Session} checks it, it is stored and only then made, and chance is rolled after, each roll
 * stored like an action). After each change an AI to act is set to work ({@link AiThinkers}) and the clock
 * watched ({@link ClockWatch}); listeners (the WebSocket connections) hear of every change ({@link #changed},
 * {@link ChangeListeners}).
 * The hub lets go of games nobody uses ({@link HeldGames}) and, as one node of several, follows the others
 * ({@link NodeCopies}). Requests come in typed ({@link CreateRequest}, {@link ActionRequest}); refusals go out
 * as {@link GameError}s.
 */
public final class GameHub implements AutoCloseable {
    private static final Logger LOG = Logger.getLogger(GameHub.class.getName());
    private static final java.util.regex.Pattern GAME_ID = java.util.regex.Pattern.compile("[a-z0-9]{1,32}");

    private final GameStore store;
    private final ChangeListeners listeners = new ChangeListeners();
    private final ClockWatch clocks;
    private final AiThinkers thinkers;
    /** How a node of several keeps its copies up with the others' changes; null for a single server. */
    private final NodeCopies copies;

    /** How long a game nobody used stays in memory by default. */
    public static final Duration IDLE = Duration.ofMinutes(15);

    private final HeldGames games;
    private final SeatAccounts accounts;
    private final Turns turns;
    private final ScheduledExecutorService sweeper;
    private final ActionCommitter committer;
    private final GameLoader loader;
    private final GameStarter starter;

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
        this.committer = new ActionCommitter(store, copies, accounts, this::leftUnsure);
        this.loader = new GameLoader(this, store, games, accounts, committer, sweeper);
        this.starter = new GameStarter(this, store, games, accounts, committer);
        this.clocks = new ClockWatch(this::forChange, committer::commit, this::changed, this::runs);
        this.thinkers = new AiThinkers(committer::commit, this::changed, this::runs);
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
        return starter.create(request, given, owners);
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
        return starter.rematch(id, token, who);
    }

    /** The game {@code id}, loaded from the store if it is not in memory. */
    public LiveGame game(String id) {
        if (id == null || !GAME_ID.matcher(id).matches()) {
            throw GameError.notFound("no game '" + Fields.clip(id) + "': a game id is letters and digits");
        }
        LiveGame g = games.getOrLoad(id, loader::load);
        if (g == null) {
            throw GameError.notFound("no game '" + id + "'");
        }
        g.lastUsed = System.nanoTime();
        return g;
    }

    /** Sets game {@code g} going, loaded or read anew: its lease taken, chance rolled, its AI and clock set to work. */
    void started(LiveGame g) {
        claim(g);
        synchronized (g) {
            try {
                committer.rollChance(g);
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

    /** Reads game {@code stale} anew from the store in the old one's place: {@link GameLoader#reread}. */
    LiveGame reread(LiveGame stale) {
        return loader.reread(stale);
    }

    /** Game {@code g} was just left unsure: read anew once the database is back; its watchers told it is read-only. */
    private void leftUnsure(LiveGame g) {
        loader.resyncSoon(g.settings().id());
        sweeper.execute(() -> changed(g));
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
                committer.commit(g, a);
                view = withView ? GameView.of(g, seats) : Fields.JSON.createObjectNode().put("version", g.version());
            }
            changed(g);
            thinkers.soon(g);
            return view;
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
    void claim(LiveGame g) {
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

    /** Watches game {@code g}'s clock anew and tells the listeners of its change. */
    void changed(LiveGame g) {
        clocks.watch(g);
        listeners.tell(g);
    }

    /** Game {@code id} if it is in memory, else null: nothing is loaded. */
    LiveGame held(String id) {
        return games.get(id);
    }

    /** The PDN of finished game {@code id}, for the game database: {@link GameLoader#finishedPdn}. */
    String finishedPdn(String id) {
        return loader.finishedPdn(id);
    }

    /** How many rated games this server has applied to ratings since it started. */
    long ratedGamesApplied() {
        return accounts.applied();
    }

    /** The AI's decisions waiting for a thread or being worked out now, over every game. */
    int aiWaiting() {
        return thinkers.waiting();
    }

    @Override
    public void close() {
        clocks.close();
        sweeper.shutdownNow();
        thinkers.close();
        turns.stopping(games.all());
    }
}
