package dev.kingme.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.rules.GameState;
import dev.kingme.rules.Games;
import dev.kingme.rules.Lines;
import dev.kingme.rules.Rules;
import dev.kingme.rules.record.Match;
import dev.kingme.rules.record.MatchRunner;
import dev.kingme.rules.record.RandomChooser;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What {@link Players} makes of a spec, and what {@link Analyst} says of a state. */
class PlayersTest {
    @Test
    void eachSpecMakesItsPlayer() {
        assertThat(Players.of(AiSpec.parse("random"), 1)).isInstanceOf(RandomChooser.class);
        assertThat(Players.of(AiSpec.parse("greedy"), 1)).isInstanceOf(Greedy.class);
        assertThat(Players.of(AiSpec.parse("ai:1"), 1)).isInstanceOf(AiChooser.class);
    }

    @Test
    void mctsIsTheAiWithoutTheEngine() {
        assertThat(Players.of(AiSpec.parse("mcts:2"), 1)).isInstanceOfSatisfying(AiChooser.class,
                c -> assertThat(c.usesEngine()).isFalse());
        assertThat(Players.of(AiSpec.parse("ai:2"), 1)).isInstanceOfSatisfying(AiChooser.class,
                c -> assertThat(c.usesEngine()).isTrue());
        assertThat(AiSpec.parse("mcts").text()).isEqualTo("mcts:medium");
        assertThat(AiSpec.parse("MCTS:4").text()).isEqualTo("mcts:hard");
        assertThatThrownBy(() -> AiSpec.parse("greedy:2")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("only ai and mcts take a level");
    }

    @Test
    void theMctsPlayerPlaysPlainCheckersWithoutTheEngine() {
        Rules rules = Games.byName("american").rules(Map.of());
        Match m = MatchRunner.seeded(1).play(rules, Players.of(AiSpec.parse("mcts:beginner"), 2),
                Players.of(AiSpec.parse("random"), 3), 20);
        assertThat(m.record().entries()).hasSizeGreaterThanOrEqualTo(20);
    }

    @Test
    void aHumanIsRefused() {
        assertThatThrownBy(() -> Players.of(AiSpec.parse("human"), 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("human").hasMessageContaining("ai:LEVEL");
    }

    @Test
    void theBeginnerAiPlaysEveryKindOfGameLegally() {
        Rules character = Games.byName("fantasy-rpg").rules(Map.of("black", "cleric", "white", "ranger"));
        for (Rules rules : new Rules[] {Games.byName("american").rules(Map.of()), character,
                Games.byName("warp").rules(Map.of())}) {
            Match m = MatchRunner.seeded(1).play(rules, Players.of(AiSpec.parse("ai:beginner"), 2),
                    Players.of(AiSpec.parse("greedy"), 3), 12);
            assertThat(m.record().entries()).isNotEmpty();
        }
    }

    @Test
    void theAnalystOfACharacterGameGivesAChanceToWinAndALineOfWholeMoves() {
        Rules rules = Games.byName("schlock-mercenary").rules(Map.of("black", "tagon", "white", "kevyn"));
        GameState s = rules.initial();
        Analysis a = Analyst.analyze(rules, s, Budget.depth(1), 3);
        assertThat(a.best()).isNotEmpty();
        assertThat(a.bestText()).isEqualTo(rules.notation(s, a.best()));
        assertThat(a.scoreText()).matches("\\d{1,3}% for (Black|White)");
        assertThat(a.pv()).isNotEmpty().first().isEqualTo(a.bestText());
        assertThat(a.nodes()).isPositive();
        assertThat(a.value()).isBetween(-1.0, 1.0);
        assertThat(Lines.expand(rules, s).stream().map(l -> l.decisions())).contains(a.best());
    }

    @Test
    void aSmallDepthIsAnalysedByExpectimax() {
        Rules rules = Games.byName("lilypad").rules(Map.of());
        GameState s = rules.initial();
        Analysis a = Analyst.analyze(rules, s, Budget.depth(2), 3);
        assertThat(a.depth()).isEqualTo(2);
        assertThat(a.best()).hasSize(1);
        assertThat(a.pv()).containsExactly(a.bestText());
    }

    @Test
    void theAnalystOfAmericanCheckersUsesTheEngine() {
        Rules rules = Games.byName("american").rules(Map.of());
        Analysis a = Analyst.analyze(rules, rules.initial(), Budget.depth(6), 3);
        assertThat(a.depth()).isEqualTo(6);
        assertThat(a.scoreText()).matches("[+-]\\d+\\.\\d\\d|0\\.00");
        assertThat(a.pv()).hasSizeGreaterThan(1).first().isEqualTo(a.bestText());
    }

    @Test
    void aFinishedGameHasNothingToAnalyse() {
        Rules rules = Games.byName("american").rules(Map.of());
        GameState over = rules.initial("B:W18:B");
        assertThat(Analyst.analyze(rules, over, Budget.depth(2), 1).best()).isEmpty();
    }
}
