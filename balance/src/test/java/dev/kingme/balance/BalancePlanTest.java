package dev.kingme.balance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** {@link BalancePlan}: the games of a run, in a fixed order, each with a seed of its own. */
class BalancePlanTest {
    private static final List<String> THREE = List.of("cleric", "mage", "schlock");

    @Test
    void everyOrderedPairingMirrorsIncludedIsPlayedGamesPerPairTimes() {
        BalancePlan plan = new BalancePlan(THREE, 2, "greedy", 0, 1, 600);
        assertThat(plan.size()).isEqualTo(18);
        Map<List<String>, Integer> pairings = new HashMap<>();
        for (GameTask t : plan.tasks()) {
            pairings.merge(List.of(t.black(), t.white()), 1, Integer::sum);
        }
        assertThat(pairings).hasSize(9).containsEntry(List.of("mage", "mage"), 2)
                .containsEntry(List.of("mage", "schlock"), 2).containsEntry(List.of("schlock", "mage"), 2);
    }

    @Test
    void tasksComeByBlackThenWhiteThenRound() {
        BalancePlan plan = new BalancePlan(THREE, 2, "greedy", 0, 1, 600);
        List<GameTask> tasks = plan.tasks();
        assertThat(tasks.get(0)).extracting(GameTask::index, GameTask::black, GameTask::white, GameTask::round)
                .containsExactly(0, "cleric", "cleric", 0);
        assertThat(tasks.get(1)).extracting(GameTask::black, GameTask::white, GameTask::round)
                .containsExactly("cleric", "cleric", 1);
        assertThat(tasks.get(2)).extracting(GameTask::black, GameTask::white, GameTask::round)
                .containsExactly("cleric", "mage", 0);
        assertThat(tasks.get(17)).extracting(GameTask::index, GameTask::black, GameTask::white, GameTask::round)
                .containsExactly(17, "schlock", "schlock", 1);
        for (int i = 0; i < tasks.size(); i++) {
            assertThat(tasks.get(i).index()).isEqualTo(i);
        }
    }

    @Test
    void aGamesSeedDependsOnTheRunsSeedAndItsIndexAlone() {
        BalancePlan plan = new BalancePlan(THREE, 2, "greedy", 0, 7, 600);
        BalancePlan other = new BalancePlan(List.of("ranger", "bard", "thief", "tagon"), 3, "ai:easy", 100, 7, 80);
        Set<Long> seeds = new HashSet<>();
        for (GameTask t : plan.tasks()) {
            assertThat(t.seed()).isEqualTo(BalancePlan.seedOf(7, t.index())).isEqualTo(other.task(t.index()).seed());
            seeds.add(t.seed());
        }
        assertThat(seeds).hasSize(plan.size());
        assertThat(new BalancePlan(THREE, 2, "greedy", 0, 8, 600).task(0).seed()).isNotEqualTo(plan.task(0).seed());
    }

    @Test
    void theSetsListTheirCharacters() {
        assertThat(BalancePlan.charactersOf("fantasy-rpg")).containsExactly("ranger", "cleric", "bard", "thief",
                "fighter", "mage");
        assertThat(BalancePlan.charactersOf("schlock-mercenary")).hasSize(10).startsWith("schlock", "tagon");
        assertThat(BalancePlan.charactersOf("all")).hasSize(16).startsWith("ranger").endsWith("bunnigus");
        assertThatThrownBy(() -> BalancePlan.charactersOf("warp")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("fantasy-rpg, schlock-mercenary, all");
        assertThat(BalancePlan.inListingOrder(List.of("schlock", "mage", "cleric"))).isEqualTo(THREE);
    }

    @Test
    void aBadPlanIsRefusedWithTheReason() {
        assertThatThrownBy(() -> new BalancePlan(List.of("mage"), 1, "greedy", 0, 1, 600))
                .hasMessageContaining("at least two characters");
        assertThatThrownBy(() -> new BalancePlan(List.of("mage", "mage"), 1, "greedy", 0, 1, 600))
                .hasMessageContaining("'mage' is named twice");
        assertThatThrownBy(() -> new BalancePlan(List.of("mage", "gandalf"), 1, "greedy", 0, 1, 600))
                .hasMessageContaining("no character called 'gandalf'").hasMessageContaining("ranger, cleric");
        assertThatThrownBy(() -> new BalancePlan(THREE, 0, "greedy", 0, 1, 600)).hasMessageContaining("at least 1");
        assertThatThrownBy(() -> new BalancePlan(THREE, 1, "human", 0, 1, 600)).hasMessageContaining("machine players");
        assertThatThrownBy(() -> new BalancePlan(THREE, 1, "ai:easy", -1, 1, 600)).hasMessageContaining("iterations");
        assertThatThrownBy(() -> new BalancePlan(THREE, 1, "greedy", 0, 1, 0)).hasMessageContaining("move limit");
    }

    @Test
    void theAiIsWrittenInFullAndNamedWithItsIterations() {
        assertThat(new BalancePlan(THREE, 1, "AI:2", 0, 1, 600).ai()).isEqualTo("ai:easy");
        assertThat(new BalancePlan(THREE, 1, "ai:2", 0, 1, 600).aiDescription()).isEqualTo("ai:easy");
        assertThat(new BalancePlan(THREE, 1, "mcts:1", 300, 1, 600).aiDescription())
                .isEqualTo("mcts:beginner (300 iterations)");
        assertThat(new BalancePlan(THREE, 1, "greedy", 300, 1, 600).aiDescription()).isEqualTo("greedy");
    }

    @Test
    void aPlanAndItsTasksTravelSerialized() throws Exception {
        BalancePlan plan = new BalancePlan(THREE, 2, "ai:easy", 50, 3, 200);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(plan);
            out.writeObject(plan.task(5));
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            assertThat(in.readObject()).isEqualTo(plan);
            assertThat(in.readObject()).isEqualTo(plan.task(5));
        }
    }
}
