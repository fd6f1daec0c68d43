package dev.kingme.rules.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Games;
import dev.kingme.rules.IllegalDecisionException;
import dev.kingme.rules.Outcome;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The promises the general model makes at every node of every game, checked on a played match: someone
 * can act unless the game is over, chance's outcomes sum to 1, illegal decisions are refused and change
 * nothing, and the match's record replays to the state the match reached (the record module checks that
 * its JSON does too).
 */
final class Invariants {
    private Invariants() {
    }

    /** Checks every node {@code match} passed through, then its record. */
    static void checkMatch(GameKind kind, Rules rules, Match match, SplittableRandom rnd) {
        GameState s = Replayer.start(match.record(), rules);
        for (Entry e : match.record().entries()) {
            checkNode(rules, s, rnd);
            GameState before = s.toBuilder().build();
            ToAct who = rules.toAct(s);
            GameState next;
            if (e instanceof Entry.Chosen c) {
                assertThat(who).as("who acts where the match decided, in %s", s).isInstanceOf(ToAct.Choice.class);
                assertThat(rules.legalDecisions(s)).contains(c.decision());
                next = rules.step(s, c.decision()).state();
            } else {
                Outcome o = ((Entry.Rolled) e).outcome();
                assertThat(((ToAct.Chance) who).outcomes()).contains(o);
                next = rules.chance(s, o).state();
            }
            assertThat(s).as("a state is never changed by what follows it").isEqualTo(before);
            s = next;
        }
        checkNode(rules, s, rnd);
        assertThat(s).isEqualTo(match.state());
        if (match.over()) {
            assertThat(rules.toAct(s)).isEqualTo(new ToAct.Terminal(match.verdict()));
        } else {
            assertThat(rules.toAct(s)).isNotInstanceOf(ToAct.Terminal.class);
        }
        checkRecord(kind, match);
    }

    /** The record replays to the match's state. */
    static void checkRecord(GameKind kind, Match match) {
        assertThat(replay(kind, match.record())).isEqualTo(match.state());
    }

    private static GameState replay(GameKind kind, GameRecord r) {
        return Games.all().contains(kind) ? r.replay() : r.replay(kind);
    }

    /** The promises of one node. */
    static void checkNode(Rules rules, GameState s, SplittableRandom rnd) {
        GameState before = s.toBuilder().build();
        ToAct who = rules.toAct(s);
        List<Decision> legal = rules.legalDecisions(s);
        if (who instanceof ToAct.Choice) {
            assertThat(legal).as("a side acts in %s, so it has something to decide", s).isNotEmpty()
                    .doesNotHaveDuplicates();
            // A window whose only choice is to do nothing closes by itself: it is never offered.
            assertThat(legal).as("the only choice in %s is to pass", s).isNotEqualTo(List.of(new Decision.Pass()));
        } else if (who instanceof ToAct.Chance c) {
            assertThat(legal).as("chance acts in %s, so no side may decide", s).isEmpty();
            double sum = 0;
            for (Outcome o : c.outcomes()) {
                assertThat(o.probability()).isGreaterThan(0).isLessThanOrEqualTo(1);
                sum += o.probability();
            }
            assertThat(sum).as("chance's outcomes in %s sum to 1", s).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-9));
            assertThat(c.outcomes()).doesNotHaveDuplicates();
        } else {
            assertThat(legal).as("the game is over in %s", s).isEmpty();
        }
        for (Decision d : strangers(rnd, legal)) {
            assertThatThrownBy(() -> rules.step(s, d)).as("%s in %s", d, s).isInstanceOf(IllegalDecisionException.class);
        }
        Outcome bogus = who instanceof ToAct.Chance c ? new Outcome(c.outcomes().get(0).label() + "?",
                c.outcomes().get(0).value(), c.outcomes().get(0).probability()) : new Outcome("no such outcome", -1, 1);
        assertThatThrownBy(() -> rules.chance(s, bogus)).as("%s in %s", bogus, s)
                .isInstanceOf(IllegalDecisionException.class);
        assertThat(s).as("refusals change nothing").isEqualTo(before);
    }

    /**
     * Three random decisions, of random shapes, that are not legal in {@code legal}'s state. Three, not
     * one of each shape: refusals are exceptions, and their stack traces are most of the cost of a
     * playout; over thousands of nodes every shape is still tried many times.
     */
    static List<Decision> strangers(SplittableRandom rnd, List<Decision> legal) {
        List<Decision> out = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            out.add(switch (rnd.nextInt(8)) {
                case 0, 1, 2 -> new Decision.Step(rnd.nextInt(64), rnd.nextInt(64));
                case 3 -> new Decision.Jump(rnd.nextInt(64), rnd.nextInt(64), rnd.nextInt(64));
                case 4 -> new Decision.Place("pawn", rnd.nextInt(64));
                case 5 -> Decision.Act.of("huff", rnd.nextInt(64));
                case 6 -> Decision.Act.of("no such action");
                default -> new Decision.Pass();
            });
        }
        out.removeAll(new HashSet<>(legal));
        return out;
    }
}
