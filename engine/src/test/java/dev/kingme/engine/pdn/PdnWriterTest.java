package dev.kingme.engine.pdn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.engine.Fen;
import dev.kingme.engine.Game;
import dev.kingme.engine.Position;
import dev.kingme.engine.Rules;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PdnWriterTest {
    static Game play(Position start, Rules rules, String... moves) {
        Game g = new Game(start, rules);
        for (String m : moves) {
            g.play(m);
        }
        return g;
    }

    static Game play(String... moves) {
        return play(Position.initial(), Rules.STANDARD, moves);
    }

    static List<Position> readBack(String pdn) {
        return PdnReaderTest.only(pdn).replay().positions();
    }

    @Test
    void writesTheSevenStandardTagsInOrderThenTheOthers() {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Opening", "Old Fourteenth");
        tags.put("White", "M \"Red\" Tinsley \\ jr");
        tags.put("Event", "Ohio 1946");
        String pdn = PdnWriter.write(play("11-15", "23-19", "8-11", "22-17", "4-8"), tags);
        assertThat(pdn).isEqualTo("""
                [Event "Ohio 1946"]
                [Site "?"]
                [Date "????.??.??"]
                [Round "?"]
                [Black "?"]
                [White "M \\"Red\\" Tinsley \\\\ jr"]
                [Result "*"]
                [Opening "Old Fourteenth"]

                1. 11-15 23-19 2. 8-11 22-17 3. 4-8 *
                """);
        assertThat(PdnReaderTest.only(pdn).tag("White")).contains("M \"Red\" Tinsley \\ jr");
    }

    @Test
    void aGameFromAPositionGetsFenAndSetUpAndNumbersWhiteFirstWithEllipsis() {
        Position start = Fen.parse("W:W21-32:B1-12");
        String pdn = PdnWriter.write(play(start, Rules.STANDARD, "22-18", "11-15", "18x11"),
                Map.of("Result", "1/2-1/2", "FEN", "ignored"));
        assertThat(pdn).contains("[Result \"1/2-1/2\"]\n[FEN \"W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12\"]\n"
                + "[SetUp \"1\"]\n\n1... 22-18 2. 11-15 18x11 1/2-1/2\n");
        assertThat(readBack(pdn).get(0)).isEqualTo(start);
    }

    @Test
    void usesTheFullPathOnlyWhenTheShortFormIsAmbiguous() {
        Position loop = Fen.parse(PdnReaderTest.LOOP);
        Game single = play(loop, Rules.STANDARD, "15x6x13");
        Game round = play(loop, Rules.STANDARD, "15x22x31x24x15x6x13");
        assertThat(PdnWriter.write(single, Map.of())).endsWith("\n1. 15x6x13 *\n");
        assertThat(PdnWriter.write(round, Map.of())).endsWith("\n1. 15x22x31x24x15x6x13 1-0\n");
        Game plain = play("11-15", "23-18", "9-14", "18x9", "5x14", "22-17", "12-16", "24-19", "16x23", "27x18x9");
        assertThat(PdnWriter.write(plain, Map.of())).endsWith("5. 16x23 27x9 *\n");
        assertThat(readBack(PdnWriter.write(single, Map.of()))).containsExactly(loop, single.position());
        assertThat(readBack(PdnWriter.write(round, Map.of()))).containsExactly(loop, round.position());
    }

    @Test
    void wrapsLinesUnderEightyColumns() {
        Game g = PdnReader.read(ArchiveTest.tinsley()).get(1).replay().orThrow();
        String pdn = PdnWriter.write(g, Map.of());
        assertThat(pdn.lines()).allSatisfy(line -> assertThat(line.length()).isLessThan(80));
        assertThat(pdn.lines().filter(l -> l.matches("\\d.*")).count()).isGreaterThan(1);
        assertThat(readBack(pdn)).last().isEqualTo(g.position());
    }

    @Test
    void huffsAreWrittenAsCommentsAndReadBackUnderTheHuffingTag() {
        Game g = play(Position.initial(), Rules.STANDARD.withHuffing(true), "11-15", "22-18", "9-13");
        g.huff(15);
        g.play("24-19");
        String pdn = PdnWriter.write(g, Map.of());
        assertThat(pdn).contains("[Huffing \"on\"]\n").endsWith("\n1. 11-15 22-18 2. 9-13 {huff 15} 24-19 *\n");
        Replay back = PdnReaderTest.only(pdn).replay();
        List<Position> expected = new java.util.ArrayList<>();
        g.steps().forEach(s -> expected.add(s.before()));
        expected.add(g.position());
        assertThat(back.positions()).isEqualTo(expected);
        assertThat(back.texts()).containsExactly("11-15", "22-18", "9-13", "{huff 15}", "24-19");
        assertThat(back.orThrow().steps().get(3).isHuff()).isTrue();
    }

    @Test
    void aHuffCommentIsAnOrdinaryCommentWithoutTheHuffingTag() {
        Replay r = PdnReaderTest.only("1. 11-15 22-18 2. 15x22 {huff 9} 25x18 *").replay();
        assertThat(r.orThrow().steps()).noneMatch(Game.Step::isHuff);
        PdnException e = PdnReaderTest.only("[Huffing \"on\"]\n1. 11-15 {huff 9} 22-18 *").replay().error()
                .orElseThrow();
        assertThat(e.getMessage()).isEqualTo("line 2, column 10: move 1 \"{huff 9}\": White to move: "
                + "the piece on 9 cannot be huffed now (nothing can be huffed)");
    }

    @Test
    void rejectsTagsItCannotWrite() {
        Game g = new Game();
        assertThat(PdnWriter.write(g, Map.of())).endsWith("[Result \"*\"]\n\n*\n");
        assertThatThrownBy(() -> PdnWriter.write(g, Map.of("Bad Key", "x")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Bad Key");
        assertThatThrownBy(() -> PdnWriter.write(g, Map.of("Event", "two\nlines")))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("tag Event: the value must be one line of text");
        assertThatThrownBy(() -> PdnWriter.write(g, Map.of("Result", "2-0")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("Result tag \"2-0\"");
    }
}
