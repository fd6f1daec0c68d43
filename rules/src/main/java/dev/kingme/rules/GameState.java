package dev.kingme.rules;

import java.util.Arrays;

/**
 * An immutable game state: bitboards over 64 squares ({@link Layer}) and the turn data that says who acts
 * and in which window. A few hundred bytes, equal by value, safe to share between threads. Build changed
 * copies with {@link #toBuilder()}.
 *
 * <p>Turn data: the side whose turn it is and its window; the piece in the middle of a capture chain and
 * the pieces it has jumped so far (they leave the board when the chain ends); the count of turns and of
 * plies without progress; the hashes of the positions since the last irreversible step (for repetition);
 * the pieces that declined a capture last turn (for huffing) and whether this turn has huffed; a verdict
 * agreed by the players (draw by agreement, resignation); and each side's {@link SideRecord} (its pool
 * of captured checkers and its coins).
 */
public final class GameState {
    final long[] layers;
    final Player player;
    final Window window;
    final int chain;
    final long jumped;
    final int turn;
    final int quietPlies;
    final long[] history;
    final long declined;
    final boolean huffed;
    final Verdict agreed;
    final Player resume;
    final SideRecord black;
    final SideRecord white;
    final int hops;
    final java.util.List<Pending> pending;
    /**
     * {@link #positionHash} and {@link #occurrences}, worked out on first use (the rules ask for them several
     * times a state: for who acts, for the draw rules, for the legal moves); 0 for not yet. Racy but safe: each
     * is a pure function of final fields, so a thread that sees 0 only works it out again.
     */
    private volatile long positionHashKept;
    private volatile int occurrencesKept;

    GameState(GameStateBuilder b) {
        this.layers = b.layers.clone();
        this.player = b.player;
        this.window = b.window;
        this.chain = b.chain;
        this.jumped = b.jumped;
        this.turn = b.turn;
        this.quietPlies = b.quietPlies;
        this.history = b.history; // never written to once made: shared, not copied
        this.declined = b.declined;
        this.huffed = b.huffed;
        this.agreed = b.agreed;
        this.resume = b.resume;
        this.black = b.black;
        this.white = b.white;
        this.hops = b.hops;
        this.pending = java.util.List.copyOf(b.pending);
    }

    public static GameStateBuilder builder() {
        return new GameStateBuilder();
    }

    public GameStateBuilder toBuilder() {
        return new GameStateBuilder(this);
    }

    public long layer(Layer l) {
        return layers[l.slot()];
    }

    public long pieces(Player p) {
        return layer(Layer.of(p));
    }

    public long occupied() {
        return layer(Layer.BLACK) | layer(Layer.WHITE);
    }

    /** The owner of the piece on {@code square}, or null. */
    public Player owner(int square) {
        long m = 1L << square;
        return (layer(Layer.BLACK) & m) != 0 ? Player.BLACK : (layer(Layer.WHITE) & m) != 0 ? Player.WHITE : null;
    }

    public boolean has(Layer l, int square) {
        return (layer(l) & (1L << square)) != 0;
    }

    /** The side whose turn it is (in a window of its own). */
    public Player player() {
        return player;
    }

    public Window window() {
        return window;
    }

    /** The square of the piece in the middle of a capture, or -1. */
    public int chain() {
        return chain;
    }

    /** Pieces jumped so far in the capture under way (still on the board until it ends). */
    public long jumped() {
        return jumped;
    }

    /** Turns completed since the start. */
    public int turn() {
        return turn;
    }

    /** Plies in a row with neither a capture nor a man's move nor another irreversible change. */
    public int quietPlies() {
        return quietPlies;
    }

    /** Hashes of the positions reached since the last irreversible step, oldest first. */
    public long[] history() {
        return history.clone();
    }

    /** Pieces of the side that just moved that could have captured but did not (the huffing rule). */
    public long declined() {
        return declined;
    }

    public boolean huffed() {
        return huffed;
    }

    /** A verdict the players agreed on, or null. */
    public Verdict agreed() {
        return agreed;
    }

    /**
     * The side whose turn begins when the current out-of-turn window closes (a setup that is not in turn
     * order, later a reaction in the opponent's turn), or null.
     */
    public Player resume() {
        return resume;
    }

    /** What {@code p} holds off the board: its pool of captured checkers and its coins. */
    public SideRecord record(Player p) {
        return p == Player.BLACK ? black : white;
    }

    /** Jumps made so far this turn by the side to move (each hop of a capture counts one). */
    public int hops() {
        return hops;
    }

    /**
     * What must happen before the turn goes on, first item first (empty almost always). While it is not
     * empty, its head says who acts; see {@link Pending}.
     */
    public java.util.List<Pending> pending() {
        return pending;
    }

    /** How often this position (pieces and side to move) has occurred since the last irreversible step. */
    public int occurrences() {
        int kept = occurrencesKept;
        if (kept == 0) {
            kept = occurrencesNow();
            occurrencesKept = kept;
        }
        return kept;
    }

    private int occurrencesNow() {
        long h = positionHash();
        int n = occurrencesInHistory(h);
        return history.length == 0 || history[history.length - 1] != h ? n + 1 : n;
    }

    private int occurrencesInHistory(long hash) {
        int n = 0;
        for (long h : history) {
            n += h == hash ? 1 : 0;
        }
        return n;
    }

    /**
     * A hash of what the position is for repetition: the pieces (with everything stacked on them), the side
     * to move, and what each side holds off the board.
     */
    public long positionHash() {
        long kept = positionHashKept;
        if (kept == 0) {
            kept = positionHashNow();
            positionHashKept = kept;
        }
        return kept;
    }

    private long positionHashNow() {
        long h = player == Player.WHITE ? 0x9E3779B97F4A7C15L : 0;
        for (int i = 0; i < layers.length; i++) {
            h = mix(h ^ mix(layers[i] + i * 0x632BE59BD9B4E019L));
        }
        if (!black.equals(SideRecord.EMPTY) || !white.equals(SideRecord.EMPTY)) {
            h = mix(h ^ black.hashCode() * 0x9E3779B97F4A7C15L ^ white.hashCode());
        }
        return h;
    }

    /**
     * A hash of everything this state is but its history (the board, the turn and its window, what is
     * pending, what each side holds), the same in every run: unlike {@link #hashCode}, it uses no
     * identity hash. Chance keyed on it gives the same outcome to the same event however often the event
     * is reached again (a move taken back and made anew).
     */
    public long stableHash() {
        long h = mix(positionHash() ^ window.ordinal() * 0x632BE59BD9B4E019L);
        long[] turnData = {chain, jumped, turn, quietPlies, declined, huffed ? 1 : 0, resume == null ? -1 : resume.ordinal(),
            hops};
        for (long x : turnData) {
            h = mix(h ^ x * 0x9E3779B97F4A7C15L);
        }
        for (Pending p : pending) {
            h = mix(h ^ p.kind().hashCode() ^ (long) p.player().ordinal() << 32);
            h = mix(h ^ p.squares().hashCode() ^ (long) p.amount() << 32);
        }
        return h;
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof GameState)) {
            return false;
        }
        GameState s = (GameState) o;
        return Arrays.equals(layers, s.layers) && player == s.player && window == s.window && chain == s.chain
                && jumped == s.jumped && turn == s.turn && quietPlies == s.quietPlies
                && Arrays.equals(history, s.history) && declined == s.declined && huffed == s.huffed
                && java.util.Objects.equals(agreed, s.agreed) && resume == s.resume && black.equals(s.black)
                && white.equals(s.white) && hops == s.hops && pending.equals(s.pending);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(positionHash()) * 31 + Integer.hashCode(turn);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(player + " " + window + " turn " + turn);
        for (int i = 0; i < layers.length; i++) {
            if (layers[i] != 0) {
                sb.append(" layer").append(i).append('=').append(Long.toHexString(layers[i]));
            }
        }
        if (chain >= 0) {
            sb.append(" chain=").append(chain);
        }
        if (!pending.isEmpty()) {
            sb.append(" pending=").append(pending);
        }
        return sb.toString();
    }

    /** A mutable copy used to make the next state. */
}
