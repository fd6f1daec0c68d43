package dev.kingme.balance.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.balance.GameResult;
import dev.kingme.balance.LabResults;
import dev.kingme.balance.Result;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The lab's scores beside rated players': read from the server's answer, each character's and each pairing's. */
class PeopleBesideTest {
    /** {@code n} games of mage against fighter, each side half as Black, mage winning {@code mageWins} of them. */
    private static LabResults run(int n, int mageWins) {
        List<GameResult> games = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            boolean mageBlack = i % 2 == 0;
            Result r = (i < mageWins) == mageBlack ? Result.BLACK_WINS : Result.WHITE_WINS;
            games.add(new GameResult(i, mageBlack ? "mage" : "fighter", mageBlack ? "fighter" : "mage", i, i, r, "x", "x", 40));
        }
        return new LabResults(List.of("mage", "fighter"), "greedy", 1, n / 2, 300, games);
    }

    @Test
    void theLabsScoreAndRatedPlayersStandSideBySide() {
        PeopleBeside.People people = PeopleBeside.read("{\"game\": \"fantasy-rpg\", \"pairings\": ["
                + "{\"character\": \"mage\", \"opponent\": \"fighter\", \"wins\": 5, \"draws\": 2, \"losses\": 3},"
                + "{\"character\": \"fighter\", \"opponent\": \"mage\", \"wins\": 3, \"draws\": 2, \"losses\": 5}]}");
        assertThat(people.overall().get("mage").rate()).isEqualTo(0.6);
        List<String> lines = PeopleBeside.lines(Analysis.of(run(100, 58)), people);
        assertThat(lines.get(0)).contains("fantasy-rpg");
        assertThat(lines).anySatisfy(l -> assertThat(l).startsWith("  mage: the lab says 58.0%").contains("rated players 60.0%", "in 10 games"));
        assertThat(lines).anySatisfy(l -> assertThat(l).startsWith("  mage against fighter: the lab says 58.0%")
                .contains("rated players 60.0%"));
    }

    @Test
    void whatIsNotTheServersAnswerIsRefusedSayingWhere() {
        assertThatThrownBy(() -> PeopleBeside.read("{\"pairings\": [\n{\"character\": }]}"))
                .hasMessageContaining("line 2");
        assertThatThrownBy(() -> PeopleBeside.read("[]")).hasMessageContaining("'pairings'");
        assertThatThrownBy(() -> PeopleBeside.read("{\"pairings\": [{\"character\": \"mage\"}]}"))
                .hasMessageContaining("pairing 1");
    }
}
