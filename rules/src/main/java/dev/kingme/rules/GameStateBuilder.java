package dev.kingme.rules;

/**
 * A changeable copy of a {@link GameState}, for the resolver, the rules and tests to make the next state
 * with: {@link GameState#builder()} starts from an empty board, {@link GameState#toBuilder()} from a state.
 * Moving a square moves everything stacked on it.
 */
public final class GameStateBuilder {
    final long[] layers = new long[Layer.SLOTS];
    Player player = Player.BLACK;
    Window window = Window.MAIN;
    int chain = -1;
    long jumped;
    int turn;
    int quietPlies;
    long[] history = new long[0];
    long declined;
    boolean huffed;
    Verdict agreed;
    Player resume;
    SideRecord black = SideRecord.EMPTY;
    SideRecord white = SideRecord.EMPTY;
    int hops;
    java.util.List<Pending> pending = java.util.List.of();

    GameStateBuilder() {
    }

    GameStateBuilder(GameState s) {
        System.arraycopy(s.layers, 0, layers, 0, layers.length);
        player = s.player;
        window = s.window;
        chain = s.chain;
        jumped = s.jumped;
        turn = s.turn;
        quietPlies = s.quietPlies;
        history = s.history;
        declined = s.declined;
        huffed = s.huffed;
        agreed = s.agreed;
        resume = s.resume;
        black = s.black;
        white = s.white;
        hops = s.hops;
        pending = s.pending;
    }

    public long layer(Layer l) {
        return layers[l.slot()];
    }

    public GameStateBuilder layer(Layer l, long mask) {
        layers[l.slot()] = mask;
        return this;
    }

    public GameStateBuilder set(Layer l, int square, boolean on) {
        long m = 1L << square;
        layers[l.slot()] = on ? layers[l.slot()] | m : layers[l.slot()] & ~m;
        return this;
    }

    /**
     * Moves everything stacked on each square of {@code from} to the square at the same place in
     * {@code to}, all at once (a swap, a block of squares turned round).
     */
    public GameStateBuilder permute(java.util.List<Integer> from, java.util.List<Integer> to) {
        long[] before = layers.clone();
        for (int sq : from) {
            clear(sq);
        }
        for (int k = 0; k < from.size(); k++) {
            long f = 1L << from.get(k);
            for (int i = 0; i < layers.length; i++) {
                if ((before[i] & f) != 0) {
                    layers[i] |= 1L << to.get(k);
                }
            }
        }
        return this;
    }

    /** Moves everything stacked on {@code from} to {@code to}. */
    public GameStateBuilder move(int from, int to) {
        if (from == to) {
            return this;
        }
        long f = 1L << from;
        long t = 1L << to;
        for (int i = 0; i < layers.length; i++) {
            long had = layers[i] & f;
            layers[i] &= ~(f | t);
            if (had != 0) {
                layers[i] |= t;
            }
        }
        return this;
    }

    /** Removes everything on {@code square}. */
    public GameStateBuilder clear(int square) {
        long m = ~(1L << square);
        for (int i = 0; i < layers.length; i++) {
            layers[i] &= m;
        }
        return this;
    }

    public Player player() {
        return player;
    }

    public GameStateBuilder player(Player p) {
        player = p;
        return this;
    }

    public GameStateBuilder window(Window w) {
        window = w;
        return this;
    }

    public int chain() {
        return chain;
    }

    public GameStateBuilder chain(int square) {
        chain = square;
        return this;
    }

    public long jumped() {
        return jumped;
    }

    public GameStateBuilder jumped(long mask) {
        jumped = mask;
        return this;
    }

    public int turn() {
        return turn;
    }

    public GameStateBuilder turn(int n) {
        turn = n;
        return this;
    }

    public int quietPlies() {
        return quietPlies;
    }

    public GameStateBuilder quietPlies(int n) {
        quietPlies = n;
        return this;
    }

    public GameStateBuilder history(long[] hashes) {
        history = hashes.clone();
        return this;
    }

    long[] history() {
        return history;
    }

    public GameStateBuilder declined(long mask) {
        declined = mask;
        return this;
    }

    public GameStateBuilder huffed(boolean b) {
        huffed = b;
        return this;
    }

    public GameStateBuilder agreed(Verdict v) {
        agreed = v;
        return this;
    }

    public Player resume() {
        return resume;
    }

    public GameStateBuilder resume(Player p) {
        resume = p;
        return this;
    }

    public SideRecord record(Player p) {
        return p == Player.BLACK ? black : white;
    }

    public GameStateBuilder record(Player p, SideRecord r) {
        if (p == Player.BLACK) {
            black = r;
        } else {
            white = r;
        }
        return this;
    }

    public int hops() {
        return hops;
    }

    public GameStateBuilder hops(int n) {
        hops = n;
        return this;
    }

    public java.util.List<Pending> pending() {
        return pending;
    }

    public GameStateBuilder pending(java.util.List<Pending> items) {
        pending = java.util.List.copyOf(items);
        return this;
    }

    public GameState build() {
        return new GameState(this);
    }
}
