package dev.kingme.balance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link BalanceOptions}: the options both front ends take, and what each refusal says. */
class BalanceOptionsTest {
    private static BalancePlan plan(String set, List<String> characters, int games, String ai, int iterations, int plies) {
        return BalanceOptions.plan(set, characters, games, ai, iterations, 1, plies);
    }

    @Test
    void theDefaultsMakeTheWholeLab() {
        BalancePlan p = BalanceOptions.plan(BalanceOptions.SET, null, Integer.parseInt(BalanceOptions.GAMES_PER_PAIR),
                BalanceOptions.AI, Integer.parseInt(BalanceOptions.ITERATIONS), Long.parseLong(BalanceOptions.SEED),
                Integer.parseInt(BalanceOptions.MAX_PLIES));
        assertThat(p.characters()).isEqualTo(BalancePlan.allCharacters()).hasSize(16);
        assertThat(p.size()).isEqualTo(16 * 16 * 2);
        assertThat(p.ai()).isEqualTo("ai:easy");
        // the fast plan: a tenth of ai:easy's own 4000 iterations, which ranks the characters alike (bench/README.md)
        assertThat(p.iterations()).isEqualTo(400);
    }

    @Test
    void namedCharactersAreTakenInAnyCaseAndPutInListingOrder() {
        BalancePlan p = plan("all", List.of(" Schlock", "MAGE ", "cleric"), 1, "greedy", 0, 50);
        assertThat(p.characters()).containsExactly("cleric", "mage", "schlock");
        assertThat(plan("fantasy-rpg", null, 1, "random", 0, 50).characters()).doesNotContain("schlock").contains("mage");
    }

    @Test
    void everyRefusalNamesItsOption() {
        assertThatThrownBy(() -> plan("all", null, 0, "greedy", 0, 50))
                .hasMessage("--games-per-pair must be at least 1, got 0");
        assertThatThrownBy(() -> plan("all", null, 1, "greedy", 0, 0)).hasMessage("--max-plies must be at least 1, got 0");
        assertThatThrownBy(() -> plan("all", null, 1, "greedy", -1, 50))
                .hasMessage("--iterations must not be negative, got -1");
        assertThatThrownBy(() -> plan("chess", null, 1, "greedy", 0, 50)).hasMessageStartingWith("--set: no character set"
                + " called 'chess' (sets: fantasy-rpg, schlock-mercenary, all)");
        assertThatThrownBy(() -> plan("fantasy-rpg", List.of("mage", "schlock"), 1, "greedy", 0, 50))
                .hasMessageStartingWith("--characters: no character called 'schlock' in fantasy-rpg (characters: ");
        assertThatThrownBy(() -> plan("all", List.of("mage", "nobody"), 1, "greedy", 0, 50))
                .hasMessageStartingWith("--characters: no character called 'nobody' in either set");
        assertThatThrownBy(() -> plan("all", List.of("mage", "Mage"), 1, "greedy", 0, 50))
                .hasMessage("--characters: mage is named twice");
        assertThatThrownBy(() -> plan("all", List.of("mage"), 1, "greedy", 0, 50))
                .hasMessage("--characters: a balance run needs at least two characters, got 1");
        assertThatThrownBy(() -> plan("all", null, 1, "human", 0, 50))
                .hasMessageStartingWith("--ai human: the balance lab is played by AIs");
        assertThatThrownBy(() -> plan("all", null, 1, "deep-blue", 0, 50)).hasMessageStartingWith("--ai 'deep-blue'");
        assertThatThrownBy(() -> BalanceOptions.threads(0)).hasMessage("--threads must be at least 1, got 0");
        assertThat(BalanceOptions.threads(null)).isEqualTo(Runtime.getRuntime().availableProcessors());
    }

    @Test
    void outMustBeAFolderOrNothingYet(@TempDir Path dir) throws Exception {
        assertThat(BalanceOptions.out(dir)).isEqualTo(dir);
        assertThat(BalanceOptions.out(dir.resolve("new"))).isEqualTo(dir.resolve("new"));
        Path file = Files.writeString(dir.resolve("file"), "x");
        assertThatThrownBy(() -> BalanceOptions.out(file)).hasMessage("--out " + file + ": not a folder");
    }
}
