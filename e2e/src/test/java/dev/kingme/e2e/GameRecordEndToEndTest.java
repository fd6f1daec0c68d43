package dev.kingme.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.Page;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The game record in Chromium (docs/web.md, "Notation"): a character game's moves listed in pairs as the
 * record reads them, a spell by its title with the dice it caused folded into it as dice of their own, each
 * saying what it was rolled for, no row for a chance roll or a reaction declined, and the list fitting a
 * phone's width.
 */
@Timeout(120)
class GameRecordEndToEndTest {
    @RegisterExtension
    static final ServerAndChromium chromium = new ServerAndChromium();

    @ParameterizedTest
    @ValueSource(ints = {1280, 390})
    void aSpellIsListedByItsTitleWithItsSavingThrowsAsDice(int width) {
        ObjectNode request = KingmeApi.object().put("game", "fantasy-rpg").put("setup", "B:W8,15,22,27,28:B1,4");
        request.putObject("options").put("black", "mage").put("white", "cleric");
        KingmeApi.Answer made = chromium.api().create(request);
        assertThat(made.status()).as("creating %s: %s", request, made.body()).isEqualTo(201);
        Page page = chromium.open(new Browser.NewContextOptions().setViewportSize(width, 900));
        page.navigate(chromium.base() + "/#/game/" + made.body().get("id").asText() + "?token="
                + made.body().get("tokens").get("black").asText());
        GamePage g = new GamePage(page, chromium.api());
        g.waitForGame();
        for (String move : List.of("4x11x18x25", "27-24", "fireball 24")) {
            g.play(move);
        }
        JsonNode view = g.view();
        List<String> rolledFor = new ArrayList<>();
        for (JsonNode m : view.get("moves")) {
            if (m.get("kind").asText().equals("roll")) {
                rolledFor.add(m.get("what").asText() + ": " + m.get("roll").asText());
            }
        }
        assertThat(rolledFor).as("the saving throws of the target and its neighbour").hasSizeGreaterThanOrEqualTo(2)
                .allSatisfy(r -> assertThat(r).contains("saving throw for"));

        page.locator("#moves").scrollIntoViewIfNeeded();
        List<String> rows = new ArrayList<>();
        for (String row : page.locator("#moves li").allInnerTexts()) {
            rows.add(row.replaceAll("\\s+", " ").trim());
        }
        assertThat(rows).hasSize(2);
        assertThat(rows.get(0)).isEqualTo("1. 4x11x18x25 27-24");
        assertThat(rows.get(1)).startsWith("2. Fireball 24").doesNotContain("chance", "fireball", "pass");
        List<String> dice = new ArrayList<>();
        for (Object title : (List<?>) page.evaluate("() => [...document.querySelectorAll('#moves .die-chip')].map(d => d.title)")) {
            dice.add((String) title);
        }
        assertThat(dice).as("a die for each roll, saying what it was for").isEqualTo(rolledFor);
        Number overflow = (Number) page.evaluate("() => document.documentElement.scrollWidth - window.innerWidth");
        assertThat(overflow.intValue()).as("horizontal overflow at %d px", width).isLessThanOrEqualTo(0);
        page.locator("#moves").screenshot(new com.microsoft.playwright.Locator.ScreenshotOptions()
                .setPath(ServerAndChromium.SCREENSHOTS.resolve("record-" + width + ".png")));
        page.screenshot(new Page.ScreenshotOptions().setPath(ServerAndChromium.SCREENSHOTS.resolve("record-page-" + width + ".png"))
                .setFullPage(true));
    }
}
