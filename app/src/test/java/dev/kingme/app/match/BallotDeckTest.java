package dev.kingme.app.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BallotDeckTest {
    @TempDir
    Path dir;

    @Test
    void theShuffledDeckHoldsEveryBallotOnceInAnOrderTheSeedGives() {
        int[] a = BallotDeck.shuffled(7);
        assertThat(a).hasSize(BallotDeck.count());
        assertThat(Arrays.stream(a).sorted().toArray()).isEqualTo(java.util.stream.IntStream.rangeClosed(1, a.length).toArray());
        assertThat(BallotDeck.shuffled(7)).isEqualTo(a);
        assertThat(BallotDeck.shuffled(8)).isNotEqualTo(a);
    }

    @Test
    void aListIsPlayedInItsOrderAndRoundAgainTwoGamesABallot() {
        int[] deck = BallotDeck.parse("--ballots", " 30, 2");
        assertThat(deck).containsExactly(30, 2);
        int[] played = new int[6];
        for (int i = 0; i < 6; i++) {
            played[i] = BallotDeck.ballot(deck, i);
        }
        assertThat(played).containsExactly(30, 30, 2, 2, 30, 30);
        assertThat(BallotDeck.ballot(null, 3)).isZero();
    }

    @Test
    void aBadListSaysWhatIsWrong() {
        assertThatThrownBy(() -> BallotDeck.parse("--ballots", "2,x")).hasMessage(
                "--ballots: \"x\" is not a ballot number (a list such as 2,30,54)");
        assertThatThrownBy(() -> BallotDeck.parse("--ballots", "2,,3")).hasMessageContaining("\"\" is not a ballot number");
        assertThatThrownBy(() -> BallotDeck.parse("--ballots", "0")).hasMessage(
                "--ballots: there is no ballot 0 (the ACF ballots are 1 to " + BallotDeck.count() + ")");
        assertThatThrownBy(() -> BallotDeck.parse("--ballots", "5,5")).hasMessage("--ballots: ballot 5 is named twice");
    }

    @Test
    void theBallotsAMatchLostAreThoseWhereTheFirstPlayerTookLessThanHalfWorstFirst() throws IOException {
        Path json = dir.resolve("m.json");
        Files.writeString(json, """
                {"games": [
                  {"number": 1, "ballot": 9, "points": 0.5}, {"number": 2, "ballot": 9, "points": 0.0},
                  {"number": 3, "ballot": 4, "points": 0.5}, {"number": 4, "ballot": 4, "points": 0.5},
                  {"number": 5, "ballot": 7, "points": 0.0}, {"number": 6, "ballot": 7, "points": 0.0},
                  {"number": 7, "ballot": 3, "points": 1.0}, {"number": 8, "ballot": 3, "points": 0.0},
                  {"number": 9, "ballot": 5, "points": 0.0}, {"number": 10, "ballot": 5, "points": 0.5},
                  {"number": 11, "points": 0.0}
                ]}""");
        // 7 took nothing; 5 and 9 a quarter each (by number); 4 and 3 half, so not lost; game 11 had no ballot
        assertThat(BallotDeck.lostIn(json)).containsExactly(7, 5, 9);
    }

    @Test
    void aFileThatIsNotAMatchSaysSo() throws IOException {
        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, "{\"games\": [");
        assertThatThrownBy(() -> BallotDeck.lostIn(broken)).isInstanceOf(IOException.class)
                .hasMessageStartingWith(broken + " is not a match's results in JSON");
        Path other = dir.resolve("other.json");
        Files.writeString(other, "{\"players\": 2}");
        assertThatThrownBy(() -> BallotDeck.lostIn(other)).hasMessage(other + ": no \"games\" list (a file of kingme match --json?)");
        assertThatThrownBy(() -> BallotDeck.lostIn(dir.resolve("none.json"))).hasMessage(dir.resolve("none.json") + ": no such file");
    }
}
