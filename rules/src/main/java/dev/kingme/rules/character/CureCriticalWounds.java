package dev.kingme.rules.character;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules.TypedExample;
import java.util.ArrayList;
import java.util.List;

/**
 * The Stalwart Cleric's Cure Critical Wounds, cast in the opponent's turn at the moment a checker of the
 * Cleric's would be captured (right after a hop over it, or when a wound, a shot or a power would capture
 * it): for 3 pennies it stays, may not be jumped or stabbed again that move, and the Cleric passes the next
 * turn (F17, S19).
 */
final class CureCriticalWounds extends Power {
    static final String NAME = "cure-critical-wounds";
    /** The offer after a hop over the checker. */
    static final String ON_JUMP = "cure-jump";
    /** The offer before a capture that is no jump (declined, the capture happens). */
    static final String ON_KILL = "cure-kill";

    CureCriticalWounds() {
        super("Cure Critical Wounds", 3, "in the opponent's turn", "a checker of yours is not captured; you pass your next turn",
                "Cure Critical Wounds (Spell) - You may cast this spell during your opponent's turn. Spend 3 pennies and"
                        + " pass your next turn to prevent a checker from being captured.");
        decides(NAME);
        queues(ON_JUMP, ON_KILL);
    }

    @Override
    boolean inOpponentsTurn() {
        return true;
    }

    @Override
    String cardWhen() {
        return CharacterCards.words(PowerSpec.Window.WHEN_CAPTURED);
    }

    @Override
    List<TypedExample> examples() {
        return List.of(new TypedExample("cure-critical-wounds 14", "Cure Critical Wounds (3 pennies), in the opponent's"
                + " turn: your checker on 14 is not captured"));
    }

    private boolean canCast(CharacterRules rules, GameState s, Player cleric) {
        return rules.sides().holds(s, cleric, getClass()) && s.record(cleric).get(Counters.PENNIES) >= cost();
    }

    @Override
    void afterHopOverMine(CharacterRules rules, GameState s, Player owner, Decision.Jump j, List<Pending> queue) {
        queue.add(Pending.of(ON_JUMP, owner, 0, j.over()));
    }

    @Override
    List<Effect> beforeCapture(CharacterRules rules, GameState s, Player owner, int square) {
        if (owner != s.player() && s.record(owner).get(Counters.PENNIES) >= cost()) {
            return List.of(new Effect.Enqueue(List.of(Pending.of(ON_KILL, owner, 0, square))));
        }
        return null;
    }

    @Override
    List<Decision> offered(CharacterRules rules, GameState s, Pending head) {
        return List.of(Decision.Act.of(NAME, head.square()));
    }

    @Override
    List<Effect> reaction(CharacterRules rules, GameState s, Pending head, Decision.Act a) {
        Player who = head.player();
        int sq = a.squares().get(0);
        List<Effect> fx = new ArrayList<>();
        fx.add(Frame.spend(who, this));
        fx.add(new Effect.Count(who, Counters.SKIPS, 1));
        fx.add(new Effect.Note("spell", List.of(sq), who.title() + " casts Cure Critical Wounds: " + rules.square(sq)
                + " is not captured, and " + who.title() + " will pass the next turn"));
        if (head.kind().equals(ON_JUMP)) {
            fx.add(new Effect.Unjump(sq));
        }
        fx.add(new Effect.SetLayer(Marks.SHIELDED, sq, true));
        return fx;
    }

    /** Declined before a capture that is no jump, the capture happens. */
    @Override
    List<Effect> declined(CharacterRules rules, GameState s, Pending head) {
        return head.kind().equals(ON_KILL) ? rules.harm().kill(s, head.square(), s.player()) : List.of();
    }

    @Override
    List<Effect> automatic(CharacterRules rules, GameState s, Pending head) {
        int sq = head.square();
        boolean stands = head.kind().equals(ON_JUMP) ? (s.jumped() & (1L << sq)) != 0 : s.owner(sq) == head.player();
        if (canCast(rules, s, head.player()) && stands) {
            return null;
        }
        List<Effect> fx = new ArrayList<>();
        fx.add(new Effect.Dequeue());
        fx.addAll(declined(rules, s, head));
        return fx;
    }

    @Override
    String question(CharacterRules rules, Pending head) {
        return "whether to cast Cure Critical Wounds on " + rules.square(head.square()) + " (or pass)";
    }

    @Override
    String refusal(CharacterRules rules, GameState s, Decision.Act a) {
        String wrong = Frame.squaresWrong(a, 1, rules.topology());
        return wrong != null ? wrong
                : "Cure Critical Wounds is cast in the opponent's turn, when one of your checkers is about to be captured";
    }

    @Override
    void describe(CharacterRules rules, GameState s, Player owner, StringBuilder line) {
        int skips = s.record(owner).get(Counters.SKIPS);
        if (skips > 0) {
            line.append(", passes the next ").append(skips == 1 ? "turn" : skips + " turns");
        }
    }

    /** Turns to pass are a cost. */
    @Override
    double prospects(CharacterRules rules, GameState s, Player owner) {
        return -0.7 * s.record(owner).get(Counters.SKIPS);
    }

    @Override
    boolean actsThisTurn(CharacterRules rules, GameState s, Player owner, boolean captureAvailable) {
        return s.player() != owner && captureAvailable && s.record(owner).get(Counters.PENNIES) >= cost();
    }
}
