package dev.kingme.rules.checkers;

import dev.kingme.engine.Fen;
import dev.kingme.engine.Position;
import dev.kingme.engine.Side;
import dev.kingme.rules.GameState;
import dev.kingme.rules.GameStateBuilder;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
import dev.kingme.rules.Topology;
import dev.kingme.rules.Window;

/** PDN FEN for states on the dark squares, through the engine's notation (pieces and side to move only). */
public final class CheckersFen {
    private CheckersFen() {
    }

    /** The state of a FEN position, in the main window (no history, no turn data). */
    public static GameStateBuilder parse(String fen) {
        return fromPosition(Fen.parse(fen));
    }

    public static GameStateBuilder fromPosition(Position p) {
        return GameState.builder()
                .layer(Layer.BLACK, Topology.fromEngine(p.black()))
                .layer(Layer.WHITE, Topology.fromEngine(p.white()))
                .layer(Layer.KING, Topology.fromEngine(p.kings()))
                .player(p.toMove() == Side.BLACK ? Player.BLACK : Player.WHITE)
                .window(Window.MAIN);
    }

    /** The engine position of a state's pieces and side to move. */
    public static Position toPosition(GameState s) {
        return Position.of(Topology.toEngine(s.layer(Layer.BLACK)), Topology.toEngine(s.layer(Layer.WHITE)),
                Topology.toEngine(s.layer(Layer.KING)), s.player() == Player.BLACK ? Side.BLACK : Side.WHITE);
    }

    public static String format(GameState s) {
        return Fen.format(toPosition(s));
    }
}
