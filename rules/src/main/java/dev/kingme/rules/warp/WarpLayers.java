package dev.kingme.rules.warp;

import dev.kingme.rules.Layer;
import java.util.List;

/**
 * Warp Checkers' kinds of piece beyond checkers and kings, each a layer of the state: a fragment (a checker
 * turned over, never promoted) and a queen (also marked a king: it has every ability of one).
 */
public final class WarpLayers {
    public static final Layer FRAGMENT = Layer.declare("fragment", 12).piece("\u25bc", "\u25bd", "fragment", false);
    public static final Layer QUEEN = Layer.declare("queen", 13).piece("\u25c6", "\u25c7", "queen", true);

    /** Every layer Warp Checkers uses, in slot order. */
    static final List<Layer> ALL = List.of(Layer.BLACK, Layer.WHITE, Layer.KING, FRAGMENT, QUEEN);

    private WarpLayers() {
    }
}
