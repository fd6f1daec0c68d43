package dev.kingme.rules.character;

import static dev.kingme.rules.character.Table.refused;
import static dev.kingme.rules.character.Table.sq;
import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.record.CharacterJson;
import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Options;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Transition;
import dev.kingme.rules.Window;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The {@code move} block at once and along a line (the Terraport, which waits for a die and goes anywhere, is
 * {@link KevynTest}'s): a blink sends a piece of its owner's up to two squares along a clear diagonal onto an
 * empty square, before the move, once a turn; it is offered only where it may go, refused with the reason
 * elsewhere, crowns a man it brings to the far row, and may not take away a capture to be made.
 */
class MoveBlockTest {
    static final String BLINKER = """
            {"format": "kingme character 1", "id": "blinker", "title": "Blinker", "set": "fantasy-rpg",
             "powers": [{"title": "Blink", "summary": "before moving, a piece of yours blinks up to 2 squares along a clear diagonal",
               "seed": "Once a turn, before you move, one of your pieces may blink.",
               "act": {"name": "blink", "window": "before-moving", "per-turn": 1,
                 "target": {"whose": "own", "reach": "anywhere"},
                 "effects": [{"move": {"to": "line", "range": 2, "after": "now"}}],
                 "says": "{power}: {from} blinks to {to}"}}]}""";

    private static final Rules RULES = CharacterGames.rules(FantasyRpg.GAME, Options.defaults(FantasyRpg.GAME),
            CharacterJson.read(BLINKER).hero(), Hero.NONE);

    private static List<String> blinks(GameState s) {
        return Table.legal(RULES, s).stream().filter(d -> d.startsWith("blink")).toList();
    }

    /** Black's man on 14, White's on 23 (diagonally ahead) and 32. */
    @Test
    void aPieceBlinksAlongAClearDiagonalAndTheMoveIsStillToMake() {
        Table t = Table.of(RULES, "B:W27,32:B14");
        GameState start = t.state();
        // 14's diagonals: 9 and 5 (back), 10 and 7 (back), 17 and 21, 18 and 23 (ahead), at most two squares
        assertThat(blinks(start)).containsExactlyInAnyOrder("blink 14 5", "blink 14 7", "blink 14 9", "blink 14 10",
                "blink 14 17", "blink 14 18", "blink 14 21", "blink 14 23");
        Transition tr = Table.play(RULES, start, "blink 14 23");
        assertThat(Table.texts(tr)).contains("Blink: 14 blinks to 23");
        GameState s = tr.state();
        assertThat(s.owner(sq(23))).isEqualTo(Player.BLACK);
        assertThat(s.owner(sq(14))).isNull();
        assertThat(RULES.toAct(s)).isEqualTo(new ToAct.Choice(Player.BLACK, Window.MAIN));
        assertThat(blinks(s)).as("once a turn").isEmpty();
        assertThat(Table.legal(RULES, s)).isNotEmpty();
    }

    @Test
    void aBlinkIsRefusedWithTheReason() {
        Table t = Table.of(RULES, "B:W19,32:B14,1");
        GameState s = t.state();
        refused(t, s, Decision.Act.of("blink", sq(14), sq(14)), "the destination must be another square than 14");
        refused(t, s, Decision.Act.of("blink", sq(14), sq(19)), "19 is not an empty square");
        refused(t, s, Decision.Act.of("blink", sq(14), sq(20)), "no straight, unblocked diagonal from 14 to 20");
        refused(t, s, Decision.Act.of("blink", sq(19), sq(15)), "there is no checker of yours on 19");
        refused(t, s, Decision.Act.of("blink", sq(1), sq(15)), "15 is out of range: the Blink reaches 2 squares");
    }

    @Test
    void aManBlinkingOntoTheFarRowIsCrowned() {
        Table t = Table.of(RULES, "B:W4:B22");
        String onTheFarRow = blinks(t.state()).stream().filter(d -> d.matches("blink 22 (29|30|31|32)")).findFirst()
                .orElseThrow();
        int to = Integer.parseInt(onTheFarRow.substring(onTheFarRow.lastIndexOf(' ') + 1));
        GameState s = Table.play(RULES, t.state(), onTheFarRow).state();
        assertThat(s.owner(sq(to))).isEqualTo(Player.BLACK);
        assertThat(s.has(Layer.KING, sq(to))).isTrue();
    }

    /** Before moving, a blink may not take away the capture to be made (F12, S17): 14 may not leave 18 unjumped. */
    @Test
    void aBlinkMayNotTakeAwayTheCapture() {
        Table t = Table.of(RULES, "B:W18,32:B14");
        GameState s = t.state();
        assertThat(Table.legal(RULES, s)).contains("14x23");
        assertThat(blinks(s)).isEmpty();
        refused(t, s, Decision.Act.of("blink", sq(14), sq(10)),
                "a capture is available and must be taken: the Blink at 14 would leave no capture to take");
    }

    @Test
    void theFileReadsBack() {
        var spec = CharacterJson.read(BLINKER);
        assertThat(CharacterJson.read(CharacterJson.write(spec))).isEqualTo(spec);
    }
}
