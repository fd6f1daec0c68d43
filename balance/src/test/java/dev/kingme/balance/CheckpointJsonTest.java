package dev.kingme.balance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Checkpoints are written exactly as they were when Jackson wrote them (a run under way is resumed by
 * later versions, and people read the plan), and read back equal.
 */
class CheckpointJsonTest {
    private static final ObjectMapper JACKSON = new ObjectMapper();
    private static final BalancePlan PLAN = new BalancePlan(List.of("ranger", "mage", "schlock"), 2, "greedy", 0, -11, 300);

    @Test
    void thePlanIsLaidOutAsJacksonsPrettyPrinterLaidItOut() throws Exception {
        ObjectNode n = JACKSON.createObjectNode();
        n.put("format", "kingme balance plan 1");
        n.putArray("characters").add("ranger").add("mage").add("schlock");
        n.put("gamesPerPair", 2).put("ai", "greedy").put("iterations", 0).put("seed", -11L).put("maxPlies", 300)
                .put("games", 18);
        assertThat(CheckpointJson.plan(PLAN)).isEqualTo(JACKSON.writerWithDefaultPrettyPrinter().writeValueAsString(n));
        assertThat(CheckpointJson.plan(CheckpointJson.plan(PLAN))).isEqualTo(PLAN);
    }

    @Test
    void aGameLineIsWhatJacksonWroteAndReadsBackEqual() throws Exception {
        GameTask t = PLAN.task(5);
        GameResult g = new GameResult(5, t.black(), t.white(), t.round(), t.seed(), Result.DRAW, "move limit",
                "the move limit: \"300\" decisions \u00e9", 300);
        ObjectNode n = JACKSON.createObjectNode();
        n.put("index", 5).put("black", t.black()).put("white", t.white()).put("round", t.round()).put("seed", t.seed())
                .put("result", "DRAW").put("condition", "move limit").put("reason", g.reason()).put("plies", 300);
        assertThat(CheckpointJson.game(g)).isEqualTo(JACKSON.writeValueAsString(n));
        assertThat(CheckpointJson.game(CheckpointJson.game(g), PLAN)).isEqualTo(g);
    }

    @Test
    void aDamagedLineSaysWhatIsWrong() {
        assertThatThrownBy(() -> CheckpointJson.game("{\"index\": 3, \"black\": ", PLAN))
                .hasMessage("not JSON (line 1, column 23: expected a value, found the end of the text)");
        assertThatThrownBy(() -> CheckpointJson.game("[]", PLAN)).hasMessage("not a game (a JSON object on one line)");
        assertThatThrownBy(() -> CheckpointJson.game("{\"index\": 2.0}", PLAN)).hasMessage("no whole number \"index\"");
        assertThatThrownBy(() -> CheckpointJson.plan("{\"format\": \"kingme balance plan 2\"}"))
                .hasMessage("not a balance plan (format \"kingme balance plan 1\")");
    }
}
