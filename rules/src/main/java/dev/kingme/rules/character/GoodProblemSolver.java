package dev.kingme.rules.character;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules.TypedExample;
import dev.kingme.rules.Topology;
import dev.kingme.rules.Window;
import java.util.ArrayList;
import java.util.List;

/**
 * Master Sergeant Thurl's Good Problem-solver: once a turn, before he moves, for a penny, the opponent must
 * name one of his whole moves, honestly: in his interest, not its own (S12). Not offered with one move or
 * none: the answer could name nothing else.
 */
final class GoodProblemSolver extends Power {
    static final String NAME = "problem-solver";
    /** The opponent's answer: a whole move of Thurl's, as the squares it passes. */
    static final String SUGGEST = "suggest";

    GoodProblemSolver() {
        super("Good Problem-solver", 1, "in your turn", "the opponent names the move they think is your best",
                "May spend a penny during his turn to have his opponent honestly tell him what they think his best move is.");
        decides(NAME, SUGGEST);
        queues(SUGGEST);
    }

    @Override
    String cardWhen() {
        return "in your turn, before you move (once a turn)";
    }

    @Override
    List<TypedExample> examples() {
        return List.of(new TypedExample(NAME, "Good Problem-solver (1 penny), before you move: the opponent names your best move"));
    }

    @Override
    List<TypedExample> answerExamples() {
        return List.of(new TypedExample("suggest 9-13", "when Thurl asks: the move you think is his best"));
    }

    @Override
    boolean isAnswer(Decision.Act a) {
        return a.name().equals(SUGGEST);
    }

    @Override
    void decisions(CharacterRules rules, GameState s, boolean captureAvailable, List<Decision> out) {
        Player me = s.player();
        if (s.record(me).get(Counters.PENNIES) >= cost() && s.record(me).get(Counters.ASKED) == 0
                && (rules.earlierRulings || rules.lookups().routes(s, me).size() > 1)) {
            out.add(Decision.Act.of(NAME));
        }
    }

    @Override
    boolean beforeMoving(Decision.Act a) {
        return true;
    }

    @Override
    List<Effect> effects(CharacterRules rules, GameState s, Decision.Act a) {
        Player me = s.player();
        return List.of(Frame.spend(me, this), new Effect.Count(me, Counters.ASKED, 1), new Effect.Note("ask", List.of(),
                "Good Problem-solver: " + me.title() + " asks " + me.opponent().title() + " for the best move"),
                new Effect.Enqueue(List.of(Pending.of(SUGGEST, me.opponent(), 0))));
    }

    @Override
    String refusal(CharacterRules rules, GameState s, Decision.Act a) {
        String wrong = Frame.squaresWrong(a, 0, Topology.DARK_SQUARES);
        if (wrong != null) {
            return wrong;
        }
        Player me = s.player();
        if (s.window() != Window.MAIN) {
            return "the best move is asked for before moving, not in the middle of a capture";
        }
        if (s.record(me).get(Counters.PENNIES) < cost()) {
            return "asking costs 1 penny; " + me.title() + " has none";
        }
        return s.record(me).get(Counters.ASKED) > 0 ? "the opponent already named the best move this turn"
                : "Master Sergeant Thurl has only one move: asking for the best one would change nothing";
    }

    @Override
    String answerRefusal(CharacterRules rules, GameState s, Decision.Act a) {
        return "a best move is suggested when Master Sergeant Thurl asks for one";
    }

    // ---- the opponent's answer ------------------------------------------------------------------

    @Override
    List<Decision> offered(CharacterRules rules, GameState s, Pending head) {
        List<Decision> out = new ArrayList<>();
        for (int[] route : rules.lookups().routes(s, head.player().opponent())) {
            out.add(Decision.Act.of(SUGGEST, route));
        }
        return out;
    }

    @Override
    boolean passable(Pending head) {
        return false;
    }

    @Override
    boolean answeredForTheOther(Pending head) {
        return true;
    }

    @Override
    List<Effect> reaction(CharacterRules rules, GameState s, Pending head, Decision.Act a) {
        Player who = head.player();
        return List.of(new Effect.Note("hint", a.squares(), who.title() + " thinks " + who.opponent().title()
                + "'s best move is " + route(rules, a.squares())));
    }

    @Override
    List<Effect> automatic(CharacterRules rules, GameState s, Pending head) {
        return rules.lookups().routes(s, head.player().opponent()).isEmpty() ? List.of(new Effect.Dequeue()) : null;
    }

    @Override
    String question(CharacterRules rules, Pending head) {
        return "which move they think is " + head.player().opponent().title() + "'s best (suggest and the move)";
    }

    @Override
    String notation(CharacterRules rules, Decision.Act a) {
        return a.name().equals(SUGGEST) ? SUGGEST + " " + route(rules, a.squares()) : null;
    }

    /** A route of squares written as a move: {@code 9-13}, or {@code 9x18x27} for a capture. */
    static String route(CharacterRules rules, List<Integer> squares) {
        int from = squares.get(0);
        int to = squares.get(1);
        boolean capture = squares.size() > 2 || Math.abs(Topology.row(from) - Topology.row(to)) == 2;
        StringBuilder sb = new StringBuilder(rules.square(from));
        for (int i = 1; i < squares.size(); i++) {
            sb.append(capture ? 'x' : '-').append(rules.square(squares.get(i)));
        }
        return sb.toString();
    }
}
