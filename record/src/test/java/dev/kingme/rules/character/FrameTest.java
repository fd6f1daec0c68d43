package dev.kingme.rules.character;

import static dev.kingme.rules.character.Table.sq;
import static dev.kingme.rules.character.Table.texts;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Event;
import dev.kingme.rules.GameState;
import dev.kingme.rules.IllegalDecisionException;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Transition;
import dev.kingme.rules.Verdict;
import dev.kingme.rules.Window;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The frame every character plays in: levels and LD (F2), saving throws (F4), pools and crowns (F2, F3),
 * the mandatory capture (F11), wounds (F15), a side without a character (F28), who acts while a save or a
 * reaction is under way, and how a game ends (F21, F29, F30). Each test names the rulings it pins.
 */
class FrameTest {
    private static final Player B = Player.BLACK;
    private static final Player W = Player.WHITE;

    /**
     * "Chose a character to play. Then, the other player chooses a character and starts the game": both
     * characters are options, White's chosen first, and Black, the second chooser, moves first. F1
     */
    @Test
    void whiteChoosesFirstAndBlackMovesFirst() {
        assertThat(FantasyRpg.GAME.options()).filteredOn(o -> o.name().equals("black")).singleElement()
                .satisfies(o -> assertThat(o.meaning()).contains("chooses second").contains("moves first"));
        assertThat(FantasyRpg.GAME.options()).filteredOn(o -> o.name().equals("white")).singleElement()
                .satisfies(o -> assertThat(o.meaning()).contains("chooses first"));
        Table t = Table.of("mage", "cleric", "B:W32:B1");
        dev.kingme.rules.Rules rules = t.rules;
        assertThat(rules.toAct(rules.initial())).isEqualTo(new ToAct.Choice(B, Window.MAIN));
        assertThat(FantasyRpg.GAME.characters()).extracting(dev.kingme.rules.Persona::name)
                .containsExactly("ranger", "cleric", "bard", "thief", "fighter", "mage");
    }

    // ---- levels and saving throws -------------------------------------------------------------------

    /** "If you're 5th level and your opponent is 4th level, your LD is 1 ... 3rd level and 6th level, -3." F2 */
    @Test
    void levelDifferenceFollowsTheTextsExamples() {
        GameState fiveFour = Table.of("none", "none", "B:W32:B1").pool(B, 5).pool(W, 4).state();
        assertThat(Levels.level(fiveFour, B)).isEqualTo(5);
        assertThat(Levels.ld(fiveFour, B)).isEqualTo(1);
        assertThat(Levels.ld(fiveFour, W)).isEqualTo(-1);
        GameState threeSix = Table.of("none", "none", "B:W32:B1").pool(B, 3).pool(W, 6).state();
        assertThat(Levels.ld(threeSix, B)).isEqualTo(-3);
        assertThat(Levels.ld(threeSix, W)).isEqualTo(3);
    }

    /** "LD -1 and you roll a 5 ... you made your save ... a 4 or less, failed ... LD -5 and you roll a 6, you succeed." F4 */
    @Test
    void savingThrowsFollowTheTextsExamples() {
        assertThat(Levels.saves(5, -1)).isTrue();
        assertThat(Levels.saves(4, -1)).isFalse();
        assertThat(Levels.saves(6, -5)).isTrue();
        // the sum alone decides below a 6: 5 - 5 = 0 fails, 1 + 3 = 4 saves
        assertThat(Levels.saves(5, -5)).isFalse();
        assertThat(Levels.saves(1, 3)).isTrue();
    }

    /**
     * A real saving throw: Call Lightning at 15 with 18 and 19 around it. The target's capture counts at
     * once, so the others save at LD -1: a 4 fails, a 5 saves. F4, F19
     */
    @Test
    void aSavingThrowInPlayAddsTheSaversLdAtTheMomentOfTheRoll() {
        Table t = Table.of("none", "cleric", "W:W30:B15,18,19").pool(B, 1).pool(W, 1).pennies(W, 5);
        GameState s = Table.play(t.rules, t.state(), "call-lightning 15").state();
        assertThat(chanceLabel(t, s)).isEqualTo("Black's saving throw for 15 against 3 wounds (LD 0)");
        s = Table.roll(t.rules, s, 1).state(); // 1 + 0 fails: 3 wounds, captured
        assertThat(s.owner(sq(15))).isNull();
        assertThat(s.record(W).get(Counters.POOL)).isEqualTo(2);
        assertThat(chanceLabel(t, s)).isEqualTo("Black's saving throw for 18 against 1 wound (LD -1)");
        Transition four = Table.roll(t.rules, s, 4);
        assertThat(texts(four)).anyMatch(e -> e.startsWith("Black's saving throw") && e.contains("rolled 4, LD -1 makes 3: failed"));
        s = four.state();
        assertThat(s.has(Marks.WOUNDED, sq(18))).isTrue();
        Transition five = Table.roll(t.rules, s, 5);
        assertThat(texts(five)).anyMatch(e -> e.startsWith("Black's saving throw") && e.contains("rolled 5, LD -1 makes 4: saved"));
        s = five.state();
        assertThat(s.owner(sq(19))).isEqualTo(B);
        assertThat(s.has(Marks.WOUNDED, sq(19))).isFalse();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MAIN));
    }

    /** At LD -5 a 6 still saves and a 5 fails. F4, F19 */
    @Test
    void aNaturalSixSavesAtAnyLd() {
        Table t = Table.of("none", "cleric", "W:W30:B15,18,19").pool(W, 4).pennies(W, 5);
        GameState s = Table.play(t.rules, t.state(), "call-lightning 15").state();
        s = Table.roll(t.rules, s, 2).state(); // the target is captured: White level 5, Black LD -5
        assertThat(Levels.ld(s, B)).isEqualTo(-5);
        Transition six = Table.roll(t.rules, s, 6);
        assertThat(texts(six)).anyMatch(e -> e.startsWith("Black's saving throw") && e.contains("rolled 6, and a 6 always saves: saved"));
        s = six.state();
        assertThat(s.has(Marks.WOUNDED, sq(18))).isFalse();
        Transition five = Table.roll(t.rules, s, 5);
        assertThat(texts(five)).anyMatch(e -> e.startsWith("Black's saving throw") && e.contains("rolled 5, LD -5 makes 0: failed"));
        assertThat(five.state().has(Marks.WOUNDED, sq(19))).isTrue();
    }

    /** While a save is pending the die acts: no side has a decision and every decision is refused. F4 */
    @Test
    void chanceActsWhileASaveIsPending() {
        Table t = Table.of("none", "cleric", "W:W30:B15,18").pennies(W, 5);
        GameState s = Table.play(t.rules, t.state(), "call-lightning 15").state();
        assertThat(t.rules.toAct(s)).isInstanceOf(ToAct.Chance.class);
        assertThat(t.rules.legalDecisions(s)).isEmpty();
        assertThatThrownBy(() -> t.rules.step(s, new Decision.Step(sq(18), sq(22))))
                .isInstanceOf(IllegalDecisionException.class)
                .hasMessage("no decision now: the dice decide (Black's saving throw for 15 against 3 wounds (LD 0))");
        assertThatThrownBy(() -> t.rules.step(s, new Decision.Step(sq(30), sq(26))))
                .isInstanceOf(IllegalDecisionException.class).hasMessageStartingWith("no decision now: the dice decide");
    }

    /** In Black's turn, after a hop over a Cleric's checker, White (the defender) decides; Black waits. F17 */
    @Test
    void theDefenderActsDuringAReaction() {
        Table t = Table.of("none", "cleric", "B:W18,32:B14").pennies(W, 3);
        GameState s = Table.play(t.rules, t.state(), "14x23").state();
        assertThat(s.player()).isEqualTo(B);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.REACTION));
        assertThat(Table.legal(t.rules, s)).containsExactly("cure-critical-wounds 18", "pass");
        assertThatThrownBy(() -> t.rules.step(s, new Decision.Step(sq(23), sq(27))))
                .isInstanceOf(IllegalDecisionException.class)
                .hasMessage("White must first decide whether to cast Cure Critical Wounds on 18 (or pass)");
    }

    // ---- pools and crowns ---------------------------------------------------------------------------

    /** "When you capture a king, it counts as one capture, but you get to put both checkers in your pool." F2 */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"B:W18,32:B14 | 1", "B:WK18,32:B14 | 2"})
    void aCapturedKingPutsTwoCheckersInThePool(String fen, int checkers) {
        Table t = Table.of("none", "none", fen);
        GameState s = Table.play(t.rules, t.state(), "14x23").state();
        assertThat(s.owner(sq(18))).isNull();
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(checkers);
        assertThat(Levels.level(s, B)).isEqualTo(checkers);
        assertThat(Levels.ld(s, W)).isEqualTo(-checkers);
    }

    /** Jumped pieces stay on the board, and out of the pool, until the capture ends. F2 */
    @Test
    void jumpedPiecesEnterThePoolWhenTheMoveEnds() {
        Table t = Table.of("none", "none", "B:W14,23,32:B9");
        GameState s = Table.play(t.rules, t.state(), "9x18").state();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(B, Window.MID_CHAIN));
        assertThat(s.owner(sq(14))).isEqualTo(W);
        assertThat(s.record(B).get(Counters.POOL)).isZero();
        assertThat(Levels.level(s, B)).isZero();
        s = Table.play(t.rules, s, "18x27").state();
        assertThat(s.owner(sq(14))).isNull();
        assertThat(s.owner(sq(23))).isNull();
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(2);
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Choice(W, Window.MAIN));
    }

    /**
     * "When you king one of your opponent's checkers, use checkers from your stash of captured checkers
     * first. If you've run out ..., use spare checkers": Black's first crown leaves White's pool, White's
     * crown leaves Black's, Black's second crown is a spare. F3
     */
    @Test
    void aCrownComesFromTheOpponentsPoolThenFromSpares() {
        Table t = Table.of("none", "none", "B:W5:B26,27").pool(B, 3).pool(W, 1);
        Transition fromPool = Table.play(t.rules, t.state(), "26-30");
        assertThat(texts(fromPool)).as("the crown says where it came from").contains("the crown comes out of White's"
                + " pool of captured checkers", "White loses 1 checker in the pool (now 0)");
        GameState s = fromPool.state();
        assertThat(s.has(Layer.KING, sq(30))).isTrue();
        assertThat(s.record(W).get(Counters.POOL)).isZero();
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(3);
        s = Table.play(t.rules, s, "5-1").state();
        assertThat(s.has(Layer.KING, sq(1))).isTrue();
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(2);
        Transition spare = Table.play(t.rules, s, "27-31");
        s = spare.state();
        assertThat(s.has(Layer.KING, sq(31))).isTrue();
        assertThat(s.record(W).get(Counters.POOL)).isZero();
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(2);
        assertThat(texts(spare)).contains("the crown is a spare checker");
    }

    // ---- the mandatory capture ----------------------------------------------------------------------

    /** "If you have a capture available to you, you must take that capture - even if you could cast a spell." F11 */
    @Test
    void aCaptureMustBeTakenEvenWhenASpellCouldBeCast() {
        Table t = Table.of("none", "cleric", "W:W23,30:B18").pennies(W, 5).wounded(30);
        GameState s = t.state();
        var rules = t.rules;
        assertThat(Table.legal(rules, s)).containsExactly("23x14");
        assertThatThrownBy(() -> rules.step(s, Decision.Act.of("call-lightning", sq(18))))
                .isInstanceOf(IllegalDecisionException.class)
                .hasMessage("a capture is available and must be taken: Call Lightning cannot replace it");
        assertThatThrownBy(() -> rules.step(s, Decision.Act.of("cure-light-wounds", sq(30))))
                .isInstanceOf(IllegalDecisionException.class)
                .hasMessage("a capture is available and must be taken: Cure Light Wounds cannot replace it");
    }

    // ---- wounds -------------------------------------------------------------------------------------

    /**
     * "If a face down checker takes a wound, it is captured": into the wounding side's pool, two checkers
     * for a king; a healthy one is only turned face down. F15, F2, F23
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"B:W18,32:B22 | true | 2", "B:WK18,32:B22 | true | 3",
        "B:W18,32:B22 | false | 1", "B:WK18,32:B22 | false | 1"})
    void aWoundOnAWoundedCheckerCapturesItIntoTheWoundingSidesPool(String fen, boolean wounded, int blackPool) {
        Table t = Table.of("ranger", "none", fen).pool(B, 1);
        if (wounded) {
            t.wounded(18);
        }
        GameState s = Table.play(t.rules, t.state(), "backstab 18").state();
        if (wounded) {
            assertThat(s.owner(sq(18))).isNull();
        } else {
            assertThat(s.owner(sq(18))).isEqualTo(W);
            assertThat(s.has(Marks.WOUNDED, sq(18))).isTrue();
        }
        assertThat(s.record(B).get(Counters.POOL)).isEqualTo(blackPool);
        assertThat(s.record(W).get(Counters.POOL)).isZero();
    }

    /** Crowning does not heal: the wound stays with the new king. F15 */
    @Test
    void aWoundedManCrownedStaysWounded() {
        Table t = Table.of("none", "none", "B:W5:B26").wounded(26);
        GameState s = Table.play(t.rules, t.state(), "26-30").state();
        assertThat(s.has(Layer.KING, sq(30))).isTrue();
        assertThat(s.has(Marks.WOUNDED, sq(30))).isTrue();
        assertThat(s.has(Marks.WOUNDED, sq(26))).isFalse();
    }

    // ---- a side without a character ----------------------------------------------------------------

    /**
     * "Your opponent also gains levels, even if he or she is playing a character who would not ordinarily
     * gain levels": Black plays none, captures, and saves against the Cleric's lightning at LD +1. F28, F4
     */
    @Test
    void aSideWithoutACharacterStillGainsLevels() {
        Table t = Table.of("none", "cleric", "B:W18,30:B1,14").pennies(W, 5);
        GameState s = plays(t, t.state(), "14x23", "pass"); // White declines Cure Critical Wounds
        assertThat(Levels.level(s, B)).isEqualTo(1);
        assertThat(Levels.ld(s, W)).isEqualTo(-1);
        s = Table.play(t.rules, s, "call-lightning 23").state();
        assertThat(chanceLabel(t, s)).isEqualTo("Black's saving throw for 23 against 3 wounds (LD +1)");
        Transition three = Table.roll(t.rules, s, 3);
        assertThat(texts(three)).anyMatch(e -> e.startsWith("Black's saving throw") && e.contains("rolled 3, LD +1 makes 4: saved"));
    }

    // ---- endings ------------------------------------------------------------------------------------

    /** An illusion is not a checker: a Bard left with illusions only has lost. F21 */
    @Test
    void aBardWithOnlyIllusionsHasLost() {
        Table t = Table.of("none", "bard", "B:W18:B14").illusion(W, 32);
        assertThat(t.rules.toAct(t.state())).isEqualTo(new ToAct.Choice(B, Window.MAIN));
        GameState s = Table.play(t.rules, t.state(), "14x23").state();
        assertThat(s.pieces(W)).isNotZero();
        assertThat(t.rules.toAct(s)).isEqualTo(new ToAct.Terminal(
                Verdict.win(B, "White has no pieces left (only illusions, which are not checkers)")));
        assertThat(t.rules.legalDecisions(s)).isEmpty();
    }

    /**
     * Kings shuffling repeat a position for the third time: a draw, counting the position the game started
     * from. The same squares with a wound on a piece are another position (the wound is set directly on the
     * state before the last move: in play a wound always comes with progress or with a spent arrow). F29
     */
    @Test
    void repetitionComparesWounds() {
        Table t = Table.of("none", "none", "B:WK32:BK1");
        GameState s = t.state();
        s = plays(t, s, "1-6", "32-28", "6-1", "28-32", "1-6", "32-28", "6-1");
        GameState beforeLast = s;
        GameState repeated = Table.play(t.rules, beforeLast, "28-32").state();
        assertThat(t.rules.toAct(repeated)).isEqualTo(new ToAct.Terminal(
                Verdict.draw("the same position occurred 3 times")));

        GameState woundedKing = beforeLast.toBuilder().set(Marks.WOUNDED, sq(1), true).build();
        GameState notRepeated = Table.play(t.rules, woundedKing, "28-32").state();
        assertThat(t.rules.toAct(notRepeated)).isEqualTo(new ToAct.Choice(B, Window.MAIN));

        // a wound that was there all along repeats with its piece
        Table w = Table.of("none", "none", "B:WK32:BK1").wounded(1);
        GameState ws = plays(w, w.state(), "1-6", "32-28", "6-1", "28-32", "1-6", "32-28", "6-1", "28-32");
        assertThat(w.rules.toAct(ws)).isEqualTo(new ToAct.Terminal(Verdict.draw("the same position occurred 3 times")));
    }

    /** "No move, no power": a blocked Cleric with a penny may still cure; without one, it has lost. F30, F18 */
    @Test
    void aSideWithNothingLegalToDecideLoses() {
        Table cleric = Table.of("cleric", "none", "B:W9,14:B5").wounded(5).pennies(B, 1);
        assertThat(Table.legal(cleric.rules, cleric.state())).containsExactly("cure-light-wounds 5");
        assertThat(cleric.rules.toAct(cleric.state())).isEqualTo(new ToAct.Choice(B, Window.MAIN));

        Table broke = Table.of("cleric", "none", "B:W9,14:B5").wounded(5);
        assertThat(broke.rules.legalDecisions(broke.state())).isEmpty();
        assertThat(broke.rules.toAct(broke.state())).isEqualTo(new ToAct.Terminal(
                Verdict.win(W, "Black has no legal move")));

        Table none = Table.of("none", "none", "B:W9,14:B5");
        assertThat(none.rules.toAct(none.state())).isEqualTo(new ToAct.Terminal(
                Verdict.win(W, "Black has no legal move")));
    }

    // ---- shared with the character tests ------------------------------------------------------------

    static GameState plays(Table t, GameState s, String... decisions) {
        for (String d : decisions) {
            s = Table.play(t.rules, s, d).state();
        }
        return s;
    }

    static String chanceLabel(Table t, GameState s) {
        ToAct who = t.rules.toAct(s);
        assertThat(who).isInstanceOf(ToAct.Chance.class);
        return ((ToAct.Chance) who).what();
    }

}
