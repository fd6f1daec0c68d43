package dev.kingme.rules.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.rules.Decision;
import dev.kingme.rules.DiceRaceGame;
import dev.kingme.rules.Games;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Outcome;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class MatchRunnerTest {
    static final Rules RACE = DiceRaceGame.GAME.rules(Map.of());
    static final Rules AMERICAN = Games.byName("american").rules(Map.of());

    static Match race(long seed) {
        return MatchRunner.seeded(seed).play(RACE, new RandomChooser(seed + 1), new RandomChooser(seed + 2), 1000);
    }

    @Test
    void theRaceRollsAFairDieEveryTurn() {
        ToAct.Chance roll = (ToAct.Chance) RACE.toAct(RACE.initial());
        assertThat(roll.outcomes()).hasSize(6);
        assertThat(roll.outcomes().stream().mapToDouble(Outcome::probability).sum()).isCloseTo(1.0,
                org.assertj.core.data.Offset.offset(1e-12));
        assertThat(RACE.legalDecisions(RACE.initial())).isEmpty();
    }

    @Test
    void theSameSeedGivesTheSameRecordAndOthersDoNot() {
        Match a = race(7);
        assertThat(race(7)).isEqualTo(a);
        Set<GameRecord> others = new HashSet<>();
        for (long seed = 8; seed < 18; seed++) {
            others.add(race(seed).record());
        }
        assertThat(others).hasSize(10).doesNotContain(a.record());
    }

    @Test
    void theRaceIsPlayedToItsEndAndReplaysExactly() {
        Match m = race(42);
        assertThat(m.over()).isTrue();
        assertThat(Long.numberOfTrailingZeros(m.state().pieces(m.verdict().winner()))).isEqualTo(DiceRaceGame.GOAL);
        long rolls = m.record().entries().stream().filter(e -> e instanceof Entry.Rolled).count();
        assertThat(rolls * 2).as("one roll, then one decision, each turn").isEqualTo(m.record().entries().size());
        assertThat(m.record().replay(DiceRaceGame.GAME)).isEqualTo(m.state());
    }

    @Test
    void rollsFollowTheProbabilities() {
        MatchRunner runner = MatchRunner.seeded(2024);
        List<Outcome> uneven = List.of(new Outcome("rare", 0, 0.1), new Outcome("some", 1, 0.2),
                new Outcome("most", 2, 0.7));
        int[] counts = new int[3];
        int n = 100_000;
        for (int i = 0; i < n; i++) {
            counts[runner.roll(uneven).value()]++;
        }
        // Each count is within 5 standard deviations of its expectation.
        for (Outcome o : uneven) {
            double expected = n * o.probability();
            double sd = Math.sqrt(n * o.probability() * (1 - o.probability()));
            assertThat((double) counts[o.value()]).as(o.label()).isCloseTo(expected,
                    org.assertj.core.data.Offset.offset(5 * sd));
        }
    }

    @Test
    void aPlyLimitStopsTheGameWithoutAVerdict() {
        Match m = MatchRunner.seeded(1).play(AMERICAN, new RandomChooser(2), new RandomChooser(3), 10);
        assertThat(m.over()).isFalse();
        assertThat(m.verdict()).isNull();
        assertThat(m.record().entries()).hasSize(10);
        assertThat(m.record().game()).isEqualTo("american");
        assertThat(m.record().options()).isEqualTo(AMERICAN.options().asMap());
        assertThat(m.record().characters()).isEmpty();
        assertThat(m.record().replay()).isEqualTo(m.state());
        assertThat(MatchRunner.seeded(1).play(AMERICAN, new RandomChooser(2), new RandomChooser(3), 0).state())
                .isEqualTo(AMERICAN.initial());
        assertThatThrownBy(() -> MatchRunner.seeded(1).play(AMERICAN, null, null, -1))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aSetupIsRecordedAndReplayed() {
        String fen = "W:W18,K30:B14,K1";
        Match m = MatchRunner.seeded(5).play(AMERICAN, fen, new RandomChooser(6), new RandomChooser(7), 40);
        assertThat(m.record().setup()).isEqualTo(fen);
        assertThat(m.record().replay()).isEqualTo(m.state());
        assertThat(Long.bitCount(m.state().layer(Layer.KING))).isPositive();
    }

    @Test
    void aChooserThatCheatsIsStopped() {
        Chooser cheat = (rules, state, legal) -> new Decision.Step(0, 1);
        assertThatThrownBy(() -> MatchRunner.seeded(1).play(AMERICAN, cheat, cheat, 10))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("Black's chooser chose Step[from=0, to=1], which is not legal here");
    }

    @Test
    void theRandomChooserFollowsItsSeed() {
        List<Decision> legal = AMERICAN.legalDecisions(AMERICAN.initial());
        RandomChooser a = new RandomChooser(11);
        RandomChooser b = new RandomChooser(11);
        Set<Decision> seen = new HashSet<>();
        for (int i = 0; i < 200; i++) {
            Decision d = a.choose(AMERICAN, AMERICAN.initial(), legal);
            assertThat(b.choose(AMERICAN, AMERICAN.initial(), legal)).isEqualTo(d);
            seen.add(d);
        }
        assertThat(seen).as("every opening move is chosen sometime").containsExactlyInAnyOrderElementsOf(legal);
    }
}
