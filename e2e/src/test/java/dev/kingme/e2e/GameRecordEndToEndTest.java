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
 * The game record and what happened, in Chromium (docs/web.md, "Notation" and "What happened"): a
 * character game's moves listed in pairs as the record reads them, a spell by its title with the dice it
 * caused folded into it, each saying what it was rolled for, no row for a chance roll or a reaction declined;
 * each saving throw a die over its own square; the feed of what happened, newest first, in words, its top
 * in the first screen also on a phone; nothing wider than the window.
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

        // Each saving throw is a die of its own over the square it was for, named by what it needed and did.
        List<String> squares = new ArrayList<>();
        for (JsonNode m : view.get("moves")) {
            for (JsonNode e : m.path("events")) {
                if (e.get("kind").asText().equals("roll")) {
                    squares.add(e.get("squares").get(0).asText());
                }
            }
        }
        assertThat(squares).hasSameSizeAs(rolledFor);
        assertThat(page.locator(".board-die").count()).isEqualTo(squares.size());
        for (int i = 0; i < squares.size(); i++) {
            com.microsoft.playwright.Locator die = page.locator(".board-die").nth(i);
            assertThat(die.getAttribute("data-square")).isEqualTo(squares.get(i));
            assertThat(die.getAttribute("aria-label")).contains("saving throw for", "needs 4 or more: rolled");
            assertThat((Boolean) page.evaluate("([d, sq]) => { const a = d.getBoundingClientRect();"
                    + " const b = document.querySelector('svg.board [data-square=\"' + sq + '\"]').getBoundingClientRect();"
                    + " return a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top; }",
                    List.of(die.elementHandle(), squares.get(i)))).as("die %d over its square", i).isTrue();
        }
        // What the spell did is played out on the board square by square, in the order it happened.
        List<?> pulses = (List<?>) page.evaluate("() => [...document.querySelectorAll('.board-pulse')]"
                + ".map(p => [p.dataset.kind, p.dataset.square, parseFloat(p.style.animationDelay)])");
        List<String> pulsed = new ArrayList<>();
        pulses.forEach(p -> pulsed.add(((List<?>) p).get(0) + " " + ((List<?>) p).get(1)));
        assertThat(pulsed).as("a pulse for the wound of the target").contains("wounded " + squares.get(0));
        List<Double> delays = new ArrayList<>();
        pulses.forEach(p -> delays.add(((Number) ((List<?>) p).get(2)).doubleValue()));
        assertThat(delays).isSorted();
        // What happened, newest first, in words, its top in the window without scrolling.
        List<String> feed = page.locator("#feed .feed-move h3").allInnerTexts();
        assertThat(feed).containsExactly("MOVE 2", "MOVE 1");
        assertThat(page.locator("#feed").innerText()).contains("Fireball 24", "Black casts Fireball at 24",
                "White's saving throw for 24 against 2 wounds needs 4 or more: rolled");
        assertThat(page.locator("#feed .feed-roll").count()).isEqualTo(rolledFor.size());
        page.evaluate("() => window.scrollTo(0, 0)");
        Number feedTop = (Number) page.evaluate("() => document.querySelector('#feed-box').getBoundingClientRect().top");
        assertThat(feedTop.doubleValue()).as("the feed's top in the first %d x 900 of the page", width).isLessThan(900 - 40);

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
        Object wide = page.evaluate("() => [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right"
                + " > window.innerWidth + 0.5).map(e => e.tagName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right))");
        assertThat(overflow.intValue()).as("horizontal overflow at %d px: %s", width, wide).isLessThanOrEqualTo(0);
        page.locator("#moves").screenshot(new com.microsoft.playwright.Locator.ScreenshotOptions()
                .setPath(ServerAndChromium.SCREENSHOTS.resolve("record-" + width + ".png")));
        page.screenshot(new Page.ScreenshotOptions().setPath(ServerAndChromium.SCREENSHOTS.resolve("record-page-" + width + ".png"))
                .setFullPage(true));
    }
}
