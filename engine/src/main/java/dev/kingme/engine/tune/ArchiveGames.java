package dev.kingme.engine.tune;

import dev.kingme.engine.Position;
import dev.kingme.engine.Result;
import dev.kingme.engine.Side;
import dev.kingme.engine.pdn.PdnGame;
import dev.kingme.engine.pdn.Replay;
import java.util.List;

/**
 * Training positions from real games: every quiet position of every game with a result that replays
 * without a fault (a damaged record is left out whole, since its result may not belong to the moves).
 */
public final class ArchiveGames {
    /** The first plies of a game are the same few openings over and over; they teach little. */
    static final int SKIP_PLIES = 6;

    private ArchiveGames() {
    }

    /**
     * Adds the positions of {@code games} to {@code into}, numbering their games from {@code firstGame};
     * returns the number of games used.
     */
    public static int add(List<PdnGame> games, TrainingSet into, int firstGame) {
        int used = 0;
        for (PdnGame g : games) {
            Result r = g.result().orElse(Result.ONGOING);
            if (r == Result.ONGOING) {
                continue;
            }
            Replay replay = g.replay();
            if (!replay.ok()) {
                continue;
            }
            List<Position> positions = replay.positions();
            for (int i = SKIP_PLIES; i < positions.size(); i++) {
                Position p = positions.get(i);
                if (TrainingSet.quiet(p)) {
                    into.add(p, points(r, p.toMove()), firstGame + used);
                }
            }
            used++;
        }
        return used;
    }

    static double points(Result r, Side toMove) {
        if (r == Result.DRAW) {
            return 0.5;
        }
        return (r == Result.BLACK_WINS) == (toMove == Side.BLACK) ? 1 : 0;
    }
}
