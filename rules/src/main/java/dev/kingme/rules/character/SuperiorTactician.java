package dev.kingme.rules.character;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules.TypedExample;
import java.util.List;

/**
 * Admiral Breya's Superior Tactician: at the start of a turn, hers or her opponent's, for a penny, every
 * special power of the opponent does nothing for that turn; offered only when it could change something
 * in it (S9). The neutralization itself is the frame's one check ({@link CharacterRules#powers}).
 */
final class SuperiorTactician extends Power {
    static final String NAME = "superior-tactician";

    SuperiorTactician() {
        super("Superior Tactician", 1, "at the start of a turn, yours or the opponent's", "the opponent's powers do nothing"
                + " that turn", "May spend a penny at the start of a turn to neutralize all of her opponent's special powers"
                + " for that turn.");
        decides(NAME);
        queues(NAME);
    }

    @Override
    List<TypedExample> examples() {
        return List.of(new TypedExample(NAME, "Superior Tactician (1 penny), at the start of a turn: the opponent's powers"
                + " do nothing that turn"));
    }

    @Override
    int startOrder() {
        return 0;
    }

    @Override
    void atStartOfTurn(CharacterRules rules, GameState s, Player owner, List<Pending> queue, List<Effect> fx) {
        if (rules.hero(owner.opponent()) != Hero.NONE && (owner == s.player() || !rules.earlierRulings)) {
            queue.add(Pending.of(NAME, owner, 0));
        }
    }

    @Override
    List<Decision> offered(CharacterRules rules, GameState s, Pending head) {
        return List.of(Decision.Act.of(NAME));
    }

    @Override
    List<Effect> reaction(CharacterRules rules, GameState s, Pending head, Decision.Act a) {
        Player who = head.player();
        return List.of(Frame.spend(who, this), new Effect.Count(who, Counters.TACTICS, 1), new Effect.Note("tactician",
                List.of(), "Superior Tactician: " + who.opponent().title() + "'s powers do nothing this turn"));
    }

    @Override
    List<Effect> automatic(CharacterRules rules, GameState s, Pending head) {
        Player who = head.player();
        boolean offered = s.record(who).get(Counters.PENNIES) >= cost() && rules.sides().holds(s, who, getClass())
                && (rules.earlierRulings || rules.lookups().moverCanAct(s) && matters(rules, s, who));
        return offered ? null : List.of(new Effect.Dequeue());
    }

    /**
     * Could neutralizing {@code breya}'s opponent now change anything in this turn? When a power of the
     * opponent is among the decisions of the side to move, or a protection of the opponent's stops one of
     * them (a Charm, clerical status), or a power of the opponent's would act by itself in this turn.
     */
    static boolean matters(CharacterRules rules, GameState s, Player breya) {
        Player foe = breya.opponent();
        if (rules.powers(s, foe).isEmpty()) {
            return false;
        }
        GameState main = Lookups.mainWindow(s);
        GameState neutral = main.toBuilder().record(breya, main.record(breya).with(Counters.TACTICS, 1)).build();
        List<Decision> decisions = rules.legalDecisions(main);
        if (!decisions.equals(rules.legalDecisions(neutral))) {
            return true;
        }
        boolean capture = false;
        for (Decision d : decisions) {
            capture |= d instanceof Decision.Jump;
        }
        for (Power p : rules.powers(s, foe)) {
            if (p.actsThisTurn(rules, s, foe, capture)) {
                return true;
            }
        }
        return false;
    }

    @Override
    String question(CharacterRules rules, Pending head) {
        return "whether to neutralize " + head.player().opponent().title() + "'s powers for this turn"
                + " (superior-tactician for a penny, or pass)";
    }

    @Override
    String refusal(CharacterRules rules, GameState s, Decision.Act a) {
        return "Superior Tactician is used at the start of a turn, Admiral Breya's or her opponent's, when it would"
                + " neutralize something";
    }

    @Override
    void describe(CharacterRules rules, GameState s, Player owner, StringBuilder line) {
        if (s.record(owner).get(Counters.TACTICS) > 0) {
            line.append(", ").append(owner.opponent().title()).append("'s powers neutralized this turn");
        }
    }
}
