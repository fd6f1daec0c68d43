package dev.kingme.rules.character;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Direction;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules.TypedExample;
import dev.kingme.rules.Topology;
import java.util.List;

/**
 * The Smart Fighter's Tactical Master: with positive LD a jump may bend 90 degrees and land beside the
 * jumped piece instead of straight beyond it, for men too; written with the jumped square, {@code 10x19(15)} (F24).
 */
final class TacticalMaster extends Power {
    TacticalMaster() {
        super("Tactical Master", 0, null, "with positive LD, a jump may bend 90 degrees to land beside the jumped piece",
                "Tactical Master - If your LD is positive, you can bend 90 degrees to the left or right and land in an"
                        + " empty square instead of jumping in a straight line.");
    }

    @Override
    List<TypedExample> examples() {
        return List.of(new TypedExample("10x19(15)", "Tactical Master: a jump over 15 that bends to land on 19"));
    }

    /** A jump that does not land straight beyond the jumped piece. */
    static boolean bent(Decision.Jump j) {
        return j.to() - j.over() != j.over() - j.from();
    }

    /** The two directions at 90 degrees to {@code d}. */
    private static Direction[] bends(Direction d) {
        switch (d) {
            case NW:
            case SE:
                return new Direction[] {Direction.NE, Direction.SW};
            default:
                return new Direction[] {Direction.NW, Direction.SE};
        }
    }

    @Override
    void moreJumps(CharacterRules rules, GameState s, Player owner, int from, List<Decision> out) {
        if (Levels.ld(s, owner) > 0) {
            addBentJumps(rules, s, owner, from, out);
        }
    }

    /** Adds the jumps of the piece on {@code from} that bend 90 degrees to land beside the jumped piece. */
    static void addBentJumps(CharacterRules rules, GameState s, Player owner, int from, List<Decision> out) {
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
