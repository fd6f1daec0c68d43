package dev.kingme.rules.character;

import dev.kingme.rules.Layer;
import dev.kingme.rules.SquareCount;
import java.util.List;

/** What the character games stack on a checker, each a layer of the state (slots 4 to 12). */
public final class Marks {
    /** A wounded (face-down) checker. */
    public static final Layer WOUNDED = Layer.declare("wounded", 4).marker("w", "wounded (face down)")
            .saying("%s is wounded", "%s is healed");
    /** An illusory checker (the Bard's quarter): a piece, not a checker for any count. */
    public static final Layer ILLUSION = Layer.declare("illusion", 5).marker("i", "illusion (not a checker)")
            .saying("an illusion appears on %s", "the illusion vanishes from %s");
    static final Layer COIN_1 = Layer.declare("coin_1", 6);
    static final Layer COIN_2 = Layer.declare("coin_2", 7);
    static final Layer COIN_4 = Layer.declare("coin_4", 8);
    /** The pennies on a checker (Loads of HP, Charm): 0 to 7, in three layers. */
    public static final SquareCount COINS = new SquareCount("coins", List.of(COIN_1, COIN_2, COIN_4), "penny", "pennies",
            "1-%d pennies on the piece");
    /** This turn only: a save already tried against the piece (resisting a charm, seeing through an illusion). */
    public static final Layer TRIED = Layer.declare("tried", 9);
    /** This turn only: a piece saved from capture that may not be jumped again. */
    public static final Layer SHIELDED = Layer.declare("shielded", 10).flag();
    /** The piece a terraport will move (Commander Kevyn's dime on the checker). */
    public static final Layer TERRAPORT = Layer.declare("terraport", 11).marker("t", "terraporting piece");
    /** A piece a ward protects until the end of its owner's opponent's next turn: not jumped, not captured otherwise. */
    public static final Layer WARDED = Layer.declare("warded", 12).marker("s", "warded (cannot be jumped or captured)");

    /** Every layer the character games use, in slot order (the pieces and the crown first). */
    static final List<Layer> ALL = List.of(Layer.BLACK, Layer.WHITE, Layer.KING, WOUNDED, ILLUSION, COIN_1, COIN_2,
            COIN_4, TRIED, SHIELDED, TERRAPORT, WARDED);

    /** The marks that last one turn: cleared as the turn ends. */
    static final List<Layer> FOR_THE_TURN = List.of(TRIED, SHIELDED);

    private Marks() {
    }
}
