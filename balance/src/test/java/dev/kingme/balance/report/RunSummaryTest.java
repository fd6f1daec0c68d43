package dev.kingme.balance.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The terminal's summary of a run: the characters ranked by their score, each with its interval and rating. */
class RunSummaryTest {
    @Test
    void theCharactersAreRankedStrongestFirstWithTheirIntervals() {
        // mage 16 + 12 of 40 = 70%, fighter 8 + 10 = 45%, cleric 4 + 10 = 35%; the rating is 400 log10(s/(1 - s))
        // of the score and of its Wilson bounds: 70% [54.6%, 81.9%] is +147 [+32, +263]
        var results = new LabGames().beats("mage", "cleric", 16, 10).beats("mage", "fighter", 12, 10)
                .beats("cleric", "fighter", 10, 10).results(List.of("mage", "cleric", "fighter"), List.of());
        List<String> lines = RunSummary.lines(results);
        assertThat(lines.get(0)).startsWith("ranking, strongest first");
        assertThat(lines.get(1)).isEqualTo("  #  character  score                     rating                flag");
        assertThat(lines.get(2)).isEqualTo("  1  mage       70.0% [54.6%, 81.9%]      +147 [+32, +263]      stronger");
        assertThat(lines.get(3)).isEqualTo("  2  fighter    45.0% [30.7%, 60.2%]      −35 [−141, +72]");
        assertThat(lines.get(4)).isEqualTo("  3  cleric     35.0% [22.1%, 50.5%]      −108 [−219, +3]");
        assertThat(lines).hasSize(5);
    }
}
