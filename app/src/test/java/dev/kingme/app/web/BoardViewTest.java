package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.kingme.rules.Topology;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the view tells the board: the last move (its route and the squares it captured), the squares a
 * click picks each choice by ({@code targets}), the squares a power reaches ({@code area}), and the same
 * last move on every position the replay viewer reads.
 */
class BoardViewTest extends ServerOnH2 {
    private static int sq(int number) {
        return Topology.DARK_SQUARES.square(number);
    }

    private static List<Integer> ints(JsonNode array) {
        List<Integer> out = new ArrayList<>();
        array.forEach(n -> out.add(n.intValue()));
        return out;
    }

    private static JsonNode choice(JsonNode view, String text) {
        for (JsonNode c : view.path("choices")) {
            if (c.path("text").asText().equals(text)) {
                return c;
            }
        }
        throw new AssertionError("no choice " + text + " in " + view.path("choices"));
    }

    @Test
    void aCapturesLastMoveListsItsRouteAndTheCapturedSquareInTheViewAndInThePositions() {
        JsonNode created = client.create("{\"game\": \"american\", \"setup\": \"B:W18,32:B14,1\"}");
        String id = created.path("id").asText();
        String token = created.path("tokens").path("black").asText();
        JsonNode before = client.view(id, token);
        assertThat(before.path("lastMove").isNull()).isTrue();
        JsonNode jump = choice(before, "14x23");
        assertThat(ints(jump.path("targets"))).containsExactly(sq(14), sq(23));
        assertThat(ints(jump.path("area"))).isEmpty();

        JsonNode after = client.choose(id, token, before.path("version").intValue(), jump.path("index").intValue()).json();
        JsonNode last = after.path("lastMove");
        assertThat(last.path("player").asText()).isEqualTo("black");
        assertThat(last.path("kind").asText()).isEqualTo("move");
        assertThat(ints(last.path("path"))).containsExactly(sq(14), sq(23));
        assertThat(ints(last.path("captured"))).containsExactly(sq(18));
        assertThat(ints(last.path("squares"))).containsExactlyInAnyOrder(sq(14), sq(18), sq(23));

        JsonNode positions = client.get("/api/games/" + id + "/positions", null).json().path("positions");
        assertThat(positions.get(0).path("lastMove").isNull()).isTrue();
        assertThat(positions.get(1).path("lastMove")).isEqualTo(last);
    }

    @Test
    void theMasersChoiceIsPickedOnThePieceItShootsAndPreviewsItsLineAndItsCapturesAreTheLastMoves() {
        JsonNode created = client.create("{\"game\": \"schlock-mercenary\", \"options\": {\"black\": \"ennesby\","
                + " \"white\": \"none\"}, \"setup\": \"B:W9,18,K27,30,32:B1,5,23\"}");
        String id = created.path("id").asText();
        String token = created.path("tokens").path("black").asText();
        JsonNode view = client.view(id, token);
        JsonNode maser = choice(view, "maser 5 9");
        assertThat(maser.path("kind").asText()).isEqualTo("act");
        assertThat(maser.path("power").asText()).isEqualTo("High-powered Maser");
        assertThat(ints(maser.path("targets"))).containsExactly(sq(9));
        assertThat(ints(maser.path("area"))).containsExactly(sq(9), sq(14), sq(18), sq(23), sq(27), sq(32));
        assertThat(ints(choice(view, "5x14").path("area"))).isEmpty();

        JsonNode after = client.choose(id, token, view.path("version").intValue(), maser.path("index").intValue()).json();
        JsonNode last = after.path("lastMove");
        assertThat(last.path("kind").asText()).isEqualTo("act");
        assertThat(ints(last.path("path"))).isEmpty();
        assertThat(ints(last.path("captured"))).containsExactlyInAnyOrder(sq(9), sq(18), sq(23), sq(27), sq(32));
    }

    @Test
    void aPowerAimedAtAPieceIsPickedOnThatPieceAndAPassOnNoSquare() {
        JsonNode created = client.create("{\"game\": \"schlock-mercenary\", \"options\": {\"black\": \"schlock\","
                + " \"white\": \"none\"}, \"setup\": \"B:W18,32:B14,1\"}");
        String id = created.path("id").asText();
        JsonNode view = client.view(id, created.path("tokens").path("black").asText());
        boolean cannon = false;
        for (JsonNode c : view.path("choices")) {
            if ("Plasma Cannon".equals(c.path("power").asText())) {
                cannon = true;
                assertThat(ints(c.path("targets"))).containsExactly(sq(18));
            }
            if (c.path("kind").asText().equals("pass")) {
                assertThat(ints(c.path("targets"))).isEmpty();
            }
        }
        assertThat(cannon).as("a Plasma Cannon shot among " + view.path("choices")).isTrue();
    }

    /**
     * The line of BrowserEndToEndTest's reaction: White's 31x22 jumps the Cleric's checker on 26 and Black is
     * asked, in White's turn, whether to cure it; the window is about 26, and the cure is aimed at it.
     */
    @Test
    void aReactionWindowNamesTheSquareItIsAbout() {
        JsonNode created = client.create("{\"game\": \"fantasy-rpg\", \"options\": {\"black\": \"cleric\","
                + " \"white\": \"mage\"}}");
        String id = created.path("id").asText();
        String token = created.path("tokens").path("black").asText();
        JsonNode view = client.view(id, token);
        for (String move : List.of("11-15", "22-18", "15x22", "26x17", "12-16", "magic-missile 16", "16-19", "24x15",
                "10x19x26", "31x22")) {
            assertThat(ints(view.path("toAct").path("squares"))).as("before " + move).isEmpty();
            view = client.choose(id, token, view.path("version").intValue(), choice(view, move).path("index").intValue())
                    .json();
        }
        assertThat(view.path("toAct").path("window").asText()).isEqualTo("reaction");
        assertThat(ints(view.path("toAct").path("squares"))).containsExactly(sq(26));
        assertThat(ints(choice(view, "cure-critical-wounds 26").path("targets"))).containsExactly(sq(26));
        assertThat(ints(choice(view, "pass").path("targets"))).isEmpty();
        assertThat(view.path("lastMove").path("player").asText()).isEqualTo("white");
    }
}
