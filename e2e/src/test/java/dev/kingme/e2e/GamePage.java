package dev.kingme.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.WaitForSelectorState;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One browser tab on a game page (#/game/ID?token=T) and what a player does there: wait for its turn,
 * read which squares the page highlights, click squares and buttons. The page is told nothing behind its
 * back: every action goes through a click; the API is only read, to know which squares a scripted move
 * clicks.
 */
final class GamePage {
    /** How long a page may take to show what the server did (a move, an AI's answer, a reconnect). */
    static final double PROMPT_MS = 10_000;

    private static final Pattern GAME_URL = Pattern.compile("#/game/([^?]+)(?:\\?token=([^&]+))?");

    /** Which squares the board marks: rings on pieces that may start a move, dots where the pick may go on. */
    private static final String HIGHLIGHTS = """
            () => {
              const board = document.querySelector('svg.board');
              if (!board) return {origins: [], targets: [], selected: []};
              const hits = [...board.querySelectorAll('[data-square]')]
                .map((h) => [Number(h.dataset.square), h.getBoundingClientRect()]);
              const at = (el) => {
                const r = el.getBoundingClientRect();
                const x = r.left + r.width / 2, y = r.top + r.height / 2;
                const f = hits.find(([, b]) => x >= b.left && x < b.right && y >= b.top && y < b.bottom);
                return f ? f[0] : -1;
              };
              return {
                origins: [...board.querySelectorAll('.ring.on')].map(at),
                targets: [...board.querySelectorAll('.dot.on')].map(at),
                selected: [...board.querySelectorAll('.hl.selected')].map(at),
              };
            }""";

    /** The squares under the board's elements that match a selector (".hl.last", ".ring.aim"). */
    private static final String MARKED = """
            selector => {
              const board = document.querySelector('svg.board');
              if (!board) return [];
              const hits = [...board.querySelectorAll('[data-square]')]
                .map((h) => [Number(h.dataset.square), h.getBoundingClientRect()]);
              return [...board.querySelectorAll(selector)].map((el) => {
                const r = el.getBoundingClientRect();
                const x = r.left + r.width / 2, y = r.top + r.height / 2;
                const f = hits.find(([, b]) => x >= b.left && x < b.right && y >= b.top && y < b.bottom);
                return f ? f[0] : -1;
              });
            }""";

    /** Has the page sent the move: is an action under way or answered since version {@code v}? */
    private static final String SENT = "v => Number(document.body.dataset.version) !== v"
            + " || document.body.classList.contains('busy')";

    final Page page;
    private final KingmeApi api;
    /** The game and the seat's token when the page's address does not say them (a lesson's game), else null. */
    private final String id;
    private final String token;

    GamePage(Page page, KingmeApi api) {
        this(page, api, null, null);
    }

    /** The game {@code id} as seat {@code token} plays it on a page whose address names neither (a lesson). */
    GamePage(Page page, KingmeApi api, String id, String token) {
        this.page = page;
        this.api = api;
        this.id = id;
        this.token = token;
    }

    /** The game's id, from the page's address. */
    String id() {
        return id != null ? id : urlPart(1);
    }

    /** The seat's token in the page's address, or null (a spectator). */
    String token() {
        return id != null ? token : urlPart(2);
    }

    private String urlPart(int group) {
        Matcher m = GAME_URL.matcher(page.url());
        assertThat(m.find()).as("a game page's address, not %s", page.url()).isTrue();
        String s = m.group(group);
        return s == null ? null : URLDecoder.decode(s, StandardCharsets.UTF_8);
    }

    /** The view as this page's seat sees it, straight from the server. */
    JsonNode view() {
        return api.view(id(), token());
    }

    /** body[data-version], the version of the view the page drew last; -1 before the first. */
    int version() {
        Object v = page.evaluate("() => document.body.dataset.version ?? '-1'");
        return Integer.parseInt(String.valueOf(v));
    }

    /** Waits until the page has drawn version {@code v} or a later one. */
    void waitForVersion(int v) {
        waitForVersion(v, PROMPT_MS);
    }

    void waitForVersion(int v, double timeoutMs) {
        until("v => Number(document.body.dataset.version ?? -1) >= v", v, timeoutMs, "the page to show version " + v);
    }

    /** Waits until the page has drawn a version after {@code v}. */
    void waitForVersionAfter(int v) {
        until("v => Number(document.body.dataset.version ?? -1) > v", v, PROMPT_MS, "the page to show a version after " + v);
    }

    /** Waits for the page's first view. */
    void waitForGame() {
        until("() => document.body.dataset.version !== undefined && !!document.querySelector('svg.board [data-square]')",
                null, PROMPT_MS, "the game page's first view");
    }

    /**
     * Waits until this page may act (body[data-turn=mine] and no action under way) or the game is over;
     * answers true when it may act.
     */
    boolean waitForTurnOrEnd(double timeoutMs) {
        until("() => (document.body.dataset.turn === 'mine' && !document.body.classList.contains('busy'))"
                + " || !document.getElementById('game-over').hidden", null, timeoutMs, "this seat's turn or the game's end");
        return page.locator("#game-over").isHidden();
    }

    /**
     * Waits until {@code predicate} (a JavaScript function of {@code arg}) is true in the page. The page's
     * Content-Security-Policy forbids eval, which Playwright's waitForFunction needs, so this asks again
     * every 20 ms through evaluate (which the policy allows) until it holds or the time is up.
     */
    void until(String predicate, Object arg, double timeoutMs, String what) {
        long end = System.nanoTime() + (long) (timeoutMs * 1e6);
        while (!Boolean.TRUE.equals(page.evaluate(predicate, arg))) {
            if (System.nanoTime() > end) {
                throw new AssertionError("waited " + (long) timeoutMs + " ms for " + what + " in vain; the page at "
                        + page.url() + " shows version " + version() + ", #to-act: " + text("#to-act")
                        + ", #message: " + text("#message"));
            }
            page.waitForTimeout(20);
        }
    }

    void waitForTurn() {
        assertThat(waitForTurnOrEnd(PROMPT_MS)).as("the game went on (#game-over: %s)", text("#game-over")).isTrue();
    }

    /** The squares the board highlights, by kind. */
    Map<String, Set<Integer>> highlights() {
        @SuppressWarnings("unchecked")
        Map<String, List<Number>> raw = (Map<String, List<Number>>) page.evaluate(HIGHLIGHTS);
        Map<String, Set<Integer>> out = new java.util.HashMap<>();
        raw.forEach((k, list) -> {
            Set<Integer> set = new TreeSet<>();
            list.forEach(n -> set.add(n.intValue()));
            out.put(k, set);
        });
        return out;
    }

    /**
     * The squares the board marks with {@code selector}: ".hl.last" (the last move's route), ".hl.captured",
     * ".hl.area" (what the choice under the pointer reaches), ".ring.aim" (a power's targets).
     */
    Set<Integer> marked(String selector) {
        Set<Integer> out = new TreeSet<>();
        for (Object n : (List<?>) page.evaluate(MARKED, selector)) {
            out.add(((Number) n).intValue());
        }
        return out;
    }

    /** The square indices of a JSON array, as a set. */
    static Set<Integer> squares(JsonNode array) {
        Set<Integer> out = new TreeSet<>();
        array.forEach(n -> out.add(n.asInt()));
        return out;
    }

    Locator square(int sq) {
        return page.locator("svg.board [data-square=\"" + sq + "\"]");
    }

    void clickSquare(int sq) {
        square(sq).click();
    }

    /** The accessible description of a square: "square 16, black man, wounded". */
    String squareLabel(int sq) {
        return square(sq).getAttribute("aria-label");
    }

    String text(String selector) {
        return page.locator(selector).innerText();
    }

    /**
     * The accessible names of the buttons {@code selector} finds: a choice's whole typed text
     * ("magic-missile 21") where its label is shorter ("at 21"), else its text.
     */
    List<String> buttonNames(String selector) {
        List<String> names = new ArrayList<>();
        Locator found = page.locator(selector);
        for (int i = 0; i < found.count(); i++) {
            String name = found.nth(i).getAttribute("aria-label");
            names.add(name != null ? name : found.nth(i).innerText());
        }
        return names;
    }

    List<String> moveTexts() {
        return page.locator("#moves [data-move]").allInnerTexts();
    }

    /**
     * Plays one whole move chosen at random among what the page offers: a highlighted origin, then a
     * highlighted target after each click until the page sends the move. Checks on the way that the page
     * highlights exactly the origins of the server's choices. Answers the squares clicked.
     */
    List<Integer> playRandomMove(Random random) {
        JsonNode view = view();
        Set<Integer> origins = new TreeSet<>();
        for (JsonNode c : view.get("choices")) {
            if (c.get("path").size() >= 2) {
                origins.add(c.get("path").get(0).asInt());
            }
        }
        Map<String, Set<Integer>> hl = highlights();
        assertThat(hl.get("origins")).as("the pieces the page rings as movable (version %d)", version())
                .isEqualTo(origins);
        int before = version();
        List<Integer> clicked = new ArrayList<>();
        int origin = pick(random, origins);
        clickSquare(origin);
        clicked.add(origin);
        for (int hop = 0; hop < 12; hop++) {
            until("v => Number(document.body.dataset.version) !== v"
                            + " || !!document.querySelector('svg.board .dot.on') || document.body.classList.contains('busy')",
                    before, PROMPT_MS, "the page to send the move or offer the next square after " + clicked);
            if (Boolean.TRUE.equals(page.evaluate(SENT, before))) {
                waitForVersionAfter(before);
                settle();
                return clicked;
            }
            Set<Integer> targets = highlights().get("targets");
            assertThat(targets).as("squares the page marks to go on to after %s", clicked).isNotEmpty();
            int next = pick(random, targets);
            clickSquare(next);
            clicked.add(next);
        }
        throw new AssertionError("the page never sent the move after clicking " + clicked);
    }

    private static int pick(Random random, Set<Integer> from) {
        List<Integer> list = new ArrayList<>(from);
        return list.get(random.nextInt(list.size()));
    }

    /** The view's choice with this text; fails listing the choices there are. */
    static JsonNode choice(JsonNode view, String text) {
        List<String> texts = new ArrayList<>();
        for (JsonNode c : view.get("choices")) {
            if (c.get("text").asText().equals(text)) {
                return c;
            }
            texts.add(c.get("text").asText());
        }
        throw new AssertionError("no choice '" + text + "' at version " + view.get("version") + "; the choices: " + texts);
    }

    /**
     * Makes the choice with this text the way a person does: a move square by square on the board
     * (checking that each square is highlighted before it is clicked), any other choice with its button,
     * after pressing the power's button when it uses a power and that button is enabled (whether it must
     * be enabled is for the caller to check). Waits until the page shows the new version.
     */
    void play(String text) {
        waitForTurn();
        JsonNode view = view();
        assertThat(version()).as("the page shows the server's version").isEqualTo(view.get("version").asInt());
        JsonNode c = choice(view, text);
        int before = version();
        JsonNode path = c.get("path");
        if (path.size() >= 2) {
            for (int i = 0; i < path.size(); i++) {
                int sq = path.get(i).asInt();
                Map<String, Set<Integer>> hl = highlights();
                assertThat(i == 0 ? hl.get("origins") : hl.get("targets"))
                        .as("highlighted before clicking square %d of %s", sq, text).contains(sq);
                clickSquare(sq);
            }
            until("v => Number(document.body.dataset.version) > v || document.body.classList.contains('busy')"
                            + " || !!document.querySelector('#picker:not([hidden])')",
                    before, PROMPT_MS, "the page to send " + text + " or offer to stop there");
            if (version() == before && page.locator("#picker").isVisible()) {
                // The squares clicked are a whole move and the start of a longer one: "stop here".
                Locator stop = page.locator("#stop-here");
                if (stop.count() == 0) {
                    stop = page.locator("#picker [data-stop=\"" + c.get("index").asInt() + "\"]");
                }
                stop.click();
            }
        } else {
            String power = c.get("power").isNull() ? null : c.get("power").asText();
            Locator button = power == null ? null : page.locator("[data-power=\"" + power + "\"]");
            if (button != null && button.isEnabled()) {
                // The power's button shows only the choices that use it.
                button.click();
                page.locator("#power-filter").waitFor(new Locator.WaitForOptions().setState(WaitForSelectorState.VISIBLE));
                assertThat(buttonNames("#choices button[data-choice]")).as("the choices %s shows", power)
                        .contains(text);
            }
            page.locator("#choices button[data-choice=\"" + c.get("index").asInt() + "\"]").click();
        }
        waitForVersionAfter(before);
        settle();
    }

    /** Waits until no action of this page is under way (the page marks the body busy while one is). */
    void settle() {
        until("() => !document.body.classList.contains('busy')", null, PROMPT_MS, "the page's action to be answered");
    }

    /** The time the page's clock shows for {@code side} ("0:09.4"), or null when it shows no clock. */
    String clock(String side) {
        Locator c = page.locator(".clock[data-side=\"" + side + "\"]");
        return c.count() == 0 || !c.isVisible() ? null : c.innerText().strip();
    }

    /** Waits until the page shows {@code side}'s clock red: under ten seconds. */
    void waitForLowClock(String side, double timeoutMs) {
        until("s => !!document.querySelector('.clock.low[data-side=\"' + s + '\"]')", side, timeoutMs,
                side + "'s clock to turn red");
    }

    /** Waits until the page shows the game over, and answers what it says. */
    String waitForEnd(double timeoutMs) {
        until("() => !document.getElementById('game-over').hidden", null, timeoutMs, "the game's end");
        return text("#game-over");
    }
}
