package dev.kingme.rules.lilypad;

import static dev.kingme.rules.lilypad.Boards.RULES;
import static dev.kingme.rules.lilypad.Boards.place;
import static dev.kingme.rules.lilypad.Boards.position;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.rules.GameState;
import dev.kingme.rules.Player;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Verdict;
import dev.kingme.rules.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Lilypad's position text (ruling L24): PDN FEN, and a fourth field for the pawns. */
class LilypadFenTest {
    @Test
    void aPawnFieldPutsThePawnsOnTheirCheckersAndTheSideToMoveMoves() {
        GameState s = RULES.initial("W:W22,29,K30:B1,2,14:P2,30");
        assertThat(s).isEqualTo(position("W:W22,29,K30:B1,2,14", 2, 30));
        assertThat(RULES.toAct(s)).isEqualTo(new ToAct.Choice(Player.WHITE, Window.MAIN));
        assertThat(RULES.setupText(s)).isEqualTo("W:W22,29,K30:B1,2,14:P2,30");
    }

    @Test
    void aSideWithoutAPawnInTheFieldHasLostItAndAnEmptyFieldIsThePawnDraw() {
        GameState s = RULES.initial("B:W22,29,30:B1,2,14:P30");
        assertThat(RULES.describe(s)).isEqualTo("Black's pawn lost; White's pawn on 30, bound for Black's back row (1-4)");
        GameState none = RULES.initial("B:W22,29,30:B1,2,14:P");
        assertThat(RULES.toAct(none)).isEqualTo(new ToAct.Terminal(Verdict.draw("both sides have lost their pawns")));
        assertThat(RULES.setupText(none)).isEqualTo("B:W22,29,30:B1,2,14:P");
    }

    @Test
    void duringTheSetupThePositionIsWrittenWithoutPawnsForTheSideThatMovesFirst() {
        GameState s = RULES.initial("W:W22,29,30:B1,2,14");
        assertThat(RULES.setupText(s)).isEqualTo("W:W22,29,30:B1,2,14");
        assertThat(RULES.setupText(RULES.apply(s, place(30)))).isEqualTo("W:W22,29,30:B1,2,14");
        assertThat(RULES.initial(RULES.setupText(s))).isEqualTo(s);
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', value = {
        "B:W22,29:B1,2:X2       | the fourth field lists the pawns and starts with P (P2,30, or P for none), not 'X2'",
        "B:W22,29:B1,2:P33      | pawn field: '33' is not a square (1-32)",
        "B:W22,29:B1,2:P5       | pawn field: there is no checker on 5 to carry a pawn (a pawn stands on a checker of its own side)",
        "B:W22,29:B1,2:P1,2     | pawn field: Black has pawns on 1 and 2; each side has one pawn",
        "B:W22,29:B1,2:P1,1     | pawn field: 1 is listed twice",
        "B:W22,29:B1,2:P1:P29   | expected 3 fields separated by ':' (side to move, one list per colour) and a fourth for the pawns (P2,30), found 5",
    })
    void aBadPawnFieldIsRefusedWithWhatIsWrong(String text, String message) {
        assertThatThrownBy(() -> RULES.initial(text)).isInstanceOf(IllegalArgumentException.class).hasMessage(message);
    }
}
