package dev.kingme.engine.openings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.engine.openings.BallotCsv.BallotFormatException;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class BallotCsvTest {
    private static final String HEADER = "acf_number,moves,deck,ctd_flag,name\n";

    private static List<Opening> read(String csv) {
        return BallotCsv.read(new StringReader(csv));
    }

    @Test
    void bundledListKeepsItsHeaderAndHasAllRows() throws Exception {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                BallotCsv.class.getResourceAsStream(BallotCsv.ACF_RESOURCE), StandardCharsets.UTF_8))) {
            assertThat(r.readLine()).isEqualTo(BallotCsv.HEADER);
        }
        List<Opening> acf = BallotCsv.acf();
        assertThat(acf).hasSize(174);
        assertThat(acf.get(0)).isEqualTo(new Opening(1, "", List.of("9-13", "21-17", "5-9"), Deck.CROSSBOARD));
        assertThat(acf.get(4).name()).isEqualTo("Dreaded Edinburgh");
        assertThat(acf.get(173)).isEqualTo(
                new Opening(174, "Skunk", List.of("12-16", "24-20", "10-15"), Deck.MAILPLAY));
    }

    @Test
    void readsEmptyAndQuotedNamesWithEitherLineEnd() {
        String csv = "acf_number,moves,deck,ctd_flag,name\r\n"
                + "7,9-13 22-18 10-15,crossboard,True,\r\n"
                + "\r\n"
                + "9,9-13 22-18 11-16,mailplay,false,\"Wilderness, \"\"I\"\"\"\n"
                + "3,9-13 21-17 10-14,barred,False, Shark \n";
        List<Opening> ballots = read(csv);
        assertThat(ballots).extracting(Opening::number).containsExactly(7, 9, 3);
        assertThat(ballots).extracting(Opening::name).containsExactly("", "Wilderness, \"I\"", "Shark");
        assertThat(ballots).extracting(Opening::deck).containsExactly(Deck.CROSSBOARD, Deck.MAILPLAY, Deck.BARRED);
        assertThat(ballots.get(1).moves()).containsExactly("9-13", "22-18", "11-16");
    }

    @ParameterizedTest(name = "[{index}] line {0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            2 | expected 5 fields   | 1,9-13 21-17 5-9,crossboard,False
            2 | expected 5 fields   | 1,9-13 21-17 5-9,crossboard,False,,extra
            2 | "x1" is not a whole | x1,9-13 21-17 5-9,crossboard,False,
            2 | 1 or more, got 0    | 0,9-13 21-17 5-9,crossboard,False,
            2 | no moves            | 1,,crossboard,False,
            2 | "13y22" is not a    | 1,9-13 22-17 13y22,crossboard,False,
            2 | square 33 is off    | 1,9-13 22-17 13-33,crossboard,False,
            2 | deck "Crossboard"   | 1,9-13 21-17 5-9,Crossboard,False,
            2 | ctd_flag "yes"      | 1,9-13 21-17 5-9,crossboard,yes,
            2 | quoted field        | 1,9-13 21-17 5-9,crossboard,False,"Open
            """)
    void badRowIsReportedWithItsLineNumber(int line, String message, String row) {
        assertThatThrownBy(() -> read(HEADER + row + "\n"))
                .isInstanceOf(BallotFormatException.class)
                .hasMessageStartingWith("ballot CSV line " + line + ": ")
                .hasMessageContaining(message)
                .extracting(e -> ((BallotFormatException) e).line()).isEqualTo(line);
    }

    @Test
    void lineNumbersCountBlankLinesAndGoodRows() {
        String csv = HEADER + "1,9-13 21-17 5-9,crossboard,False,\n\n2,9-13 21-17 6-9,crossboard,False,\n"
                + "3,9-13 21-17,barred\n4,9-13 22-17 13x22,crossboard,False,\n";
        assertThatThrownBy(() -> read(csv)).isInstanceOf(BallotFormatException.class)
                .hasMessageStartingWith("ballot CSV line 5: ")
                .extracting(e -> ((BallotFormatException) e).line()).isEqualTo(5);
    }

    @Test
    void repeatedNumberNamesBothLines() {
        String csv = HEADER + "4,9-13 22-17 13x22,crossboard,False,\n4,9-13 21-17 6-9,crossboard,False,\n";
        assertThatThrownBy(() -> read(csv)).isInstanceOf(BallotFormatException.class)
                .hasMessage("ballot CSV line 3: ballot number 4 is already used on line 2");
    }

    @Test
    void headerIsRequired() {
        assertThatThrownBy(() -> read("1,9-13 21-17 5-9,crossboard,False,\n"))
                .isInstanceOf(BallotFormatException.class)
                .hasMessageStartingWith("ballot CSV line 1: expected the header");
        assertThatThrownBy(() -> read("")).isInstanceOf(BallotFormatException.class)
                .hasMessage("ballot CSV line 1: empty; expected the header " + BallotCsv.HEADER);
    }

    @Test
    void sourceNameAppearsInTheMessage() {
        assertThatThrownBy(() -> BallotCsv.read(new StringReader(HEADER + "1\n"), "my-ballots.csv"))
                .hasMessageStartingWith("my-ballots.csv line 2: ");
    }
}
