package dev.kingme.app.web;

import dev.kingme.ai.AiSpec;
import dev.kingme.ai.Players;
import dev.kingme.app.session.Action;
import dev.kingme.app.session.ChanceRoller;
import dev.kingme.app.session.ClockStamp;
import dev.kingme.app.session.ClockedAi;
import dev.kingme.app.session.GameClock;
import dev.kingme.app.session.GameError;
import dev.kingme.app.session.History;
import dev.kingme.app.session.Seats;
import dev.kingme.app.session.Session;
import dev.kingme.app.session.TimeControl;
import dev.kingme.app.store.StoredAction;
import dev.kingme.app.store.RatingStore;
import dev.kingme.app.store.StoredGame;
import dev.kingme.record.StoredJson;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.Games;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.Verdict;
import dev.kingme.rules.american.American;
import dev.kingme.rules.record.Chooser;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One game on the server: its stored settings and the {@link Session} that plays it, rebuilt from the
 * stored actions. The session checks each action in full before anything changes; the hub stores it and
 * only then makes the change, so what is in memory is never ahead of what is on disk, and replaying the
 * stored actions after a restart takes the same path. Callers hold the game's monitor.
 */
final class LiveGame {
    private final StoredGame settings;
    private final Map<String, String> options;
    private final AiSpec[] players = new AiSpec[2];
    private final Session session;
    /** The game's clock, or null for a game without one. */
    private final GameClock clock;
    /** The clock after each step of the history (null without a clock), for the replay and the look-back. */
    private final StepClocks stepClocks;
    private String rematch;
    /** The names the seats are shown with: the stored ones, until a seat joined by invite names itself. */
    private final String[] names = new String[2];
    /** The PDN of the game at {@link #pdnVersion}, so that it is written at most once per version. */
    private String pdn;
    private int pdnVersion = -1;
    /**
     * True while an AI works out its move for this game (one at a time: a chooser keeps state). Changed under
     * the monitor; read without it only as a hint.
     */
    volatile boolean thinking;
    /**
     * True when an action could not be confirmed as stored because the database could not be reached: it
     * may be stored all the same, so this copy may be behind the store. The game is shown as it stood
     * (read-only: no choices) and read anew from the store before anything changes it.
     */
    volatile boolean unsure;
    /** What the game's watchers were last sent (guarded by the monitor). */
    private final ViewFeed feed = new ViewFeed();
    /** Its moves' entries as views show them, each made once (guarded by the monitor). */
    private final MoveEntries entries = new MoveEntries();
    /** True while a thread reads this game anew from the store (one at a time). */
    final AtomicBoolean rereading = new AtomicBoolean();
    /**
     * The version whose turn the store holds, as far as this server knows (guarded by the monitor): the
     * version it was loaded at, then the one {@link Turns} last wrote; -1 for a game made here.
     */
    int turnWritten = -1;
    /** True once the game is over, as of its last action: readable without the monitor. */
    private volatile boolean over;
    /** When the game was last looked up ({@link System#nanoTime}), to let go of games nobody uses. */
    volatile long lastUsed = System.nanoTime();
    /**
     * True once the hub has let go of this game (guarded by its monitor): it is loaded anew from the store
     * when next wanted, and this object must not be changed any more.
     */
    boolean gone;
    /** The account each seat belongs to (null: none), Black's first (guarded by the monitor). */
    private final SeatAccount[] accounts = new SeatAccount[2];
    /** What the game did to its players' ratings, once applied (guarded by the monitor). */
    private List<RatingStore.Change> ratingChanges = List.of();

    LiveGame(StoredGame settings) {
        this.settings = settings;
        this.options = options(settings.options());
        GameKind kind = Games.byName(settings.game());
        String notLoaded = Characters.notLoaded(kind, options);
        if (notLoaded != null) {
            throw GameError.illegal("game " + settings.id() + " cannot be played now: " + notLoaded);
        }
        Rules rules = kind.rulesOfRecord(options);
        this.rematch = settings.rematch();
        this.names[0] = settings.blackName();
        this.names[1] = settings.whiteName();
        Seats seats = Seats.people();
        for (Player p : Player.values()) {
            AiSpec spec = AiSpec.parse(p == Player.BLACK ? settings.black() : settings.white());
            players[p.ordinal()] = spec;
            if (!spec.isHuman()) {
                seats.with(p, Players.pooled(spec, settings.seed() + p.ordinal()), spec.text());
            }
        }
        // the game's dice: the same chance event comes up the same whenever it is reached (after an undo too)
        ChanceRoller dice = new ChanceRoller(new SplittableRandom(settings.seed()).nextLong());
        // two people online would both have to agree to take a move back, and the server does not ask
        boolean undoAllowed = !(settings.online() && seats.ai(Player.BLACK) == null && seats.ai(Player.WHITE) == null);
        History history = new History(settings.setup() == null ? rules.initial() : rules.initial(settings.setup()));
        this.session = new Session(rules, history, seats, dice, undoAllowed);
        this.clock = settings.clock() == null ? null : new GameClock(TimeControl.parse(settings.clock()));
        this.stepClocks = clock == null ? null : new StepClocks(clock.control());
    }

    private static Map<String, String> options(String json) {
        try {
            return StoredJson.options(json);
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("stored options are not a game's options: " + json + " (" + e.getMessage() + ")", e);
        }
    }

    /** The account seat {@code p} belongs to, or null. Caller holds the monitor. */
    SeatAccount account(Player p) {
        return accounts[p.ordinal()];
    }

    /** Seat {@code p} belongs to {@code account} (null: to none). Caller holds the monitor. */
    void account(Player p, SeatAccount account) {
        accounts[p.ordinal()] = account;
    }

    /** True when the game is rated (chosen when it was made). */
    boolean rated() {
        return settings.rated();
    }

    /** What the game did to its players' ratings, Black's first; none before it is applied. Caller holds the monitor. */
    List<RatingStore.Change> ratingChanges() {
        return ratingChanges;
    }

    void ratingChanges(List<RatingStore.Change> changes) {
        ratingChanges = List.copyOf(changes);
    }

    ViewFeed feed() {
        return feed;
    }

    MoveEntries entries() {
        return entries;
    }

    StoredGame settings() {
        return settings;
    }

    Session session() {
        return session;
    }

    Rules rules() {
        return session.rules();
    }

    Map<String, String> options() {
        return options;
    }

    int version() {
        return session.version();
    }

    History history() {
        return session.history();
    }

    /** How many moves the players have played (chance's rolls and agreed endings are not moves). */
    int movesPlayed() {
        int n = 0;
        for (History.Step step : history().steps()) {
            n += step instanceof History.Played ? 1 : 0;
        }
        return n;
    }

    /** True when a side's time has run out: nothing more can be done in the game (not even a take-back). */
    boolean outOfTime() {
        return clock != null && clock.flagged(System.currentTimeMillis()) != null;
    }

    /** True for games PDN records (plain checkers): their views offer the PDN. */
    boolean hasPdn() {
        return rules().kind().name().equals(American.GAME.name());
    }

    /** The game in PDN (null for games PDN does not record), written once per version. */
    String pdn() {
        if (pdnVersion != version()) {
            pdn = Records.pdn(this);
            pdnVersion = version();
        }
        return pdn;
    }

    String rematch() {
        return rematch;
    }

    void rematch(String id) {
        rematch = id;
    }

    /** The name seat {@code p} is shown with. */
    String name(Player p) {
        return names[p.ordinal()];
    }

    void name(Player p, String name) {
        names[p.ordinal()] = name;
    }

    AiSpec player(Player p) {
        return players[p.ordinal()];
    }

    boolean isAi(Player p) {
        return session.seats().ai(p) != null;
    }

    /** The AI that is to decide now, or null when a person or chance acts or the game is over. */
    Player aiToAct() {
        return session.aiToAct();
    }

    /** Checks {@code a} in full against the game and answers its change, not yet made. */
    Session.Change prepare(Action a) {
        return session.prepare(a);
    }

    /** The game's clock, or null. */
    GameClock clock() {
        return clock;
    }

    /**
     * The clock as it stands when {@code a} is taken now (null without a clock), nothing changed yet.
     *
     * @throws dev.kingme.app.session.GameError when a side's time ran out before {@code a}
     */
    ClockStamp stamp(Action a) {
        return clock == null ? null : clock.charge(a, System.currentTimeMillis());
    }

    /** Makes the stored action {@code row} again, as the game is loaded, and sets the clock to its stamp. */
    void replay(StoredAction row) {
        Action a = ActionRows.action(row);
        prepare(a).make();
        settle(ActionRows.stamp(row), a);
    }

    /** Refuses any action once a side's time has run out (before its version is looked at). */
    void refuseIfOutOfTime() {
        if (clock != null) {
            clock.refuseIfOut(System.currentTimeMillis());
        }
    }

    /** Sets the clock to {@code stamp} once {@code a} is made (nothing without a clock). */
    void settle(ClockStamp stamp, Action a) {
        over = session.verdict() != null;
        if (clock != null && stamp != null) {
            clock.settle(stamp, a, session.who());
        }
        if (stepClocks != null) {
            stepClocks.follow(history().size(), stamp);
        }
    }

    /** The clock after each step of the history, or null for a game without a clock. */
    StepClocks stepClocks() {
        return stepClocks;
    }

    /** The flag fall due now (the side to decide has no time left), or null. */
    Action.Flag flagDue() {
        return clock == null ? null : clock.flagDue(session, System.currentTimeMillis());
    }

    /** The player that decides for the AI of side {@code p} now: its own, or one with less time under the clock. */
    Chooser ai(Player p) {
        return ClockedAi.chooser(session.seats().ai(p), players[p.ordinal()], clock, p, System.currentTimeMillis(),
                session.rules(), session.state());
    }

    /** True once the game is over (as of its last action made); needs no monitor. */
    boolean over() {
        return over;
    }

    /** The verdict once the game is over, else null. */
    Verdict verdict() {
        return session.verdict();
    }
}
