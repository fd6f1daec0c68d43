package dev.kingme.balance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.record.CharacterFiles;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every run of a sweep is made and checked before any is played: a value that cannot be played is refused up front. */
class SweepRunsTest {
    @TempDir
    Path dir;

    /** The plan of mage against fighter, greedy, with the given character files. */
    private static Function<List<String>, BalancePlan> plans(List<String> characters) {
        return files -> BalanceOptions.plan("fantasy-rpg", characters, 1, "greedy", 0, 1, 100, files);
    }

    private static final Function<List<String>, BalancePlan> MAGE_AND_FIGHTER = plans(List.of("mage", "fighter"));

    @Test
    void everyValueGetsItsPlanAndFolder() throws Exception {
        Path out = dir.resolve("sweep");
        List<SweepRuns.Run> runs = SweepRuns.of(Sweep.parse("mage.fireball.cost=2..4"), List.of(), MAGE_AND_FIGHTER, out, false);
        assertThat(runs).extracting(SweepRuns.Run::value).containsExactly(2L, 3L, 4L);
        assertThat(runs.get(1).dir()).isEqualTo(out.resolve("fireball.cost-3"));
        assertThat(runs.get(1).plan().changedCharacters()).containsExactly("mage");
        assertThat(CharacterFiles.read("swept", runs.get(1).sweptFile()).powers()).anySatisfy(p -> assertThat(p.cost()).isEqualTo(3));
        assertThat(out).doesNotExist(); // checking writes nothing
    }

    @Test
    void aValueTheFileRefusesIsRefusedBeforeAnyRunWithTheValueTheFileAndWhy() {
        Path out = dir.resolve("sweep");
        assertThatThrownBy(() -> SweepRuns.of(Sweep.parse("mage.fireball.cost=98..100"), List.of(), MAGE_AND_FIGHTER, out, false))
                .hasMessageStartingWith("--sweep mage.fireball.cost=100: the built-in file of mage with fireball.cost = 100"
                        + " is refused: line ")
                .hasMessageContaining("99");
        assertThat(out).doesNotExist();

        CharacterFile given = new CharacterFile("my-mage.json", "mage", CharacterFiles.builtInText("mage"));
        assertThatThrownBy(() -> SweepRuns.of(Sweep.parse("mage.fireball.cost=-1,2"), List.of(given), MAGE_AND_FIGHTER, out,
                false)).hasMessageStartingWith("--sweep mage.fireball.cost=-1: my-mage.json with fireball.cost = -1 is refused: ");
    }

    @Test
    void theSweptCharacterMustPlay() {
        assertThatThrownBy(() -> SweepRuns.of(Sweep.parse("mage.fireball.cost=2..3"), List.of(),
                plans(List.of("cleric", "fighter")), dir.resolve("s"), false))
                .hasMessage("--sweep mage.fireball.cost: mage is not among the characters of the run (cleric, fighter)");
    }

    @Test
    void aValueWhoseFolderHoldsAnotherPlanOrADamagedCheckpointIsRefusedUpFront() throws Exception {
        Path out = dir.resolve("sweep");
        BalancePlan other = new BalancePlan(List.of("mage", "fighter"), 1, "random", 0, 1, 100);
        try (BalanceRun run = BalanceRun.open(out.resolve("fireball.cost-3"), other, false, new BalanceRun.Listener() { })) {
            assertThat(run.done()).isZero();
        }
        Sweep sweep = Sweep.parse("mage.fireball.cost=2..3");
        assertThatThrownBy(() -> SweepRuns.of(sweep, List.of(), MAGE_AND_FIGHTER, out, false))
                .hasMessageStartingWith("--sweep mage.fireball.cost=3: " + out.resolve("fireball.cost-3")
                        + " holds a balance run with another plan (")
                .hasMessageContaining("AI random there, greedy here");
        assertThat(out.resolve("fireball.cost-2")).doesNotExist();
        assertThat(SweepRuns.of(sweep, List.of(), MAGE_AND_FIGHTER, out, true)).hasSize(2); // --fresh starts them over

        Path two = out.resolve("fireball.cost-2");
        BalancePlan plan2 = SweepRuns.of(sweep, List.of(), MAGE_AND_FIGHTER, out, true).get(0).plan();
        try (BalanceRun run = BalanceRun.open(two, plan2, false, new BalanceRun.Listener() { })) {
            assertThat(run.done()).isZero();
        }
        Path games = two.resolve("checkpoint").resolve("games.jsonl");
        Files.writeString(games, "not a game\n", StandardCharsets.UTF_8);
        assertThatThrownBy(() -> SweepRuns.of(sweep, List.of(), MAGE_AND_FIGHTER, out, false))
                .hasMessageStartingWith("--sweep mage.fireball.cost=2: " + games + " line 1: ");
        assertThat(Files.readString(games)).isEqualTo("not a game\n"); // checking changes nothing
    }
}
