package dev.kingme.balance.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kingme.balance.LabResults;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A rock-paper-scissors run: mage beats cleric, cleric beats fighter, fighter beats mage, each in 16 of 20 games,
 * so that every one of them scores exactly 50% against the others and none is flagged. The report says so and
 * names the cycle instead of "No character is flagged".
 */
class NonTransitiveReportTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private static LabResults rockPaperScissors(int wins, int n) {
        return new LabGames().beats("mage", "cleric", wins, n).beats("cleric", "fighter", wins, n)
                .beats("fighter", "mage", wins, n).results(List.of("mage", "cleric", "fighter"), List.of());
    }

    @Test
    void aClearCycleIsReportedInThePageTheJsonAndTheTerminal() throws Exception {
        Report.write(dir, rockPaperScissors(16, 10));
        JsonNode root = JSON.readTree(dir.resolve("report.json").toFile());
        for (JsonNode c : root.get("characters")) {
            assertThat(c.get("score").get("score").asDouble()).isEqualTo(0.5);
            assertThat(c.get("flag").asText()).isEmpty();
        }
        JsonNode cycles = root.get("cycles");
        assertThat(cycles).hasSize(1);
        assertThat(cycles.get(0).get("characters")).extracting(JsonNode::asText).containsExactly("mage", "cleric", "fighter");
        assertThat(cycles.get(0).get("clear").asBoolean()).isTrue();
        assertThat(cycles.get(0).get("weakest").asDouble()).isEqualTo(0.8);
        assertThat(cycles.get(0).get("edges").get(2).get("winner").asText()).isEqualTo("fighter");
        assertThat(cycles.get(0).get("edges").get(2).get("loser").asText()).isEqualTo("mage");
        assertThat(cycles.get(0).get("edges").get(2).get("points").asDouble()).isEqualTo(16.0);

        String html = Files.readString(dir.resolve("report.html"));
        String verdict = html.substring(html.indexOf("<section id=\"verdict\""), html.indexOf("</section>"));
        assertThat(verdict).doesNotContain("No character is flagged").contains("Non-transitive")
                .contains("mage beats cleric 80.0% [58.4%, 91.9%], cleric beats fighter 80.0% [58.4%, 91.9%], "
                        + "fighter beats mage 80.0% [58.4%, 91.9%]");
        assertThat(html).contains("<section id=\"cycles\">", "1 clear non-transitive cycle");

        List<String> lines = RunSummary.lines(rockPaperScissors(16, 10));
        assertThat(lines).anySatisfy(l -> assertThat(l).startsWith("non-transitive: 1 clear non-transitive cycle"));
        assertThat(lines).contains("  mage beats cleric 80.0% [58.4%, 91.9%], cleric beats fighter 80.0% [58.4%, 91.9%], "
                + "fighter beats mage 80.0% [58.4%, 91.9%] (clear)");
    }

    @Test
    void aCycleOnFewGamesIsReportedAsWithinNoise() throws Exception {
        Report.write(dir, rockPaperScissors(2, 1)); // 2 of 2 each way: Wilson [34.2%, 100%]
        JsonNode cycles = JSON.readTree(dir.resolve("report.json").toFile()).get("cycles");
        assertThat(cycles).hasSize(1);
        assertThat(cycles.get(0).get("clear").asBoolean()).isFalse();
        String html = Files.readString(dir.resolve("report.html"));
        String verdict = html.substring(html.indexOf("<section id=\"verdict\""), html.indexOf("</section>"));
        assertThat(verdict).contains("No character is flagged", "1 cycle within noise");
        assertThat(html).contains("(within noise: its weakest edge&#39;s 95% interval contains 50%)");
        assertThat(RunSummary.lines(rockPaperScissors(2, 1)))
                .anySatisfy(l -> assertThat(l).startsWith("non-transitive: 1 cycle within noise"))
                .anySatisfy(l -> assertThat(l).endsWith("(within noise)"));
    }

    @Test
    void transitiveResultsHaveNoCycle() throws Exception {
        LabResults ordered = new LabGames().beats("mage", "cleric", 16, 10).beats("cleric", "fighter", 16, 10)
                .beats("mage", "fighter", 16, 10).results(List.of("mage", "cleric", "fighter"), List.of());
        Report.write(dir, ordered);
        assertThat(JSON.readTree(dir.resolve("report.json").toFile()).get("cycles")).isEmpty();
        assertThat(Files.readString(dir.resolve("report.html"))).contains("None: the pairwise results are transitive.");
        assertThat(RunSummary.lines(ordered)).noneSatisfy(l -> assertThat(l).contains("non-transitive"));
    }
}
