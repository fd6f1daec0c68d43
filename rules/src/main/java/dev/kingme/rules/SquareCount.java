package dev.kingme.rules;

import java.util.List;
import java.util.Locale;

/**
 * A small number kept on a square, on a piece (the pennies on a checker), in bits of layers a game
 * declares: moved and removed with the piece like every layer. Declared by the game that uses it.
 */
public final class SquareCount {
    private final String name;
    private final List<Layer> bits;
    private final String one;
    private final String many;
    private final String legend;

    /**
     * A count called {@code name} in events, in {@code bits} (lowest first), said in words as {@code one} and
     * {@code many} ("penny", "pennies"), and explained in legends as {@code legend} ({@code %d}: the most it holds).
     */
    public SquareCount(String name, List<Layer> bits, String one, String many, String legend) {
        this.name = name;
        this.bits = List.copyOf(bits);
        this.one = one;
        this.many = many;
        this.legend = legend;
    }

    public String name() {
        return name;
    }

    public List<Layer> bits() {
        return bits;
    }

    /** The most one square holds. */
    public int max() {
        return (1 << bits.size()) - 1;
    }

    /** The count on {@code square} of {@code s}. */
    public int get(GameState s, int square) {
        int n = 0;
        for (int i = 0; i < bits.size(); i++) {
            n |= (int) ((s.layer(bits.get(i)) >>> square) & 1) << i;
        }
        return n;
    }

    /** The count on {@code square} of a state being built. */
    public int get(GameStateBuilder b, int square) {
        int n = 0;
        for (int i = 0; i < bits.size(); i++) {
            n |= (int) ((b.layer(bits.get(i)) >>> square) & 1) << i;
        }
        return n;
    }

    /** Sets the count on {@code square}. */
    public void set(GameStateBuilder b, int square, int n) {
        if (n < 0 || n > max()) {
            throw new IllegalArgumentException("a square holds 0 to " + max() + " " + many + ", not " + n);
        }
        for (int i = 0; i < bits.size(); i++) {
            b.set(bits.get(i), square, (n & (1 << i)) != 0);
        }
    }

    /** The squares of {@code s} that hold some. */
    public long squares(GameState s) {
        long out = 0;
        for (Layer l : bits) {
            out |= s.layer(l);
        }
        return out;
    }

    /** {@code n} of it in words: "1 penny", "2 pennies". */
    public String count(int n) {
        return n + " " + (n == 1 ? one : many);
    }

    /** What a digit beside a piece means in a legend ("1-7 pennies on the piece"). */
    public String legend() {
        return String.format(Locale.ROOT, legend, max());
    }
}
