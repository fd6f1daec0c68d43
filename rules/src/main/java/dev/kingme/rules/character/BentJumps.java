package dev.kingme.rules.character;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Direction;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import dev.kingme.rules.Topology;
import java.util.List;

/**
 * Jumps that bend 90 degrees to land beside the jumped piece instead of straight beyond it (the block
 * {@code bent-jumps}, the Smart Fighter's Tactical Master), written with the jumped square: {@code 10x19(15)}.
 */
public final class BentJumps {
    private BentJumps() {
    }

    /** A jump that does not land straight beyond the jumped piece. */
    static boolean bent(Decision.Jump j) {
        return j.to() - j.over() != j.over() - j.from();
    }

    /** The two directions at 90 degrees to {@code d}. */
    private static Direction[] bends(Direction d) {
        return switch (d) {
            case NW, SE -> new Direction[] {Direction.NE, Direction.SW};
            default -> new Direction[] {Direction.NW, Direction.SE};
        };
    }

    /** Adds the jumps of the piece on {@code from} that bend 90 degrees to land beside the jumped piece. */
    public static void add(CharacterRules rules, GameState s, Player owner, int from, List<Decision> out) {
        if (!rules.mayMoveFrom(s, from)) {
            return;
        }
        int before = out.size();
        long opponents = s.pieces(owner.opponent()) & ~s.jumped();
        long occupied = s.occupied();
        Topology t = rules.topology();
        for (Direction d : rules.directionsOf(s, from)) {
            int over = t.neighbour(from, d);
            if (over < 0 || (opponents & (1L << over)) == 0 || !rules.mayBeJumped(s, over)) {
                continue;
            }
            for (Direction bend : bends(d)) {
                int to = t.neighbour(over, bend);
                if (to >= 0 && (occupied & (1L << to)) == 0) {
                    Decision.Jump j = new Decision.Jump(from, over, to);
                    if (!out.subList(before, out.size()).contains(j)) {
                        out.add(j);
                    }
                }
            }
        }
    }
}
