package dev.kingme.app.command;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kingme.record.RecordJson;
import dev.kingme.rules.GameState;
import dev.kingme.rules.record.GameRecord;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code kingme match}: AI against AI, colours alternating, the score and its interval, JSON results. */
class MatchCommandTest {
    @TempDir
    Path dir;

    @Test
    void greedyAgainstRandomAlternatesColoursAndCountsEveryGame() throws Exception {
        Path json = dir.resolve("m.json");
        Run r = Run.of("match", "--black", "greedy", "--white", "random", "--games", "4", "--seed", "7",
                "--json", json.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("match: greedy against random, american, 4 games, seed 7",
                "in 4 games", "score ", "95% interval", "Elo difference", "results written to");
        assertThat(r.err()).contains("4/4");
        JsonNode root = new ObjectMapper().readTree(Files.readString(json));
        JsonNode games = root.get("games");
        assertThat(games).hasSize(4);
        assertThat(games.get(0).get("firstPlays").asText()).isEqualTo("black");
        assertThat(games.get(1).get("firstPlays").asText()).isEqualTo("white");
        double points = 0;
        for (JsonNode g : games) {
            points += g.get("points").asDouble();
            // every game's record replays to a finished game with the result the match counted
            GameRecord record = RecordJson.read(g.get("record").toString());
            GameState end = record.replay();
            assertThat(end).isNotNull();
            assertThat(g.get("result").asText()).isIn("1-0", "0-1", "1/2-1/2");
        }
        JsonNode score = root.get("score");
        assertThat(score.get("wins").asInt() + score.get("draws").asInt() + score.get("losses").asInt()).isEqualTo(4);
        assertThat(score.get("score").asDouble()).isEqualTo(points / 4);
    }

    @Test
    void theSameSeedPlaysTheSameMatchWhateverTheThreads() throws Exception {
        Path one = dir.resolve("one.json");
        Path two = dir.resolve("two.json");
        assertThat(Run.of("match", "--black", "greedy", "--white", "random", "--games", "4", "--seed", "11",
                "--game", "warp", "--json", one.toString()).exit()).isZero();
        assertThat(Run.of("match", "--black", "greedy", "--white", "random", "--games", "4", "--seed", "11",
                "--game", "warp", "--threads", "2", "--json", two.toString()).exit()).isZero();
        ObjectMapper m = new ObjectMapper();
        assertThat(m.readTree(Files.readString(two)).get("games")).isEqualTo(m.readTree(Files.readString(one)).get("games"));
    }

    @Test
    void ballotsArePlayedTwiceWithColoursSwapped() throws Exception {
        Path json = dir.resolve("b.json");
        Run r = Run.of("match", "--black", "random", "--white", "random", "--games", "4", "--ballots", "--seed", "3",
                "--json", json.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        JsonNode games = new ObjectMapper().readTree(Files.readString(json)).get("games");
        assertThat(games.get(0).get("ballot").asInt()).isEqualTo(games.get(1).get("ballot").asInt()).isPositive();
        assertThat(games.get(2).get("ballot").asInt()).isEqualTo(games.get(3).get("ballot").asInt())
                .isNotEqualTo(games.get(0).get("ballot").asInt());
    }

    @Test
    void anSprtPlaysTheBallotsUnlessAnOpeningIsChosen() throws Exception {
        Path json = dir.resolve("d.json");
        Run r = Run.of("match", "--black", "random", "--white", "random", "--games", "4", "--seed", "5",
                "--sprt", "elo0=0,elo1=10", "--json", json.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("from the three-move ballots", "(2 ballot pairs)");
        JsonNode games = new ObjectMapper().readTree(Files.readString(json)).get("games");
        assertThat(games.get(0).get("ballot").asInt()).isEqualTo(games.get(1).get("ballot").asInt()).isPositive();
        assertThat(games.get(0).get("record").get("options").get("opening").asText()).isEqualTo("three-move");

        Path fixed = dir.resolve("g.json");
        Run g = Run.of("match", "--black", "random", "--white", "random", "--games", "2", "--seed", "5",
                "--sprt", "elo0=0,elo1=10", "--option", "opening=gayp", "--json", fixed.toString());
        assertThat(g.exit()).as(g.err()).isZero();
        assertThat(g.out()).doesNotContain("ballot");
        JsonNode one = new ObjectMapper().readTree(Files.readString(fixed)).get("games").get(0);
        assertThat(one.get("record").get("options").get("opening").asText()).isEqualTo("gayp");
    }

    @Test
    void ballotsNamedArePlayedInTheirOrderAndRoundAgain() throws Exception {
        Path json = dir.resolve("n.json");
        Run r = Run.of("match", "--black", "random", "--white", "random", "--games", "6", "--ballots", "30,2", "--seed", "3",
                "--json", json.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        JsonNode games = new ObjectMapper().readTree(Files.readString(json)).get("games");
        int[] ballots = new int[6];
        for (int i = 0; i < 6; i++) {
            ballots[i] = games.get(i).get("ballot").asInt();
        }
        assertThat(ballots).containsExactly(30, 30, 2, 2, 30, 30);
        assertThat(games.get(0).get("record").get("options").get("ballot").asText()).isEqualTo("30");
        assertThat(Run.of("match", "--black", "random", "--white", "random", "--ballots", "2,999").err())
                .contains("--ballots: there is no ballot 999");
    }

    @Test
    void aBallotMatchTestsItsPairsAndGivesAnIntervalWithWidth() throws Exception {
        Path json = dir.resolve("s.json");
        Run r = Run.of("match", "--black", "greedy", "--white", "random", "--games", "5", "--ballots", "--seed", "3",
                "--sprt", "elo0=0,elo1=10", "--json", json.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        // five games: two whole pairs for the SPRT, every game for the score
        assertThat(r.out()).contains("after 5 games (2 ballot pairs)").doesNotContain("infinity");
        JsonNode score = new ObjectMapper().readTree(Files.readString(json)).get("score");
        assertThat(score.get("high").asDouble()).isGreaterThan(score.get("low").asDouble());
        assertThat(score.get("score").asDouble()).isBetween(score.get("low").asDouble(), score.get("high").asDouble());
        for (String elo : new String[] {"elo", "eloLow", "eloHigh"}) {
            assertThat(score.get(elo).isNumber() || score.get(elo).asText().matches("(below|above) [-+]\\d+"))
                    .as(elo + ": " + score.get(elo)).isTrue();
        }
    }

    @Test
    void gamesAreWrittenAsPdnWithTheResultsTheMatchGaveThem() throws Exception {
        Path json = dir.resolve("p.json");
        Path pdn = dir.resolve("p.pdn");
        Run r = Run.of("match", "--black", "greedy", "--white", "random", "--games", "4", "--ballots", "--seed", "9",
                "--json", json.toString(), "--pdn", pdn.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("4 games written to " + pdn);
        JsonNode games = new ObjectMapper().readTree(Files.readString(json)).get("games");
        java.util.List<dev.kingme.engine.pdn.PdnGame> read = dev.kingme.engine.pdn.PdnReader.read(pdn);
        assertThat(read).hasSize(4);
        for (int i = 0; i < 4; i++) {
            dev.kingme.engine.pdn.PdnGame g = read.get(i);
            assertThat(g.replay().ok()).as("game %d replays", i + 1).isTrue();
            assertThat(g.tag("Result")).contains(games.get(i).get("result").asText());
            assertThat(g.tag("Round")).contains(Integer.toString(i + 1));
            assertThat(g.tag(i % 2 == 0 ? "Black" : "White")).contains("greedy");
        }
        assertThat(Run.of("match", "--black", "ai", "--white", "ai", "--game", "warp", "--pdn", pdn.toString()).err())
                .contains("--pdn: PDN records American checkers only, not warp");
    }

    @Test
    void charactersStayWithTheirPlayers() throws Exception {
        Path json = dir.resolve("c.json");
        Run r = Run.of("match", "--game", "fantasy-rpg", "--black", "greedy", "--black-character", "mage",
                "--white", "random", "--white-character", "cleric", "--games", "2", "--seed", "5", "--json", json.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        JsonNode games = new ObjectMapper().readTree(Files.readString(json)).get("games");
        assertThat(games.get(0).get("record").get("options").get("black").asText()).isEqualTo("mage");
        assertThat(games.get(1).get("record").get("options").get("white").asText()).isEqualTo("mage");
        assertThat(games.get(1).get("record").get("options").get("black").asText()).isEqualTo("cleric");
    }

    @Test
    void badRequestsSayWhatIsWrong() {
        assertThat(Run.of("match", "--black", "human", "--white", "ai").err())
                .contains("--black human: a match is played by AIs");
        assertThat(Run.of("match", "--black", "ai:7", "--white", "ai").err()).contains("unknown AI level '7'");
        assertThat(Run.of("match", "--black", "ai", "--white", "ai", "--games", "0").err())
                .contains("--games must be at least 1");
        assertThat(Run.of("match", "--black", "ai", "--white", "ai", "--game", "warp", "--ballots").err())
                .contains("--ballots: warp has no opening ballots");
        assertThat(Run.of("match", "--black", "ai", "--white", "ai", "--black-character", "mage").err())
                .contains("american has no characters");
        assertThat(Run.of("match", "--black", "ai", "--white", "ai", "--game", "fantasy-rpg", "--black-character", "gandalf")
                .err()).contains("gandalf");
    }
}
