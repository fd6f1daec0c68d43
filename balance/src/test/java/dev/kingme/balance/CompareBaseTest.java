package dev.kingme.balance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A {@code --compare} base run is checked against the plan to be compared with it before a game is played. */
class CompareBaseTest {
    /** The base: mage and fighter, greedy, one game a pairing (4 games), seed 5. */
    private static final BalancePlan BASE = new BalancePlan(List.of("fighter", "mage"), 1, "greedy", 0, 5, 100);

    @TempDir
    static Path dir;
    static Path base;

    @BeforeAll
    static void playTheBase() throws Exception {
        base = dir.resolve("base");
        try (BalanceRun run = BalanceRun.open(base, BASE, false, new BalanceRun.Listener() { })) {
            run.play(new LocalEngine(), new BalanceEngine.Settings(1, null));
            assertThat(run.complete()).isTrue();
        }
    }

    private static BalancePlan plan(List<String> characters, int gamesPerPair, String ai, int iterations, long seed,
            int maxPlies) {
        return new BalancePlan(characters, gamesPerPair, ai, iterations, seed, maxPlies);
    }

    @Test
    void theSamePlanWithOtherCharactersIsCompared() throws Exception {
        BalanceRun.Finished found = CompareBase.check(base, dir.resolve("new"),
                plan(List.of("fighter", "mage", "thief"), 1, "greedy", 0, 5, 100));
        assertThat(found.plan()).isEqualTo(BASE);
        assertThat(found.results().games()).hasSize(4);
    }

    @Test
    void aBaseOfAnotherPlanIsRefusedSayingWhatDiffers() {
        Path out = dir.resolve("other");
        assertThatThrownBy(() -> CompareBase.check(base, out, plan(List.of("fighter", "mage"), 2, "random", 0, 6, 90)))
                .hasMessageStartingWith("--compare " + base + ": the base run is of another plan (")
                .hasMessageContaining("AI greedy there, random here; seed 5 there, 6 here; games per pair 1 there, 2 here;"
                        + " max plies 100 there, 90 here");
        assertThat(out).doesNotExist();
    }

    @Test
    void aBaseWithNoCharacterInCommonOrInThisRunsOwnFolderIsRefused() {
        assertThatThrownBy(() -> CompareBase.check(base, dir.resolve("x"), plan(List.of("thief", "cleric"), 1, "greedy", 0, 5,
                100))).hasMessageContaining("no character in common with this one (there: fighter, mage; here: thief, cleric)");
        assertThatThrownBy(() -> CompareBase.check(base, base, BASE))
                .hasMessageContaining("that is the folder of this run (--out)");
        assertThatThrownBy(() -> CompareBase.check(dir.resolve("nothing"), dir.resolve("y"), BASE))
                .hasMessageStartingWith("--compare " + dir.resolve("nothing") + ": ")
                .hasMessageContaining("holds no balance run");
    }
}
