package dev.kingme.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.kingme.app.puzzles.PuzzleSet;
import dev.kingme.engine.puzzles.Puzzle;
import org.junit.jupiter.api.Test;

/**
 * The puzzle trainer's routes: a puzzle by theme without its solution, the next one, a move tried (right with the
 * reply, wrong, or solved), the solution, and bad input refused in words.
 */
class PuzzlesApiTest extends ServerOnH2 {
    /** The shipped puzzle with the longest solution, so that a reply comes between the solver's moves. */
    private static Puzzle longest() {
        Puzzle best = null;
        for (Puzzle p : PuzzleSet.shipped().puzzles()) {
            if (best == null || p.solution().size() > best.solution().size()) {
                best = p;
            }
        }
        return best;
    }

    private Client.Answer attempt(String id, int step, String move) {
        return client.post("/api/puzzles/" + id + "/try", null, "{\"step\": " + step + ", \"move\": \"" + move + "\"}");
    }

    @Test
    void aPuzzleOfAThemeComesWithoutItsSolutionAndTheNextFollows() {
        JsonNode first = client.get("/api/puzzles?theme=shot", null).json();
        JsonNode p = first.path("puzzle");
        assertThat(p.path("theme").asText()).isEqualTo("shot");
        assertThat(p.path("prompt").asText()).matches("(Black|White) to move and (win|draw)");
        assertThat(p.path("difficulty").asInt()).isBetween(1, 5);
        assertThat(p.has("solution")).isFalse();
        assertThat(p.path("position").path("moves").size()).isGreaterThanOrEqualTo(2);
        assertThat(p.path("position").path("paths").size()).isEqualTo(p.path("position").path("moves").size());
        assertThat(first.path("themes")).extracting(t -> t.path("id").asText()).containsExactly("shot", "breakthrough", "endgame");
        assertThat(first.path("catalogue").size()).isEqualTo(PuzzleSet.shipped().puzzles().size());
        JsonNode next = client.get("/api/puzzles?theme=shot&after=" + p.path("id").asText(), null).json().path("puzzle");
        assertThat(next.path("theme").asText()).isEqualTo("shot");
        long shots = PuzzleSet.shipped().puzzles().stream().filter(q -> q.theme().id().equals("shot")).count();
        assertThat(next.path("id").asText().equals(p.path("id").asText())).isEqualTo(shots == 1);
        JsonNode same = client.get("/api/puzzles/" + p.path("id").asText(), null).json().path("puzzle");
        assertThat(same.path("setup").asText()).isEqualTo(p.path("setup").asText());
    }

    @Test
    void theRightMovesAreAnsweredWithTheRepliesUntilSolvedAndAWrongOneIsSaidSo() {
        Puzzle puzzle = longest();
        assertThat(puzzle.solution().size()).isGreaterThanOrEqualTo(3);
        JsonNode solution = client.get("/api/puzzles/" + puzzle.id() + "/solution", null).json().path("solution");
        assertThat(solution.size()).isEqualTo(puzzle.solution().size());
        JsonNode start = client.get("/api/puzzles/" + puzzle.id(), null).json().path("puzzle").path("position");
        String right = solution.get(0).path("move").asText();
        String wrong = null;
        for (JsonNode m : start.path("moves")) {
            if (!m.asText().equals(right)) {
                wrong = m.asText();
            }
        }
        JsonNode no = attempt(puzzle.id(), 0, wrong).json();
        assertThat(no.path("correct").asBoolean()).isFalse();
        assertThat(no.path("solved").asBoolean()).isFalse();
        assertThat(no.has("reply")).isFalse();
        int steps = (solution.size() + 1) / 2;
        for (int step = 0; step < steps; step++) {
            JsonNode yes = attempt(puzzle.id(), step, solution.get(2 * step).path("move").asText()).json();
            assertThat(yes.path("correct").asBoolean()).isTrue();
            assertThat(yes.path("played").path("board").path("pieces").size()).isPositive();
            assertThat(yes.path("solved").asBoolean()).isEqualTo(step == steps - 1);
            if (step < steps - 1) {
                assertThat(yes.path("reply").asText()).isEqualTo(solution.get(2 * step + 1).path("move").asText());
                assertThat(yes.path("position").path("lastMove").path("path").size()).isGreaterThanOrEqualTo(2);
                assertThat(yes.path("position").path("board")).isEqualTo(solution.get(2 * step + 1).path("position").path("board"));
            }
        }
    }

    @Test
    void badInputIsRefusedInWords() {
        Puzzle puzzle = longest();
        assertThat(client.get("/api/puzzles?theme=fork", null).status()).isEqualTo(400);
        assertThat(client.get("/api/puzzles?theme=fork", null).error()).contains("no theme", "shot, breakthrough and endgame");
        assertThat(client.get("/api/puzzles/nosuch", null).status()).isEqualTo(404);
        assertThat(client.get("/api/puzzles/nosuch/solution", null).error()).contains("no puzzle 'nosuch'");
        Client.Answer notAMove = attempt(puzzle.id(), 0, "1-99");
        assertThat(notAMove.status()).isEqualTo(400);
        assertThat(notAMove.error()).contains("'move': 1-99 is not a move here; the moves are ");
        Client.Answer farStep = attempt(puzzle.id(), 9, "1-5");
        assertThat(farStep.status()).isEqualTo(400);
        assertThat(farStep.error()).contains("'step' must be between 0 and " + ((puzzle.solution().size() - 1) / 2));
        assertThat(client.post("/api/puzzles/" + puzzle.id() + "/try", null, "{\"step\": 0}").error()).contains("'move' is missing");
        assertThat(client.post("/api/puzzles/" + puzzle.id() + "/try", null, "[1]").status()).isEqualTo(400);
    }
}
