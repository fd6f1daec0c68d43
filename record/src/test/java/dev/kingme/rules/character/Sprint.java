package dev.kingme.rules.character;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Direction;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules.TypedExample;
import dev.kingme.rules.Topology;
import java.util.List;

/** Sprint, instead of moving: a man runs two empty squares straight forward, not onto the far row. */
final class Sprint extends Power {
    static final String NAME = "sprint";

    Sprint() {
        super("Sprint", 0, null, "instead of moving, a man runs two empty squares straight forward",
                "Instead of moving, one of your men may run two squares straight forward, if both are empty,"
                        + " but not onto the far row.");
        decides(NAME);
    }

    @Override
    protected List<TypedExample> examples() {
        return List.of(new TypedExample("sprint 9 18", "Sprint, instead of moving: the man on 9 runs to 18"));
    }

    @Override
    protected void decisions(CharacterRules rules, GameState s, boolean captureAvailable, List<Decision> out) {
        if (captureAvailable) {
            return;
        }
        Player me = s.player();
        for (long m = Reach.checkers(s, me) & ~s.layer(Layer.KING); m != 0; m &= m - 1) {
            int from = Long.numberOfTrailingZeros(m);
            for (Direction d : Direction.DIAGONALS) {
                int to = landing(s, from, d);
                if (d.isForwardFor(me) && to >= 0) {
                    out.add(Decision.Act.of(NAME, from, to));
                }
            }
        }
    }

    /** Where a man on {@code from} running two squares towards {@code d} lands, or -1 when it may not. */
    private static int landing(GameState s, int from, Direction d) {
        Topology board = Topology.DARK_SQUARES;
        int over = board.neighbour(from, d);
        int to = over < 0 ? -1 : board.neighbour(over, d);
        boolean clear = to >= 0 && (s.occupied() & (1L << over | 1L << to)) == 0;
        return clear && Topology.row(to) != s.player().opponent().backRow() ? to : -1;
    }

    @Override
    protected List<Effect> effects(CharacterRules rules, GameState s, Decision.Act a) {
        int from = a.squares().get(0);
        int to = a.squares().get(1);
        return List.of(new Effect.Note(NAME, List.of(from, to), "Sprint: " + rules.square(from) + " runs to "
                        + rules.square(to)), new Effect.MovePiece(from, to),
                new Effect.Enqueue(List.of(Frame.end(s.player(), true))));
    }

    @Override
    protected String refusal(CharacterRules rules, GameState s, Decision.Act a) {
        if (rules.lookups().captureAvailable(s)) {
            return Frame.mustCapture(NAME);
        }
        return "a sprint runs a man of yours two empty squares straight forward, not onto the far row";
    }
}
