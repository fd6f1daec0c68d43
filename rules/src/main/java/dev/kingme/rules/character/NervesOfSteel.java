package dev.kingme.rules.character;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules.TypedExample;
import java.util.List;

/**
 * Captain Tagon's Nerves of Steel: in the opponent's turn, right after a hop over one of his pieces, a
 * penny keeps it; it may not be jumped again that turn, and the hop still counts (S8).
 */
final class NervesOfSteel extends Power {
    static final String NAME = "nerves-of-steel";

    NervesOfSteel() {
        super("Nerves of Steel", 1, "in the opponent's turn", "a piece of yours that was jumped is not captured, and may not"
                + " be jumped again that turn", "May spend a penny to prevent one of his pieces from being captured after it"
                + " is jumped. Pieces protected in this fashion may not be jumped again this turn.");
        decides(NAME);
        queues(NAME);
    }

    @Override
    boolean inOpponentsTurn() {
        return true;
    }

    @Override
    String cardWhen() {
        return CharacterCards.words(PowerSpec.Window.WHEN_JUMPED);
    }

    @Override
    List<TypedExample> examples() {
        return List.of(new TypedExample("nerves-of-steel 14", "Nerves of Steel (1 penny), in the opponent's turn: your"
                + " jumped piece on 14 is not captured"));
    }

    @Override
    void afterHopOverMine(CharacterRules rules, GameState s, Player owner, Decision.Jump j, List<Pending> queue) {
        queue.add(Pending.of(NAME, owner, 0, j.over()));
    }

    @Override
    List<Decision> offered(CharacterRules rules, GameState s, Pending head) {
        return List.of(Decision.Act.of(NAME, head.square()));
    }

    @Override
    List<Effect> reaction(CharacterRules rules, GameState s, Pending head, Decision.Act a) {
        int sq = a.squares().get(0);
        return List.of(Frame.spend(head.player(), this), new Effect.Note("nerves", List.of(sq), "Nerves of Steel: "
                + rules.square(sq) + " is not captured, and may not be jumped again this turn"), new Effect.Unjump(sq),
                new Effect.SetLayer(Marks.SHIELDED, sq, true));
    }

    @Override
    List<Effect> automatic(CharacterRules rules, GameState s, Pending head) {
        Player who = head.player();
        return rules.sides().holds(s, who, getClass()) && s.record(who).get(Counters.PENNIES) >= cost()
                && (s.jumped() & (1L << head.square())) != 0 ? null : List.of(new Effect.Dequeue());
    }

    @Override
    String question(CharacterRules rules, Pending head) {
        return "whether Nerves of Steel keeps " + rules.square(head.square()) + " (a penny, or pass)";
    }

    @Override
    String refusal(CharacterRules rules, GameState s, Decision.Act a) {
        return "Nerves of Steel is used in the opponent's turn, right after one of Captain Tagon's pieces is jumped";
    }

    @Override
    boolean actsThisTurn(CharacterRules rules, GameState s, Player owner, boolean captureAvailable) {
        return s.player() != owner && captureAvailable && s.record(owner).get(Counters.PENNIES) >= cost();
    }
}
