package dev.kingme.rules.character;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules.TypedExample;
import java.util.List;

/**
 * Master Sergeant Thurl's Works Miracles: at the end of each of his turns, after what the move earned is
 * paid, two pennies for another turn; again at the end of that one (S13).
 */
final class WorksMiracles extends Power {
    static final String NAME = "extra-turn";

    WorksMiracles() {
        super("Works Miracles", 2, "at the end of your turn", "take another turn",
                "May spend two pennies at the end of his turn to take an additional turn.");
        decides(NAME);
        queues(NAME);
    }

    @Override
    List<TypedExample> examples() {
        return List.of(new TypedExample(NAME, "Works Miracles (2 pennies), at the end of your turn: another turn"));
    }

    @Override
    void atEndOfMove(CharacterRules rules, GameState s, Player owner, boolean crowned, List<Pending> queue) {
        queue.add(Pending.of(NAME, owner, 0));
    }

    @Override
    List<Decision> offered(CharacterRules rules, GameState s, Pending head) {
        return List.of(Decision.Act.of(NAME));
    }

    /** Not offered when the move took the opponent's last checker (it leaves the board as the turn passes): the game is over. */
    @Override
    List<Effect> automatic(CharacterRules rules, GameState s, Pending head) {
        Player who = head.player();
        return s.record(who).get(Counters.PENNIES) >= cost() && !Lookups.lastCheckerTaken(s, who.opponent()) ? null
                : List.of(new Effect.Dequeue());
    }

    @Override
    List<Effect> reaction(CharacterRules rules, GameState s, Pending head, Decision.Act a) {
        Player who = head.player();
        Pending passing = s.pending().get(1);
        return List.of(new Effect.Dequeue(), Frame.spend(who, this), new Effect.Note("miracle", List.of(),
                "Works Miracles: " + who.title() + " takes another turn"),
                new Effect.Enqueue(List.of(Pending.of(Frame.PASS_TURN, who, passing.amount() | 2))));
    }

    @Override
    String question(CharacterRules rules, Pending head) {
        return "whether to take another turn (extra-turn for 2 pennies, or pass)";
    }

    @Override
    String refusal(CharacterRules rules, GameState s, Decision.Act a) {
        return "another turn is taken at the end of Master Sergeant Thurl's turn";
    }

    @Override
    boolean actsThisTurn(CharacterRules rules, GameState s, Player owner, boolean captureAvailable) {
        return s.player() == owner && (s.record(owner).get(Counters.PENNIES) >= cost() || captureAvailable);
    }
}
