package dev.kingme.balance.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.balance.LabResults;
import dev.kingme.balance.Result;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/**
 * A score and the rating beside it come from one interval and agree on whether "even" is excluded: on the
 * sweep page, where a clean sweep of four games once showed "100% (51–100%)" beside "+305 (−68 to +678)",
 * and in every standing of any run.
 */
class IntervalAgreementTest {
    @Test
    void aCleanSweepShowsARatingIntervalThatExcludesEvenToo() {
        // mage wins all 4 of its games against fighter: Wilson [51.0%, 100%], so +∞ [+7, +∞]
        LabResults clean = new LabGames().beats("mage", "fighter", 4, 2).results(List.of("mage", "fighter"), List.of());
        SweepReport.Point p = SweepReport.point(2, "fireball.cost-2", clean, "mage");
        String html = SweepReport.html("mage.fireball.cost", "mage", List.of(p, p));
        assertThat(html).contains("<td>100.0% <small>(51%–100%)</small></td><td>+∞ <small>(+7 to +∞)</small></td>");
        assertThat(SweepReport.csv(List.of(p)).lines().skip(1)).allSatisfy(l -> assertThat(l).startsWith("2,1,0.51")
                .contains(",4,inf,7.0"));
        String report = HtmlPage.write(Analysis.of(clean));
        assertThat(report).contains("<span class=\"value\">+∞</span> <span class=\"muted\">[+7, +∞]</span>");
    }

    /** Every standing's rating interval excludes 0 exactly when its score interval excludes 50%, as its flag says. */
    @Property(tries = 200)
    void everyRatingAgreesWithItsScore(@ForAll @Size(9) List<@IntRange(min = 0, max = 2) Integer> outcomes) {
        List<String> names = List.of("mage", "cleric", "fighter");
        LabGames games = new LabGames();
        int k = 0;
        for (String black : names) {
            for (String white : names) {
                if (!black.equals(white)) {
                    games.play(black, white, Result.values()[outcomes.get(k++ % 9)], 3 + k);
                }
            }
        }
        Analysis a = Analysis.of(games.results(names, List.of()));
        for (Analysis.Standing s : a.standings()) {
            boolean scoreExcludes = s.overall().wellAboveHalf() || s.overall().wellBelowHalf();
            assertThat(s.rating().excludesZero()).isEqualTo(scoreExcludes).isEqualTo(s.flag() != Analysis.Flag.NONE);
            assertThat(s.rating().interval().above(0)).isEqualTo(s.flag() == Analysis.Flag.STRONGER);
        }
    }
}
