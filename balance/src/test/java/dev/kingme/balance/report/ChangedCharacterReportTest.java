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
 * A run that played the built-in mage from a changed file is labelled so wherever its results appear: the
 * terminal's ranking, report.html, report.json, characters.csv, the heatmap, the sweep page and the comparison.
 */
class ChangedCharacterReportTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private static LabResults run(List<String> changed, int mageWins) {
        return new LabGames().beats("mage", "fighter", mageWins, 10).results(List.of("mage", "fighter"), changed);
    }

    @Test
    void theReportLabelsAChangedBuiltInCharacter() throws Exception {
        Report.write(dir, run(List.of("mage"), 14));
        String html = Files.readString(dir.resolve("report.html"));
        assertThat(html).contains("<p class=\"notice\"><span class=\"tag\">changed</span> This run changed built-in "
                + "characters: <strong>mage</strong>");
        assertThat(html).contains("<dt>Changed built-in characters</dt><dd>mage (played from character files");
        assertThat(html).contains("<td class=\"who\"><strong>mage</strong> <span class=\"tag\">changed</span>");
        assertThat(html).doesNotContain("<strong>fighter</strong> <span class=\"tag\">");

        JsonNode root = JSON.readTree(dir.resolve("report.json").toFile());
        assertThat(root.get("settings").get("changedCharacters")).extracting(JsonNode::asText).containsExactly("mage");
        assertThat(root.get("characters").get(0).get("changed").asBoolean()).isTrue();
        assertThat(root.get("characters").get(1).get("changed").asBoolean()).isFalse();

        List<List<String>> csv = ReportTest.parseCsv(Files.readString(dir.resolve("characters.csv")));
        int changed = csv.get(0).indexOf("changed");
        assertThat(csv.get(1).get(1)).isEqualTo("mage");
        assertThat(csv.get(1).get(changed)).isEqualTo("true");
        assertThat(csv.get(2).get(changed)).isEqualTo("false");

        assertThat(Files.readString(dir.resolve("heatmap.svg"))).contains(">mage (changed)</text>")
                .contains("changed: played from a character file, not as built in");

        List<String> terminal = RunSummary.lines(run(List.of("mage"), 14));
        assertThat(terminal).anySatisfy(l -> assertThat(l).matches("\\s+1  mage \\(changed\\)\\s+70\\.0% .*"));
        assertThat(terminal).anySatisfy(l -> assertThat(l).startsWith("changed built-in characters: mage"));
    }

    @Test
    void aRunOfBuiltInCharactersIsNotLabelled() throws Exception {
        Report.write(dir, run(List.of(), 14));
        assertThat(Files.readString(dir.resolve("report.html"))).doesNotContain("class=\"tag\">changed")
                .doesNotContain("Changed built-in characters");
        assertThat(RunSummary.lines(run(List.of(), 14))).noneSatisfy(l -> assertThat(l).contains("changed"));
    }

    @Test
    void theSweepAndComparePagesLabelIt() {
        SweepReport.Point three = SweepReport.point(3, "fireball.cost-3", run(List.of("mage"), 12), "mage");
        SweepReport.Point four = SweepReport.point(4, "fireball.cost-4", run(List.of("mage"), 8), "mage");
        String sweep = SweepReport.html("mage.fireball.cost", "mage", List.of(three, four));
        assertThat(sweep).contains("The score of Arcane Mage <span class=\"tag\">changed</span>")
                .contains("These runs changed built-in characters: <strong>mage</strong> (mage by the sweep)");
        assertThat(SweepReport.line("mage.fireball.cost", three)).startsWith("mage.fireball.cost = 3: mage (changed) scores 60.0% [");

        Comparison c = Comparison.of(run(List.of(), 10), run(List.of("mage"), 14), List.of("mage"));
        assertThat(ComparePage.page(c, "base")).contains("Arcane Mage<span class=\"tag\">changed</span>");
        assertThat(c.lines()).anySatisfy(l -> assertThat(l).startsWith("mage (changed) "));
        Comparison back = Comparison.of(run(List.of("mage"), 14), run(List.of(), 10), List.of());
        assertThat(ComparePage.page(back, "base")).contains("Arcane Mage<span class=\"tag\">changed in base</span>",
                "the base run itself changed mage");
        assertThat(back.lines()).anySatisfy(l -> assertThat(l).startsWith("mage (changed in base) "));
        assertThat(back.csv().lines().skip(1)).anySatisfy(l -> assertThat(l).startsWith("mage,Arcane Mage,false,true,"));
    }
}
