package dev.kingme.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.rules.Games;
import dev.kingme.rules.Rules;
import dev.kingme.rules.record.GameRecord;
import dev.kingme.rules.record.MatchRunner;
import dev.kingme.rules.record.RandomChooser;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/** {@link Players#repeatable}: players whose decisions never depend on the clock. */
class RepeatablePlayersTest {
    @Test
    void theRepeatableAiSearchesByIterationsAlone() {
        for (Level level : Level.values()) {
            AiChooser ai = (AiChooser) Players.repeatable(AiSpec.parse("ai:" + level.number()), 1);
            assertThat(ai.mctsSettings().millis()).isZero();
            assertThat(ai.mctsSettings().iterations()).isEqualTo(Players.repeatableIterations(level))
                    .isEqualTo(AiChooser.settings(level).iterations());
            assertThat(ai.mctsSettings().temperature()).isEqualTo(AiChooser.settings(level).temperature());
            assertThat(ai.usesEngine()).isTrue();
        }
        AiChooser mcts = (AiChooser) Players.repeatable(AiSpec.parse("mcts:easy"), 250, 1);
        assertThat(mcts.usesEngine()).isFalse();
        assertThat(mcts.mctsSettings().iterations()).isEqualTo(250);
        assertThat(mcts.mctsSettings().millis()).isZero();
    }

    @Test
    void theBaselinesAreTheUsualOnes() {
        assertThat(Players.repeatable(AiSpec.parse("random"), 1)).isInstanceOf(RandomChooser.class);
        assertThat(Players.repeatable(AiSpec.parse("greedy"), 1)).isInstanceOf(Greedy.class);
    }

    @Test
    void aHumanAndANegativeBudgetAreRefused() {
        assertThatThrownBy(() -> Players.repeatable(AiSpec.parse("human"), 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("ai:LEVEL");
        assertThatThrownBy(() -> Players.repeatable(AiSpec.parse("ai:easy"), -1, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("iterations");
    }

    private static GameRecord play(long seed) {
        Rules rules = Games.byName("schlock-mercenary").rules(Map.of("black", "thurl", "white", "mage"));
        AiSpec spec = AiSpec.parse("ai:beginner");
        return MatchRunner.seeded(seed).play(rules, Players.repeatable(spec, 40, seed + 1),
                Players.repeatable(spec, 40, seed + 2), 50).record();
    }

    @Test
    void theSameSeedPlaysTheSameGameOnAnyThreadAndUnderLoad() {
        GameRecord alone = play(9);
        // two at once, on two threads, compete for the processor: an AI on the clock would search less
        CompletableFuture<GameRecord> a = CompletableFuture.supplyAsync(() -> play(9));
        CompletableFuture<GameRecord> b = CompletableFuture.supplyAsync(() -> play(9));
        assertThat(a.join()).isEqualTo(alone);
        assertThat(b.join()).isEqualTo(alone);
        assertThat(play(10).entries()).isNotEqualTo(alone.entries());
    }
}
