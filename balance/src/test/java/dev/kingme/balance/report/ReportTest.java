package dev.kingme.balance.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.kingme.balance.GameResult;
import dev.kingme.balance.LabResults;
import dev.kingme.balance.Result;
import dev.kingme.balance.stats.BradleyTerry;
import dev.kingme.balance.stats.Interval;
import dev.kingme.balance.stats.ScoreRating;
import dev.kingme.balance.stats.Tally;
import dev.kingme.balance.stats.Wilson;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The report of a run built by hand: three characters, four games for each ordered pairing (mirror games
 * included), 36 games in all.
 *
 * <pre>
 *   mage   (Black) - cleric (White): 4 Black wins, "has no pieces left", 40 42 44 46 plies
 *   cleric (Black) - mage   (White): 4 White wins, "Loot!", 30 plies each
 *   mage   (Black) - NASTY  (White): 4 Black wins, "has no pieces left", 50 plies each
 *   NASTY  (Black) - mage   (White): 4 White wins, MERCENARY (a comma and quotes), 20 plies each
 *   cleric (Black) - NASTY  (White): 3 Black wins "has no pieces left" (60 plies), 1 draw "move limit" (200)
 *   NASTY  (Black) - cleric (White): 3 White wins, 1 Black win, all "has no legal move", 70 plies each
 *   mage   - mage  : 4 Black wins, "has no pieces left", 10 plies each
 *   cleric - cleric: 2 draws "the same position occurred 3 times" (100), 1 Black and 1 White win
 *                    "has no legal move" (80)
 *   NASTY  - NASTY : 2 Black wins, 2 White wins, "Loot!", 90 plies each
 * </pre>
 * So mage scored 16 of 16 against the others, cleric 0 + 6.5 = 6.5 of 16, NASTY 0 + 1.5 = 1.5 of 16.
 */
class ReportTest {
    static final String NASTY = "<b>&\"";
    static final String MERCENARY = "Mercenary, \"5 pennies\"";
    static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;
    static LabResults results;
    static List<Path> files;

    @BeforeAll
    static void write() throws Exception {
        List<GameResult> games = new ArrayList<>();
        add(games, "mage", "cleric", Result.BLACK_WINS, "has no pieces left", 40, 42, 44, 46);
        add(games, "cleric", "mage", Result.WHITE_WINS, "Loot!", 30, 30, 30, 30);
        add(games, "mage", NASTY, Result.BLACK_WINS, "has no pieces left", 50, 50, 50, 50);
        add(games, NASTY, "mage", Result.WHITE_WINS, MERCENARY, 20, 20, 20, 20);
        add(games, "cleric", NASTY, Result.BLACK_WINS, "has no pieces left", 60, 60, 60);
        add(games, "cleric", NASTY, Result.DRAW, "move limit", 200);
        add(games, NASTY, "cleric", Result.WHITE_WINS, "has no legal move", 70, 70, 70);
        add(games, NASTY, "cleric", Result.BLACK_WINS, "has no legal move", 70);
        add(games, "mage", "mage", Result.BLACK_WINS, "has no pieces left", 10, 10, 10, 10);
        add(games, "cleric", "cleric", Result.DRAW, "the same position occurred 3 times", 100, 100);
        add(games, "cleric", "cleric", Result.BLACK_WINS, "has no legal move", 80);
        add(games, "cleric", "cleric", Result.WHITE_WINS, "has no legal move", 80);
        add(games, NASTY, NASTY, Result.BLACK_WINS, "Loot!", 90, 90);
        add(games, NASTY, NASTY, Result.WHITE_WINS, "Loot!", 90, 90);
        results = new LabResults(List.of("mage", "cleric", NASTY), "ai:easy", 42, 4, 200, games);
        files = Report.write(dir.resolve("out"), results);
    }

    private static void add(List<GameResult> games, String black, String white, Result result, String condition,
            int... plies) {
        for (int p : plies) {
            int index = games.size();
            String reason = (result == Result.DRAW ? "Drawn" : result == Result.BLACK_WINS ? "Black wins" : "White wins")
                    + ", by \"" + condition + "\"";
            games.add(new GameResult(index, black, white, index % 4, 1000 + index, result, condition, reason, p));
        }
    }

    private static Path file(String name) {
        return dir.resolve("out").resolve(name);
    }

    private static String read(String name) throws Exception {
        return Files.readString(file(name), StandardCharsets.UTF_8);
    }

    /** Fields of a CSV text as RFC 4180 defines them. */
    static List<List<String>> parseCsv(String text) {
        List<List<String>> rows = new ArrayList<>();
        List<String> row = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < text.length() && text.charAt(i + 1) == '"') {
                    field.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    field.append(c);
                }
            } else if (c == '"') {
                assertThat(field).as("a quote opens a field").isEmpty();
                quoted = true;
            } else if (c == ',') {
                row.add(field.toString());
                field.setLength(0);
            } else if (c == '\r') {
                assertThat(text.charAt(i + 1)).as("CR comes with LF").isEqualTo('\n');
                row.add(field.toString());
                field.setLength(0);
                rows.add(row);
                row = new ArrayList<>();
                i++;
            } else {
                assertThat(c).as("bare line feed").isNotEqualTo('\n');
                field.append(c);
            }
        }
        assertThat(quoted).isFalse();
        assertThat(row).isEmpty();
        assertThat(field).isEmpty();
        return rows;
    }

    private static Map<String, String> record(List<List<String>> rows, int i) {
        Map<String, String> out = new java.util.LinkedHashMap<>();
        for (int c = 0; c < rows.get(0).size(); c++) {
            out.put(rows.get(0).get(c), rows.get(i).get(c));
        }
        return out;
    }

    @Test
    void writesEveryFile() {
        assertThat(files).extracting(p -> p.getFileName().toString()).containsExactly("games.csv", "matrix.csv",
                "characters.csv", "report.json", "heatmap.svg", "report.html");
        for (Path p : files) {
            assertThat(p).exists().isRegularFile();
            assertThat(p.getParent()).isEqualTo(dir.resolve("out"));
        }
    }

    @Test
    void gamesCsvHasOneRowPerGameQuotedAsRfc4180() throws Exception {
        String text = read("games.csv");
        List<List<String>> rows = parseCsv(text);
        assertThat(rows).hasSize(1 + 36);
        assertThat(rows.get(0)).containsExactly("index", "black", "white", "round", "seed", "result", "condition",
                "plies", "reason");
        for (int i = 0; i < 36; i++) {
            GameResult g = results.games().get(i);
            assertThat(rows.get(i + 1)).containsExactly(Integer.toString(g.index()), g.black(), g.white(),
                    Integer.toString(g.round()), Long.toString(g.seed()), g.result().name(), g.condition(),
                    Integer.toString(g.plies()), g.reason());
        }
        // game 12 is the first NASTY - mage game: every field with a quote or comma is quoted, quotes doubled
        // (the reason is: White wins, by "Mercenary, "5 pennies"")
        assertThat(text).contains("\r\n12,\"<b>&\"\"\",mage,0,1012,WHITE_WINS,\"Mercenary, \"\"5 pennies\"\"\",20,"
                + "\"White wins, by \"\"Mercenary, \"\"5 pennies\"\"\"\"\"\r\n");
        assertThat(text).startsWith("index,black,white,round,seed,result,condition,plies,reason\r\n0,mage,cleric,0,1000,");
    }

    @Test
    void matrixCsvHoldsEachOrderedPairWithItsInterval() throws Exception {
        List<List<String>> rows = parseCsv(read("matrix.csv"));
        assertThat(rows).hasSize(1 + 6);
        assertThat(rows.get(0)).containsExactly("row", "column", "points", "games", "score", "lower", "upper",
                "black_points", "black_games", "white_points", "white_games");
        // mage against cleric: 8 of 8; Wilson [8/(8 + z²), 1] = [8/11.841459, 1] = [0.675592, 1]
        Map<String, String> mc = record(rows, 1);
        assertThat(mc).containsEntry("row", "mage").containsEntry("column", "cleric").containsEntry("points", "8")
                .containsEntry("games", "8").containsEntry("score", "1").containsEntry("upper", "1")
                .containsEntry("black_points", "4").containsEntry("black_games", "4");
        assertThat(Double.parseDouble(mc.get("lower"))).isCloseTo(0.675592, within(1e-6));
        // cleric against NASTY: 3 + 1/2 as Black, 3 as White: 6.5 of 8
        Map<String, String> cn = record(rows, 4);
        assertThat(cn).containsEntry("row", "cleric").containsEntry("column", NASTY).containsEntry("points", "6.5")
                .containsEntry("score", "0.8125").containsEntry("black_points", "3.5").containsEntry("white_points", "3");
        Interval ci = Wilson.interval(6.5, 8).orElseThrow();
        assertThat(Double.parseDouble(cn.get("lower"))).isCloseTo(ci.lower(), within(1e-6));
        assertThat(Double.parseDouble(cn.get("upper"))).isCloseTo(ci.upper(), within(1e-6));
        Map<String, String> nc = record(rows, 6);
        assertThat(nc).containsEntry("row", NASTY).containsEntry("column", "cleric").containsEntry("points", "1.5");
    }

    @Test
    void charactersCsvIsStrongestFirstWithFlags() throws Exception {
        List<List<String>> rows = parseCsv(read("characters.csv"));
        assertThat(rows).hasSize(4);
        Map<String, String> first = record(rows, 1);
        assertThat(first).containsEntry("rank", "1").containsEntry("name", "mage").containsEntry("title", "Arcane Mage")
                .containsEntry("set", "Fantasy RPG").containsEntry("flag", "stronger").containsEntry("points", "16")
                .containsEntry("games", "16").containsEntry("wins", "16").containsEntry("losses", "0")
                .containsEntry("mirror_games", "4").containsEntry("mirror_black_score", "1")
                .containsEntry("mean_plies", "30.6");
        assertThat(record(rows, 2)).containsEntry("name", "cleric").containsEntry("flag", "")
                .containsEntry("title", "Stalwart Cleric");
        // an unknown name is shown as given, with no set
        assertThat(record(rows, 3)).containsEntry("name", NASTY).containsEntry("title", NASTY).containsEntry("set", "")
                .containsEntry("flag", "weaker").containsEntry("draws", "1");
    }

    @Test
    void jsonHoldsTheSameNumbersAsTheStatistics() throws Exception {
        JsonNode root = JSON.readTree(file("report.json").toFile());
        JsonNode settings = root.get("settings");
        assertThat(settings.get("ai").asText()).isEqualTo("ai:easy");
        assertThat(settings.get("seed").asLong()).isEqualTo(42);
        assertThat(settings.get("gamesPerPair").asInt()).isEqualTo(4);
        assertThat(settings.get("maxPlies").asInt()).isEqualTo(200);
        assertThat(settings.get("games").asInt()).isEqualTo(36);
        assertThat(settings.get("characters")).extracting(JsonNode::asText).containsExactly("mage", "cleric", NASTY);

        BradleyTerry.Fit fit = BradleyTerry.fit(new Tally(3).add(0, 1, 8, 8).add(0, 2, 8, 8).add(1, 2, 6.5, 8));
        double[] points = {16, 6.5, 1.5};
        String[] flags = {"stronger", "", "weaker"};
        JsonNode chars = root.get("characters");
        for (int i = 0; i < 3; i++) {
            JsonNode c = chars.get(i);
            BradleyTerry.Rating r = fit.ratings().get(i);
            assertThat(c.get("rank").asInt()).isEqualTo(i + 1);
            assertThat(c.get("bradleyTerry").get("elo").asDouble()).isEqualTo(r.elo());
            assertThat(c.get("bradleyTerry").get("standardError").asDouble()).isEqualTo(r.standardError());
            assertThat(c.get("bradleyTerry").get("lower").asDouble()).isEqualTo(r.interval().lower());
            assertThat(c.get("bradleyTerry").get("upper").asDouble()).isEqualTo(r.interval().upper());
            assertThat(c.get("bradleyTerry").get("excludesZero").asBoolean()).isEqualTo(r.excludesZero());
            Interval ci = Wilson.interval(points[i], 16).orElseThrow();
            assertThat(c.get("score").get("points").asDouble()).isEqualTo(points[i]);
            assertThat(c.get("score").get("games").asInt()).isEqualTo(16);
            assertThat(c.get("score").get("score").asDouble()).isEqualTo(points[i] / 16);
            assertThat(c.get("score").get("lower").asDouble()).isEqualTo(ci.lower());
            assertThat(c.get("score").get("upper").asDouble()).isEqualTo(ci.upper());
            assertThat(c.get("flag").asText()).isEqualTo(flags[i]);
            assertThat(c.get("changed").asBoolean()).isFalse();
            // the rating beside the score is the score on the Elo scale, its interval the score's
            ScoreRating rated = ScoreRating.of(new dev.kingme.balance.stats.Score(points[i], 16));
            assertThat(c.get("rating").get("excludesZero").asBoolean()).isEqualTo(!flags[i].isEmpty());
            if (i > 0) {
                assertThat(c.get("rating").get("elo").asDouble()).isEqualTo(rated.elo());
                assertThat(c.get("rating").get("lower").asDouble()).isEqualTo(rated.interval().lower());
                assertThat(c.get("rating").get("upper").asDouble()).isEqualTo(rated.interval().upper());
            }
        }
        // 16 of 16 has no finite rating: +∞, its interval [elo(0.806392), +∞], the infinities null
        assertThat(chars.get(0).get("rating").get("elo").isNull()).isTrue();
        assertThat(chars.get(0).get("rating").get("upper").isNull()).isTrue();
        assertThat(chars.get(0).get("rating").get("lower").asDouble()).isCloseTo(ScoreRating.elo(0.806392), within(1e-3));
        // 16 of 16: [16/(16 + z²), 1] = [16/19.841459, 1] = [0.806392, 1], wholly above 1/2
        assertThat(chars.get(0).get("score").get("lower").asDouble()).isCloseTo(0.806392, within(1e-6));
        assertThat(chars.get(0).get("bradleyTerry").get("elo").asDouble()).isPositive();
        assertThat(chars.get(0).get("title").asText()).isEqualTo("Arcane Mage");
        // mage's games: 172 + 120 + 200 + 80 + 40 = 612 plies over 20 games, mean 30.6, median 30, 10 to 50
        JsonNode mageLengths = chars.get(0).get("lengths");
        assertThat(mageLengths.get("games").asInt()).isEqualTo(20);
        assertThat(mageLengths.get("mean").asDouble()).isCloseTo(30.6, within(1e-12));
        assertThat(mageLengths.get("median").asDouble()).isEqualTo(30.0);
        assertThat(mageLengths.get("min").asInt()).isEqualTo(10);
        assertThat(mageLengths.get("max").asInt()).isEqualTo(50);
        // as Black against the others: mage 8 of 8; NASTY 1 of 8 (one win against cleric)
        assertThat(chars.get(2).get("asBlack").get("points").asDouble()).isEqualTo(1.0);
        assertThat(chars.get(2).get("asWhite").get("points").asDouble()).isEqualTo(0.5);

        // the matrix: six cells, each the row's points against the column over both colours
        JsonNode matrix = root.get("matrix");
        assertThat(matrix).hasSize(6);
        JsonNode nc = matrix.get(5);
        assertThat(nc.get("row").asText()).isEqualTo(NASTY);
        assertThat(nc.get("column").asText()).isEqualTo("cleric");
        assertThat(nc.get("points").asDouble()).isEqualTo(1.5);
        assertThat(nc.get("games").asInt()).isEqualTo(8);
        assertThat(nc.get("lower").asDouble()).isEqualTo(Wilson.interval(1.5, 8).orElseThrow().lower());
        assertThat(nc.get("asBlack").get("points").asDouble()).isEqualTo(1.0);
        assertThat(root.get("mirrors").get(1).get("points").asDouble()).isEqualTo(2.0); // cleric: 1 + 2·½

        // Black's points: 4 + 0 + 4 + 0 + 3.5 + 1 = 12.5 between different characters, 4 + 2 + 2 = 8 in mirrors
        JsonNode first = root.get("firstMove");
        assertThat(first.get("all").get("points").asDouble()).isEqualTo(20.5);
        assertThat(first.get("all").get("games").asInt()).isEqualTo(36);
        assertThat(first.get("all").get("lower").asDouble()).isEqualTo(Wilson.interval(20.5, 36).orElseThrow().lower());
        assertThat(first.get("mirror").get("points").asDouble()).isEqualTo(8.0);
        assertThat(first.get("mirror").get("games").asInt()).isEqualTo(12);

        // all games: 1992 plies over 36, mean 55.333..., median (50 + 50)/2 = 50 (18th and 19th of 36), 10 to 200
        JsonNode all = root.get("lengths").get("all");
        assertThat(all.get("mean").asDouble()).isCloseTo(1992 / 36.0, within(1e-12));
        assertThat(all.get("median").asDouble()).isEqualTo(50.0);
        assertThat(all.get("min").asInt()).isEqualTo(10);
        assertThat(all.get("max").asInt()).isEqualTo(200);
        assertThat(root.get("lengths").get("byCharacter").get(NASTY).get("games").asInt()).isEqualTo(20);

        // endings, most frequent first: no checkers 15 (mage 12, cleric 3), Loot! 8 (mage 4, NASTY 4),
        // no legal move 6 (cleric 5, NASTY 1), MERCENARY 4 (mage 4), repetition 2 draws, move limit 1 draw
        JsonNode endings = root.get("endings");
        assertThat(endings.get("games").asInt()).isEqualTo(36);
        assertThat(endings.get("draws").asInt()).isEqualTo(3);
        JsonNode conditions = endings.get("conditions");
        assertThat(conditions).extracting(n -> n.get("condition").asText()).containsExactly("has no pieces left",
                "Loot!", "has no legal move", MERCENARY, "the same position occurred 3 times", "move limit");
        assertThat(conditions).extracting(n -> n.get("games").asInt()).containsExactly(15, 8, 6, 4, 2, 1);
        assertThat(conditions.get(0).get("share").asDouble()).isEqualTo(15 / 36.0);
        assertThat(conditions.get(0).get("winsBy").get("mage").asInt()).isEqualTo(12);
        assertThat(conditions.get(0).get("winsBy").get("cleric").asInt()).isEqualTo(3);
        assertThat(conditions.get(4).get("draws").asInt()).isEqualTo(2);
        JsonNode mageWins = endings.get("byWinner").get("mage");
        assertThat(mageWins.get("wins").asInt()).isEqualTo(20);
        assertThat(mageWins.get("conditions").get(0).get("share").asDouble()).isEqualTo(12 / 20.0);
        assertThat(mageWins.get("conditions")).extracting(n -> n.get("condition").asText())
                .containsExactly("has no pieces left", "Loot!", MERCENARY);
    }

    @Test
    void heatmapIsStandaloneSvgWithOneCellPerPair() throws Exception {
        Document svg = parseXml(read("heatmap.svg"));
        Element root = svg.getDocumentElement();
        assertThat(root.getLocalName()).isEqualTo("svg");
        assertThat(root.getNamespaceURI()).isEqualTo("http://www.w3.org/2000/svg");
        List<Element> cells = new ArrayList<>();
        NodeList groups = svg.getElementsByTagNameNS("http://www.w3.org/2000/svg", "g");
        for (int i = 0; i < groups.getLength(); i++) {
            Element g = (Element) groups.item(i);
            if (List.of(g.getAttribute("class").split(" ")).contains("cell")) {
                cells.add(g);
            }
        }
        assertThat(cells).hasSize(9);
        assertThat(cells).filteredOn(g -> g.getAttribute("class").contains("mirror")).hasSize(3)
                .allMatch(g -> g.getAttribute("data-row").equals(g.getAttribute("data-column")));
        List<String> pairs = new ArrayList<>();
        for (Element g : cells) {
            pairs.add(g.getAttribute("data-row") + " / " + g.getAttribute("data-column"));
        }
        assertThat(pairs).doesNotHaveDuplicates().contains("mage / cleric", NASTY + " / mage", "cleric / " + NASTY);
        // mage against cleric: 100%, shown with its interval and the games, in dark blue
        Element mc = cells.get(1);
        assertThat(mc.getAttribute("data-row")).isEqualTo("mage");
        assertThat(mc.getTextContent()).contains("100%").contains("68–100%").contains("n=8");
        Element rect = (Element) mc.getElementsByTagNameNS("http://www.w3.org/2000/svg", "rect").item(0);
        assertThat(rect.getAttribute("fill")).isEqualTo(Heatmap.colour(1));
        // the nasty name appears as text, escaped in the file
        assertThat(root.getTextContent()).contains(NASTY);
        assertThat(read("heatmap.svg")).contains("&lt;b&gt;&amp;&quot;").doesNotContain(NASTY);
    }

    @Test
    void heatmapColoursRunFromRedThroughWhiteToBlue() {
        assertThat(Heatmap.colour(0)).isEqualTo("#b2182b");
        assertThat(Heatmap.colour(0.5)).isEqualTo("#ffffff");
        assertThat(Heatmap.colour(1)).isEqualTo("#2166ac");
        // a quarter of the way from white to blue: 255 + (33 - 255)/4 = 199.5 -> 200, ...
        assertThat(Heatmap.colour(0.625)).isEqualTo("#c8d9ea");
    }

    @Test
    void htmlIsSelfContainedFlagsTheSweeperAndEscapesNames() throws Exception {
        String html = read("report.html");
        assertThat(html).startsWith("<!DOCTYPE html>").contains("<meta name=\"viewport\"").contains("<style>");
        assertThat(html).doesNotContainIgnoringCase("<script").doesNotContainIgnoringCase("<link")
                .doesNotContain("src=").doesNotContain("url(http").doesNotContain("@import");
        // the only address in the page is the SVG namespace
        Matcher m = Pattern.compile("https?://[^\"]*").matcher(html);
        while (m.find()) {
            assertThat(m.group()).isEqualTo("http://www.w3.org/2000/svg");
        }
        // the flags: mage won everything, NASTY nearly nothing
        assertThat(html).containsPattern("<tr class=\"stronger\"><td class=\"num\">1</td><td class=\"who\"><strong>mage</strong>");
        assertThat(html).contains("▲ stronger</span> <strong>mage</strong>");
        assertThat(html).containsPattern("<tr class=\"weaker\"><td class=\"num\">3</td><td class=\"who\"><strong>&lt;b&gt;&amp;&quot;</strong>");
        assertThat(html).contains("Arcane Mage · Fantasy RPG");
        // the nasty name and condition only ever escaped
        assertThat(html).doesNotContain(NASTY).doesNotContain("<b>").doesNotContain("\"5 pennies\"")
                .contains("Mercenary, &quot;5 pennies&quot;");
        // settings, the sections, the heatmap inline and parseable
        assertThat(html).contains("ai:easy").contains("<dt>Seed</dt><dd>42</dd>").contains("How to read this")
                .contains("First-move advantage").contains("Game lengths").contains("How games end");
        int start = html.indexOf("<svg");
        int end = html.indexOf("</svg>") + "</svg>".length();
        assertThat(start).isPositive();
        Document svg = parseXml(html.substring(start, end));
        assertThat(svg.getDocumentElement().getNamespaceURI()).isEqualTo("http://www.w3.org/2000/svg");
    }

    @Test
    void aRunWithoutGamesStillReports(@TempDir Path empty) throws Exception {
        LabResults none = new LabResults(List.of("mage", "tagon"), "ai:easy", 1, 0, 100, List.of());
        List<Path> out = Report.write(empty, none);
        assertThat(out).hasSize(6);
        JsonNode root = JSON.readTree(empty.resolve("report.json").toFile());
        assertThat(root.get("firstMove").get("all").get("games").asInt()).isZero();
        assertThat(root.get("firstMove").get("all").get("score").isNull()).isTrue();
        assertThat(root.get("firstMove").get("all").get("lower").isNull()).isTrue();
        assertThat(root.get("lengths").get("all").get("mean").isNull()).isTrue();
        assertThat(root.get("characters").get(1).get("set").asText()).isEqualTo("Schlock Mercenary");
        assertThat(root.get("characters").get(1).get("bradleyTerry").get("elo").asDouble()).isEqualTo(0.0);
        assertThat(root.get("characters").get(1).get("rating").get("elo").isNull()).isTrue();
        Document svg = parseXml(Files.readString(empty.resolve("heatmap.svg")));
        assertThat(svg.getDocumentElement().getTextContent()).contains("–");
        assertThat(Files.readString(empty.resolve("report.html"))).contains("No character is flagged");
    }

    @Test
    void charactersThatPlayedButWereNotListedAreReportedAfterTheOthers(@TempDir Path out) throws Exception {
        List<GameResult> games = List.of(
                new GameResult(0, "mage", "stranger", 0, 7, Result.DRAW, null, null, 12));
        Report.write(out, new LabResults(List.of("mage"), "ai:easy", 1, 1, 100, games));
        JsonNode root = JSON.readTree(out.resolve("report.json").toFile());
        assertThat(root.get("characters")).extracting(n -> n.get("name").asText()).containsExactly("mage", "stranger");
        assertThat(root.get("endings").get("conditions").get(0).get("condition").asText()).isEqualTo("(not given)");
        List<List<String>> rows = parseCsv(Files.readString(out.resolve("games.csv")));
        assertThat(rows.get(1)).containsExactly("0", "mage", "stranger", "0", "7", "DRAW", "", "12", "");
    }

    static Document parseXml(String text) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return f.newDocumentBuilder().parse(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
    }
}
