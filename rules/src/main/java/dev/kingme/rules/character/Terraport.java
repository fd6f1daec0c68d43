package dev.kingme.rules.character;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules.TypedExample;
import dev.kingme.rules.SquareMark;
import dev.kingme.rules.Topology;
import dev.kingme.rules.Window;
import java.util.ArrayList;
import java.util.List;

/**
 * Commander Kevyn's Terraport: before he moves, a dime on a piece of his and one on a square, and a die
 * rolled; the die loses a pip at the start of every turn, both players', and when it runs out the piece
 * moves there, or is captured into no pool if the square is taken (S10).
 */
final class Terraport extends Power {
    static final String NAME = "terraport";
    /** Chance: the die rolled for a terraport just set (squares: the piece, its destination). */
    static final String ROLL = "terraport-roll";
    /** The die loses a pip at the start of a turn. */
    static final String COUNTDOWN = "countdown";

    Terraport() {
        super("Terraport", 0, null, "at the start of your turn mark a piece of yours and a square and roll a die; the die"
                + " loses a pip at the start of every turn and at 0 the piece moves there (captured if the square is taken)",
                "At the start of the turn, Kevyn may choose one of his pieces and a square on the board. Place a dime on the"
                        + " chosen checker and another on the chosen square. Roll a die. Reduce this die one pip at the start"
                        + " of each player's turn. When the die runs out of pips, then move the selected piece to the selected"
                        + " square. If the square is already occupied, then the terraporting piece is captured instead of"
                        + " entering the destination square.");
        decides(NAME);
        queues(ROLL, COUNTDOWN);
    }

    @Override
    List<TypedExample> examples() {
        return List.of(new TypedExample("terraport 9 22", "Terraport, before you move: your piece on 9 goes to 22 when the die"
                + " runs out"));
    }

    /** The square of {@code p}'s piece under way to a terraport destination, -1 when the piece is gone, or null. */
    static Integer underWay(GameState s, Player p) {
        long piece = s.pieces(p) & s.layer(Marks.TERRAPORT);
        if (piece != 0) {
            return Long.numberOfTrailingZeros(piece);
        }
        return s.record(p).get(Counters.PORT) > 0 ? -1 : null;
    }

    @Override
    void decisions(CharacterRules rules, GameState s, boolean captureAvailable, List<Decision> out) {
        if (underWay(s, s.player()) != null) {
            return;
        }
        for (long m = Reach.checkers(s, s.player()); m != 0; m &= m - 1) {
            int piece = Long.numberOfTrailingZeros(m);
            for (long t = Topology.DARK_SQUARES.squares() & ~(1L << piece); t != 0; t &= t - 1) {
                out.add(Decision.Act.of(NAME, piece, Long.numberOfTrailingZeros(t)));
            }
        }
    }

    @Override
    List<Effect> effects(CharacterRules rules, GameState s, Decision.Act a) {
        Player me = s.player();
        int sq = a.squares().get(0);
        int to = a.squares().get(1);
        return List.of(new Effect.SetLayer(Marks.TERRAPORT, sq, true), new Effect.Count(me, Counters.PORT, to + 1),
                new Effect.Note("terraport", List.of(sq, to), "Terraport: a dime on " + rules.square(sq) + " and a dime on "
                        + rules.square(to) + "; " + me.title() + " rolls the die"),
                new Effect.Enqueue(List.of(Pending.of(ROLL, me, 0, sq, to))));
    }

    @Override
    boolean beforeMoving(Decision.Act a) {
        return true;
    }

    @Override
    String refusal(CharacterRules rules, GameState s, Decision.Act a) {
        String wrong = Frame.squaresWrong(a, 2, Topology.DARK_SQUARES);
        if (wrong != null) {
            return wrong;
        }
        Player me = s.player();
        int sq = a.squares().get(0);
        if (s.window() != Window.MAIN) {
            return "a terraport is set at the start of the turn, not in the middle of a capture";
        }
        if (underWay(s, me) != null) {
            return "a terraport is already under way (one die, one terraport at a time)";
        }
        if (s.owner(sq) != me || s.has(Marks.ILLUSION, sq)) {
            return "there is no checker of yours on " + rules.square(sq);
        }
        return "the destination must be another square than " + rules.square(sq);
    }

    @Override
    String chance(CharacterRules rules, GameState s, Pending head) {
        return head.player().title() + "'s terraport die: the turns until " + rules.square(head.square()) + " moves to "
                + rules.square(head.squares().get(1));
    }

    @Override
    List<Effect> rolled(CharacterRules rules, GameState s, Pending head, int roll) {
        Player who = head.player();
        return List.of(new Effect.Count(who, Counters.COUNTDOWN, roll),
                new Effect.Note("roll", head.squares(), who.title() + " rolls " + roll + " for the terraport: "
                        + rules.square(head.square()) + " moves to " + rules.square(head.squares().get(1))
                        + " when the die runs out"));
    }

    @Override
    int startOrder() {
        return 1;
    }

    @Override
    void atStartOfTurn(CharacterRules rules, GameState s, Player owner, List<Pending> queue, List<Effect> fx) {
        if (underWay(s, owner) != null) {
            queue.add(Pending.of(COUNTDOWN, owner, 0));
        }
    }

    @Override
    List<Effect> automatic(CharacterRules rules, GameState s, Pending head) {
        if (head.kind().equals(ROLL)) {
            return underWay(s, head.player()) != null ? null : List.of(new Effect.Dequeue());
        }
        return countdown(rules, s, head.player());
    }

    /**
     * The die loses a pip at the start of the turn (not in a turn Superior Tactician neutralized it); at 0 the
     * piece moves to the marked square, or is captured if that square is taken.
     */
    private List<Effect> countdown(CharacterRules rules, GameState s, Player kevyn) {
        List<Effect> fx = new ArrayList<>();
        fx.add(new Effect.Dequeue());
        Integer piece = underWay(s, kevyn);
        int to = s.record(kevyn).get(Counters.PORT) - 1;
        int left = s.record(kevyn).get(Counters.COUNTDOWN);
        if (piece == null) {
            return fx;
        }
        if (piece < 0) {
            fx.add(new Effect.Count(kevyn, Counters.COUNTDOWN, -left));
            fx.add(new Effect.Count(kevyn, Counters.PORT, -(to + 1)));
            fx.add(new Effect.Note("terraport", List.of(to), "Terraport: the marked piece is gone, the dimes come off"));
            return fx;
        }
        if (!rules.sides().holds(s, kevyn, getClass())) {
            fx.add(new Effect.Note("terraport", List.of(piece), "Superior Tactician: the terraport's die keeps its "
                    + left + (left == 1 ? " pip" : " pips") + " this turn"));
            return fx;
        }
        fx.add(new Effect.Count(kevyn, Counters.COUNTDOWN, -1));
        if (left > 1) {
            fx.add(new Effect.Note("terraport", List.of(piece, to), "Terraport: " + (left - 1)
                    + (left - 1 == 1 ? " turn" : " turns") + " until " + rules.square(piece) + " moves to " + rules.square(to)));
            return fx;
        }
        fx.add(new Effect.Count(kevyn, Counters.PORT, -(to + 1)));
        if (to == piece) {
            fx.add(new Effect.SetLayer(Marks.TERRAPORT, piece, false));
            fx.add(new Effect.Note("terraport", List.of(piece), "Terraport: " + rules.square(piece)
                    + " is already on its destination and stays"));
            return fx;
        }
        if (s.owner(to) != null) {
            fx.add(new Effect.Note("terraport", List.of(piece, to), "Terraport: " + rules.square(to)
                    + " is taken, so the piece from " + rules.square(piece) + " is captured"));
            fx.add(new Effect.Remove(piece, "lost"));
            fx.add(new Effect.Count(kevyn, Counters.LOST, 1));
            return fx;
        }
        fx.add(new Effect.Note("terraport", List.of(piece, to), "Terraport: " + rules.square(piece) + " arrives on "
                + rules.square(to)));
        fx.add(new Effect.MovePiece(piece, to));
        fx.add(new Effect.SetLayer(Marks.TERRAPORT, to, false));
        if (!s.has(Layer.KING, piece) && rules.crownsOn(kevyn, to)) {
            fx.addAll(rules.crowningOf(s, piece, to));
        }
        return fx;
    }

    @Override
    void describe(CharacterRules rules, GameState s, Player owner, StringBuilder line) {
        Integer port = underWay(s, owner);
        int left = s.record(owner).get(Counters.COUNTDOWN);
        if (port != null && port >= 0 && left > 0) {
            line.append(", terraport ").append(rules.square(port)).append(" to ")
                    .append(rules.square(s.record(owner).get(Counters.PORT) - 1)).append(" in ").append(left)
                    .append(left == 1 ? " turn" : " turns");
        }
    }

    @Override
    void marks(CharacterRules rules, GameState s, Player owner, List<SquareMark> out) {
        int port = s.record(owner).get(Counters.PORT);
        if (port > 0 && port <= 64 && (s.pieces(owner) & s.layer(Marks.TERRAPORT)) != 0) {
            out.add(new SquareMark(port - 1, owner, "terraport-destination", "*", "terraport destination"));
        }
    }

    /**
     * What a terraport under way promises, judged as if the die ran out now: a piece whose destination is
     * taken is as good as lost (it is captured into no pool), one that would arrive where an enemy piece can
     * jump it is nearly so, and a man bound for a safe square of the far row will be crowned. Without this
     * term a terraport would look like nothing to the search until the die runs out, and a search choosing
     * among hundreds of them by chance alone sends pieces onto taken squares.
     */
    @Override
    double prospects(CharacterRules rules, GameState s, Player kevyn) {
        Integer piece = underWay(s, kevyn);
        if (piece == null || piece < 0) {
            return 0;
        }
        int to = s.record(kevyn).get(Counters.PORT) - 1;
        if (to == piece) {
            return 0;
        }
        boolean king = s.has(Layer.KING, piece);
        double worth = king ? 1.5 : 1;
        if (s.owner(to) != null) {
            return -0.8 * worth;
        }
        if (rules.lookups().exposedOn(s, kevyn, to, piece)) {
            return -0.6 * worth;  // it would arrive where an enemy piece can jump it
        }
        return !king && rules.crownsOn(kevyn, to) ? 0.4 : 0;
    }

    @Override
    boolean actsThisTurn(CharacterRules rules, GameState s, Player owner, boolean captureAvailable) {
        return underWay(s, owner) != null;  // the die would keep its pips
    }
}
