package dev.kingme.app.command;

import static dev.kingme.app.command.PlayCommandTest.play;
import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.app.terminal.BoardText;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.Games;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code play --game lilypad}, written against Lilypad's documented decisions (each side places its pawn
 * on a back-row checker, {@code Place("pawn", square)} written {@code pawn 2}; a pawn moves with
 * {@code Act("pawn", [from, to])}). They run as soon as Lilypad is among {@link Games#all()}.
 */
class LilypadPlayTest {
    @BeforeEach
    void lilypadIsAGame() {
        Assumptions.assumeTrue(Games.all().stream().map(GameKind::name).anyMatch("lilypad"::equals),
                "Lilypad is not among the games yet");
    }

    @Test
    void eachSidePlacesItsPawnByTextOrByNumberAndTheBoardShowsIt() {
        Run r = play("pawn 2\n1\nquit\n", "--game", "lilypad");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).contains("Black to set up> ", "Choices: 1. pawn 1  2. pawn 2  3. pawn 3  4. pawn 4",
                "pawn 2\n", "White to set up> ", "│      ●       ●♟      ●       ● │",
                BoardText.LEGEND + "  ♟ pawn (on the piece beside it)", "Black to move> ");
        assertThat(r.out()).containsPattern("White to set up> pawn (29|30|31|32)\n");
    }

    @Test
    void aPlacementOffTheBackRowIsRefusedWithThePlacementsThereAre() {
        Run r = play("pawn 13\nquit\n", "--game", "lilypad");
        assertThat(r.out()).contains("! \"pawn 13\" is not legal here", "(choices: pawn 1, pawn 2, pawn 3, pawn 4)");
    }

    @Test
    void aPawnMoveIsAChoiceLikeAnyOther() {
        Run setUp = play("pawn 2\npawn 30\nquit\n", "--game", "lilypad");
        // From the start the twelve men are one chain: the pawn may hop from 2 to any of them, 9 among them.
        Matcher m = Pattern.compile("\\d+\\. (pawn 2-9)(?=  |\n)").matcher(setUp.out());
        assertThat(m.find()).as("a pawn move for Black in %s", setUp.out()).isTrue();
        String pawnMove = m.group(1);
        Run moved = play("pawn 2\npawn 30\n" + pawnMove + "\nquit\n", "--game", "lilypad");
        assertThat(moved.out()).contains("Black to move> " + pawnMove + "\n", "White to move> ");
        // The pawn has left square 2 for another of Black's checkers.
        String last = moved.out().substring(moved.out().lastIndexOf("┌"));
        assertThat(last.lines().skip(1).findFirst()).contains("│      ●       ●       ●       ● │");
        assertThat(last).contains("●♟");
    }

    @Test
    void aFenStartsLilypadWithThePawnsStillToPlaceAndPdnCannotRecordIt() {
        // White to move in the FEN: White places first, then Black, then White moves.
        Run fen = play("pawn 29\npawn 1\nquit\n", "--game", "lilypad", "--fen", "W:W22,29:B1,14");
        assertThat(fen.exit()).isZero();
        assertThat(fen.out()).contains("White to set up> ", "Black to set up> ", "White to move> ");
        Run moves = Run.of("moves", "--game", "lilypad", "--fen", "B:W22,29:B1,14");
        assertThat(moves.outLines()).containsExactly("pawn 1");
        Run save = play("save game.pdn\nquit\n", "--game", "lilypad");
        assertThat(save.out()).contains("! PDN records american only (this game is lilypad): use FILE.json");
    }

    @Test
    void aLilypadGameSavedAsARecordLoadsBackToTheSamePosition(@TempDir Path dir) {
        Path file = dir.resolve("lily.json");
        Run saved = play("pawn 2\npawn 30\n11-15\npawn 30-26\nsave " + file + "\nquit\n", "--game", "lilypad");
        assertThat(saved.out()).contains("saved to " + file);
        Run loaded = play("load " + file + "\nquit\n", "--game", "american");
        assertThat(loaded.out()).contains("loaded game 1 of " + file + " (4 moves)",
                "Black's pawn on 2, bound for White's back row (29-32); White's pawn on 26, bound for Black's back row (1-4)", "Move 2: Black to move");
        Run broken = play("load " + dir.resolve("missing.json") + "\nquit\n", "--game", "lilypad");
        assertThat(broken.out()).contains("! ").contains("missing.json");
    }

    @Test
    void lilypadIsListedWithItsTitle() {
        assertThat(Run.of("games").outLines()).anySatisfy(line -> assertThat(line).startsWith("lilypad "));
    }
}
