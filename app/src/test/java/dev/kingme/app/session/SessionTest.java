package dev.kingme.app.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.app.terminal.CoinRace;
import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Games;
import dev.kingme.rules.Line;
import dev.kingme.rules.Lines;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Verdict;
import dev.kingme.rules.record.Chooser;
import java.util.List;
import java.util.Map;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;

/**
 * The session layer the terminal and the web server share: moves checked in full before anything changes,
 * undo (never a way to roll again), draws, resignation, chance and the AI's whole moves.
 */
class SessionTest {
    private static final Rules AMERICAN = Games.byName("american").rules(Map.of());
    /** A predictable AI: the first legal decision. */
    private static final Chooser FIRST = (rules, s, legal) -> legal.get(0);

    private static Session people(Rules rules, GameState start) {
        return new Session(rules, new History(start), Seats.people(), new ChanceRoller(7), true);
    }

    private static Session againstAi(Rules rules) {
        return new Session(rules, new History(rules.initial()), Seats.people().with(Player.WHITE, FIRST, "first"),
                new ChanceRoller(7), true);
    }

    /** The side to act's choice number {@code index}, as a move. */
    private static Action.Move choice(Session s, int index) {
        Player p = ((ToAct.Choice) s.who()).player();
        return new Action.Move(p, s.choices().lines().get(index).decisions());
    }

    /** Rolls what chance rolls now, if it acts. */
    private static void rollIfDue(Session s) {
        Action.Roll roll = s.roll();
        if (roll != null) {
            s.take(roll);
        }
    }

    private static void refused(ThrowingCallable call, GameError.Kind kind, String message) {
        assertThatThrownBy(call).isInstanceOf(GameError.class).hasMessage(message)
                .satisfies(e -> assertThat(((GameError) e).kind()).isEqualTo(kind));
    }

    @Test
    void aMoveIsCheckedInFullAndChangesNothingUntilItIsMade() {
        Session s = people(AMERICAN, AMERICAN.initial());
        Line first = s.choices().lines().get(0);
        refused(() -> s.prepare(new Action.Move(Player.WHITE, first.decisions())), GameError.Kind.NOT_YOUR_TURN,
                "Black is to decide now, not White");
        Session.Change change = s.prepare(new Action.Move(Player.BLACK, first.decisions()));
        assertThat(s.version()).isZero();
        assertThat(s.history().steps()).isEmpty();
        change.make();
        assertThat(s.version()).isEqualTo(1);
        assertThat(s.state()).isEqualTo(first.after());
        assertThat(((History.Played) s.history().last()).text()).isEqualTo("9-13");
    }

    @Test
    void aCaptureIsOneWholeMoveNeitherCutShortNorDrawnOut() {
        GameState start = AMERICAN.initial("B:W9,10,18:B6");
        Session s = people(AMERICAN, start);
        Line twoHops = s.choices().lines().stream().filter(l -> l.decisions().size() == 2).findFirst().orElseThrow();
        refused(() -> s.prepare(new Action.Move(Player.BLACK, twoHops.decisions().subList(0, 1))), GameError.Kind.ILLEGAL,
                "the move is not finished: the capture goes on");
        List<Decision> tooLong = new java.util.ArrayList<>(twoHops.decisions());
        tooLong.add(new Decision.Pass());
        refused(() -> s.prepare(new Action.Move(Player.BLACK, tooLong)), GameError.Kind.ILLEGAL,
                "the move ended before its last decision");
        assertThatThrownBy(() -> s.prepare(new Action.Move(Player.BLACK, List.of(new Decision.Step(1, 10)))))
                .isInstanceOf(GameError.class).hasMessageStartingWith("not a legal move: ");
        s.take(new Action.Move(Player.BLACK, twoHops.decisions()));
        assertThat(s.state()).isEqualTo(twoHops.after());
    }

    @Test
    void anAisWholeMoveIsAskedOfItHopByHop() {
        GameState start = AMERICAN.initial("B:W9,10,18:B6");
        Line twoHops = Lines.expand(AMERICAN, start).stream().filter(l -> l.decisions().size() == 2).findFirst()
                .orElseThrow();
        Chooser follows = (rules, s, legal) -> legal.stream().filter(twoHops.decisions()::contains).findFirst().orElseThrow();
        Action.Move move = AiTurn.wholeMove(AMERICAN, follows, start);
        assertThat(move).isEqualTo(new Action.Move(Player.BLACK, twoHops.decisions()));
    }

    @Test
    void undoAgainstAnAiTakesBackItsReplyTooAndTheSameDiceComeUpAgain() {
        Rules rules = CoinRace.RULES;
        Session s = againstAi(rules);
        refused(() -> s.take(new Action.Undo(Player.BLACK)), GameError.Kind.ILLEGAL, "nothing to undo");
        s.take(choice(s, 0));  // Black's pawn
        s.take(AiTurn.wholeMove(rules, FIRST, s.state()));  // White's
        rollIfDue(s);
        GameState beforeBlackSteps = s.state();
        Action.Move step = choice(s, 0);
        s.take(step);
        Action.Roll coin = s.roll();
        s.take(coin);
        s.take(AiTurn.wholeMove(rules, FIRST, s.state()));
        rollIfDue(s);
        assertThat(s.canUndo()).isTrue();
        List<String> said = s.take(new Action.Undo(Player.BLACK));
        assertThat(said).hasSize(2);
        assertThat(said.get(0)).startsWith("took back White (first)'s ");
        assertThat(said.get(1)).startsWith("took back Black's ");
        assertThat(s.state()).as("the roll before Black's step stays").isEqualTo(beforeBlackSteps);
        assertThat(s.lastRoll()).isNull();
        s.take(step);
        assertThat(s.roll()).as("undo is never a way to roll again").isEqualTo(coin);
    }

    @Test
    void undoIsRefusedWhereNobodyIsWrongedByIt() {
        Session online = new Session(AMERICAN, new History(AMERICAN.initial()), Seats.people(), new ChanceRoller(1), false);
        online.take(choice(online, 0));
        assertThat(online.canUndo()).isFalse();
        refused(() -> online.take(new Action.Undo(Player.WHITE)), GameError.Kind.ILLEGAL,
                "two people online cannot take moves back");
        Session machines = new Session(AMERICAN, new History(AMERICAN.initial()),
                Seats.people().with(Player.BLACK, FIRST, "a").with(Player.WHITE, FIRST, "b"), new ChanceRoller(1), true);
        refused(() -> machines.take(new Action.Undo(Player.BLACK)), GameError.Kind.ILLEGAL,
                "both sides are played by the AI: there is nobody to take a move back for");
    }

    @Test
    void aDrawIsOfferedOnceAnsweredByTheOpponentAndLapsesWithTheNextMove() {
        Session s = people(AMERICAN, AMERICAN.initial());
        assertThat(s.take(new Action.OfferDraw(Player.BLACK))).containsExactly("Black offers a draw");
        refused(() -> s.take(new Action.OfferDraw(Player.BLACK)), GameError.Kind.ILLEGAL, "Black has offered a draw already");
        refused(() -> s.take(new Action.AcceptDraw(Player.BLACK)), GameError.Kind.ILLEGAL, "no draw has been offered to Black");
        s.take(choice(s, 0));
        assertThat(s.drawOffer()).as("lapsed with Black's move").isNull();
        s.take(new Action.OfferDraw(Player.WHITE));
        assertThat(s.take(new Action.DeclineDraw(Player.BLACK))).containsExactly("Black declines the draw");
        assertThat(s.drawOffer()).isNull();
        s.take(new Action.OfferDraw(Player.WHITE));
        assertThat(s.take(new Action.AcceptDraw(Player.BLACK))).containsExactly("draw by agreement");
        assertThat(s.verdict()).isEqualTo(Verdict.draw("draw by agreement"));
        refused(() -> s.take(new Action.Resign(Player.BLACK)), GameError.Kind.NOT_YOUR_TURN,
                "the game is over (draw by agreement)");
        assertThat(s.take(new Action.Undo(Player.BLACK))).containsExactly("took back the ending: draw by agreement");
        assertThat(s.verdict()).isNull();
    }

    @Test
    void anAiDeclinesADrawAndAResignationEndsTheGame() {
        Session s = againstAi(AMERICAN);
        refused(() -> s.take(new Action.OfferDraw(Player.BLACK)), GameError.Kind.ILLEGAL,
                "White (first) declines the draw: play on");
        assertThat(s.take(new Action.Resign(Player.BLACK))).containsExactly("Black resigned");
        assertThat(s.verdict()).isEqualTo(Verdict.win(Player.WHITE, "Black resigned"));
        assertThat(s.aiToAct()).isNull();
    }

    @Test
    void chanceIsRolledFromTheSeedAndTheStateAndOnlyWhereItActs() {
        Session s = people(CoinRace.RULES, CoinRace.RULES.initial());
        assertThat(s.roll()).isNull();
        refused(() -> s.take(new Action.Roll(1)), GameError.Kind.ILLEGAL, "chance does not act now");
        s.take(choice(s, 0));
        List<String> placed = s.take(choice(s, 0));
        Action.Roll roll = s.roll();
        assertThat(roll).isNotNull();
        refused(() -> s.take(new Action.Roll(5)), GameError.Kind.ILLEGAL, "chance cannot come up 5 here");
        List<String> said = s.take(roll);
        assertThat(said.get(0)).isEqualTo("chance: " + s.lastRoll().label());
        List<String> both = new java.util.ArrayList<>(placed);
        both.addAll(said);
        assertThat(s.events()).as("what the last move said, then its rolls").isEqualTo(both);
        Session again = people(CoinRace.RULES, CoinRace.RULES.initial());
        again.take(choice(again, 0));
        again.take(choice(again, 0));
        assertThat(again.roll()).as("the same seed and state, the same roll").isEqualTo(roll);
    }

    @Test
    void theChoicesAreWorkedOutOncePerState() {
        Session s = people(AMERICAN, AMERICAN.initial());
        Choices first = s.choices();
        assertThat(s.choices()).isSameAs(first);
        assertThat(first.lines()).isEqualTo(Choices.of(AMERICAN, AMERICAN.initial()).lines());
        s.take(choice(s, 0));
        assertThat(s.choices()).isNotSameAs(first);
        assertThat(s.choices().texts()).isEqualTo(Choices.of(AMERICAN, s.state()).texts());
    }
}
