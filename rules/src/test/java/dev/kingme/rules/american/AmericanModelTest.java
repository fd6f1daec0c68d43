package dev.kingme.rules.american;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.IllegalDecisionException;
import dev.kingme.rules.Line;
import dev.kingme.rules.Lines;
import dev.kingme.rules.Outcome;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Topology;
import dev.kingme.rules.Window;
import dev.kingme.rules.character.Counters;
import dev.kingme.rules.checkers.CheckersFen;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** American checkers as the general model plays it: windows, chance, refusals, huffing, draws. */
class AmericanModelTest {
    static final Rules RULES = American.GAME.rules(Map.of());
    static final Topology T = Topology.DARK_SQUARES;

    static int sq(int n) {
        return T.square(n);
    }

    static GameState fen(String fen) {
        return CheckersFen.parse(fen).build();
    }

    @Test
    void aMultiJumpIsOneHopPerDecisionInTheMidChainWindow() {
        GameState s = fen("B:W10,18:B6");
        assertThat(RULES.legalDecisions(s)).containsExactly(new Decision.Jump(sq(6), sq(10), sq(15)));
        GameState mid = RULES.apply(s, new Decision.Jump(sq(6), sq(10), sq(15)));
        assertThat(RULES.toAct(mid)).isEqualTo(new ToAct.Choice(Player.BLACK, Window.MID_CHAIN));
        assertThat(RULES.legalDecisions(mid)).containsExactly(new Decision.Jump(sq(15), sq(18), sq(22)));
        // The jumped man stays on the board until the capture ends.
        assertThat(mid.owner(sq(10))).isEqualTo(Player.WHITE);
        GameState end = RULES.apply(mid, new Decision.Jump(sq(15), sq(18), sq(22)));
        assertThat(end.pieces(Player.WHITE)).isZero();
        assertThat(end.record(Player.BLACK).get(Counters.POOL)).isEqualTo(2);
        assertThat(RULES.toAct(end)).isInstanceOf(ToAct.Terminal.class);
        assertThat(((ToAct.Terminal) RULES.toAct(end)).verdict().winner()).isEqualTo(Player.BLACK);
    }

    @Test
    void linesExpandHopsIntoWholeMovesForNotation() {
        GameState s = fen("B:W9,10,18:B6");
        List<Line> lines = Lines.expand(RULES, s);
        assertThat(lines).extracting(l -> Lines.notation(RULES, s, l)).containsExactlyInAnyOrder("6x13", "6x15x22");
        assertThat(Lines.resolve(RULES, s, lines, "6x22").decisions()).hasSize(2);
        assertThat(Lines.resolve(RULES, s, lines, "2").after()).isEqualTo(lines.get(1).after());
    }

    @Test
    void refusalsSayWhy() {
        GameState s = fen("B:W18,30:B1,14");
        assertThatThrownBy(() -> RULES.step(s, new Decision.Step(sq(1), sq(5))))
                .isInstanceOf(IllegalDecisionException.class).hasMessage("a capture is mandatory");
        assertThatThrownBy(() -> RULES.step(s, new Decision.Step(sq(30), sq(26))))
                .hasMessage("there is no Black piece on 30");
        GameState mid = RULES.apply(fen("B:W10,18:B6,1"), new Decision.Jump(sq(6), sq(10), sq(15)));
        assertThatThrownBy(() -> RULES.step(mid, new Decision.Step(sq(1), sq(5))))
                .hasMessage("the capture under way must go on with the piece on 15");
        assertThatThrownBy(() -> RULES.step(s, Decision.Act.of("huff", sq(18))))
                .hasMessage("huffing is not part of these rules");
        GameState over = fen("W:W29:B22,25");
        assertThatThrownBy(() -> RULES.step(over, new Decision.Step(sq(29), sq(25))))
                .hasMessage("the game is over: White has no legal move");
    }

    @Test
    void underThreeMoveRestrictionChanceDrawsTheBallot() {
        Rules r = American.GAME.rules(Map.of("opening", "three-move"));
        GameState s = r.initial();
        ToAct who = r.toAct(s);
        assertThat(who).isInstanceOf(ToAct.Chance.class);
        List<Outcome> outcomes = ((ToAct.Chance) who).outcomes();
        assertThat(outcomes).hasSize(156);
        assertThat(outcomes.stream().mapToDouble(Outcome::probability).sum()).isCloseTo(1.0,
                org.assertj.core.data.Offset.offset(1e-9));
        assertThat(r.legalDecisions(s)).isEmpty();
        Outcome first = outcomes.get(0);
        assertThat(first.label()).isEqualTo("ballot 1: 9-13 21-17 5-9");
        dev.kingme.rules.Transition drawn = r.chance(s, first);
        assertThat(drawn.events()).extracting(dev.kingme.rules.Event::kind)
                .containsExactly("ballot", "move", "turn", "move", "turn", "move", "turn");
        GameState after = drawn.state();
        assertThat(CheckersFen.format(after)).isEqualTo(
                "W:W17,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,6,7,8,9,10,11,12,13");
        assertThatThrownBy(() -> r.resolve(after, first)).hasMessageContaining("is not a chance outcome now");
    }

    @Test
    void aFixedBallotIsPlayedBeforeTheFirstDecision() {
        Rules r = American.GAME.rules(Map.of("opening", "two-move", "ballot", "1"));
        assertThat(r.toAct(r.initial())).isEqualTo(new ToAct.Choice(Player.BLACK, Window.MAIN));
        assertThat(CheckersFen.format(r.initial())).isEqualTo("B:W17,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,10,11,12,13");
    }

    @Test
    void huffingOffersTheHuffAtTheStartOfTheNextTurnOnly() {
        Rules r = American.GAME.rules(Map.of("huffing", "true"));
        GameState s = fen("W:W22,31:B18,1");
        GameState declined = r.apply(s, new Decision.Step(sq(31), sq(27)));
        Decision huff = Decision.Act.of("huff", sq(22));
        assertThat(r.legalDecisions(declined)).contains(huff);
        GameState huffed = r.apply(declined, huff);
        assertThat(huffed.owner(sq(22))).isNull();
        assertThat(r.toAct(huffed)).isEqualTo(new ToAct.Choice(Player.BLACK, Window.MAIN));
        assertThat(r.legalDecisions(huffed)).doesNotContain(huff).isNotEmpty();
        // Black did not huff but moved 1-5, itself declining 18x25: White's 22 is no longer huffable, 18 is.
        GameState moved = r.apply(declined, new Decision.Step(sq(1), sq(5)));
        assertThat(r.legalDecisions(moved)).filteredOn(d -> d instanceof Decision.Act)
                .containsExactly(Decision.Act.of("huff", sq(18)));
    }

    @Test
    void theThirdOccurrenceOfAPositionDraws() {
        GameState s = fen("B:WK32:BK1");
        int[][] shuttle = {{1, 5}, {32, 28}, {5, 1}, {28, 32}};
        for (int round = 0; round < 2; round++) {
            for (int[] m : shuttle) {
                assertThat(RULES.toAct(s)).isInstanceOf(ToAct.Choice.class);
                s = RULES.apply(s, new Decision.Step(sq(m[0]), sq(m[1])));
            }
        }
        ToAct end = RULES.toAct(s);
        assertThat(end).isInstanceOf(ToAct.Terminal.class);
        assertThat(((ToAct.Terminal) end).verdict().isDraw()).isTrue();
        assertThat(((ToAct.Terminal) end).verdict().reason()).isEqualTo("the same position occurred 3 times");
    }

    @Test
    void eightyQuietPliesDraw() {
        Rules r = American.GAME.rules(Map.of("repetitions", "0", "no-progress", "2"));
        GameState s = fen("B:WK32:BK1");
        int[][] shuttle = {{1, 5}, {32, 28}, {5, 1}, {28, 32}};
        for (int[] m : shuttle) {
            assertThat(r.toAct(s)).isInstanceOf(ToAct.Choice.class);
            s = r.apply(s, new Decision.Step(sq(m[0]), sq(m[1])));
        }
        assertThat(((ToAct.Terminal) r.toAct(s)).verdict().reason())
                .isEqualTo("2 moves by each side without a capture or a man's move");
    }
}
