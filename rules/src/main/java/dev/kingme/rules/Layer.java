package dev.kingme.rules;

import java.util.Locale;

/**
 * A bitboard a state keeps: one bit a square. A piece is its owner's bit plus any of the others on the same
 * square, so moving or removing a piece moves or removes everything stacked on it. The core knows only the
 * pieces ({@link #BLACK}, {@link #WHITE}) and the crown ({@link #KING}); every other layer is declared by the
 * game that uses it ({@link #declare}), at a slot of its own, with how interfaces show it. Games never share a
 * state, so two games may use one slot for different things.
 */
public final class Layer {
    /** How many layers a state holds. */
    public static final int SLOTS = 14;

    public static final Layer BLACK = new Layer("black", 0, Shown.NOT, null, null, null, null, null);
    public static final Layer WHITE = new Layer("white", 1, Shown.NOT, null, null, null, null, null);
    public static final Layer KING = new Layer("king", 2, Shown.FLAG, null, null, null, "%s is a king",
            "%s is no longer a king");

    /** How interfaces show a layer's mark on a piece. */
    public enum Shown {
        /** Not at all: bookkeeping, or a mark the game's own words describe (a save tried this turn). */
        NOT,
        /** As a flag of the piece in views, without a mark of its own on a text board. */
        FLAG,
        /** As a mark beside the piece ({@link #glyph}), named in the legend ({@link #meaning}). */
        MARKER,
        /** As the piece itself: a kind of piece of its own ({@link #glyph} for Black, {@link #whiteGlyph}). */
        PIECE
    }

    private final String name;
    private final int slot;
    private final Shown shown;
    private final String glyph;
    private final String whiteGlyph;
    private final String meaning;
    private final String onText;
    private final String offText;
    private final boolean crowned;

    private Layer(String name, int slot, Shown shown, String glyph, String whiteGlyph, String meaning, String onText,
            String offText) {
        this(name, slot, shown, glyph, whiteGlyph, meaning, onText, offText, false);
    }

    private Layer(String name, int slot, Shown shown, String glyph, String whiteGlyph, String meaning, String onText,
            String offText, boolean crowned) {
        this.name = name;
        this.slot = slot;
        this.shown = shown;
        this.glyph = glyph;
        this.whiteGlyph = whiteGlyph;
        this.meaning = meaning;
        this.onText = onText;
        this.offText = offText;
        this.crowned = crowned;
    }

    /** A game's own layer {@code name} at {@code slot} (3 to 13), shown nowhere until told otherwise. */
    public static Layer declare(String name, int slot) {
        if (slot < 3 || slot >= SLOTS) {
            throw new IllegalArgumentException("a game's layer takes a slot from 3 to " + (SLOTS - 1) + ", not " + slot);
        }
        return new Layer(name, slot, Shown.NOT, null, null, null, null, null);
    }

    /** This layer shown as a flag of the piece in views. */
    public Layer flag() {
        return new Layer(name, slot, Shown.FLAG, glyph, whiteGlyph, meaning, onText, offText, crowned);
    }

    /** This layer drawn as {@code glyph} beside the piece, which the legend explains as {@code meaning}. */
    public Layer marker(String glyph, String meaning) {
        return new Layer(name, slot, Shown.MARKER, glyph, null, meaning, onText, offText);
    }

    /**
     * This layer a kind of piece, drawn as {@code black} or {@code white} and called {@code noun} in legends;
     * {@code aKing}: a kind of king (its pieces are also crowned, and it ranks above a king).
     */
    public Layer piece(String black, String white, String noun, boolean aKing) {
        return new Layer(name, slot, Shown.PIECE, black, white, noun, onText, offText, aKing);
    }

    /** This layer with the sentences its events say ({@code %s} is the square), as "%s is wounded". */
    public Layer saying(String on, String off) {
        return new Layer(name, slot, shown, glyph, whiteGlyph, meaning, on, off, crowned);
    }

    public static Layer of(Player p) {
        return p == Player.BLACK ? BLACK : WHITE;
    }

    public String name() {
        return name;
    }

    /** Its index in a state's layers. */
    public int slot() {
        return slot;
    }

    public Shown shown() {
        return shown;
    }

    /** Its mark beside a piece ({@link Shown#MARKER}), or Black's piece ({@link Shown#PIECE}); else null. */
    public String glyph() {
        return glyph;
    }

    /** White's piece of this kind ({@link Shown#PIECE}); else null. */
    public String whiteGlyph() {
        return whiteGlyph;
    }

    /** What its mark means in a legend, or the noun for its kind of piece; else null. */
    public String meaning() {
        return meaning;
    }

    /** True for a kind of piece that is a kind of king ({@link #piece}). */
    public boolean crowned() {
        return crowned;
    }

    /** True when its events say something of their own (not just "wounded on 9"). */
    public boolean says() {
        return onText != null;
    }

    /** The sentence of its event on the square named {@code square}: "9 is wounded", or "wounded on 9". */
    public String text(boolean on, String square) {
        String template = on ? onText : offText;
        return template != null ? String.format(Locale.ROOT, template, square) : name + (on ? " on " : " off ") + square;
    }

    @Override
    public String toString() {
        return name.toUpperCase(Locale.ROOT);
    }
}
