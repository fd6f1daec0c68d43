package dev.kingme.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.rules.Decision;
import dev.kingme.rules.DiceRaceGame;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Games;
import dev.kingme.rules.Outcome;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Topology;
import dev.kingme.rules.record.Entry;
import dev.kingme.rules.record.GameRecord;
import dev.kingme.rules.record.RecordException;
import dev.kingme.rules.record.Replayer;
import dev.kingme.rules.record.Sabotage;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ReplayerTest {
    static final Rules AMERICAN = Games.byName("american").rules(Map.of());
    static final Rules THREE_MOVE = Games.byName("american").rules(Map.of("opening", "three-move"));

    /** A step between PDN square numbers. */
    static Entry step(int from, int to) {
        return Entry.of(new Decision.Step(Topology.DARK_SQUARES.square(from), Topology.DARK_SQUARES.square(to)));
    }

    static GameRecord american(Entry... entries) {
        return GameRecord.of(AMERICAN).with(List.of(entries));
    }

    static GameRecord threeMove(Entry... entries) {
        return GameRecord.of(THREE_MOVE).with(List.of(entries));
    }

    /** Replays as every reader of JSON records does: an entry the rules refuse is quoted as its JSON. */
    static GameState replay(GameRecord r) {
        return Replayer.replay(r, EntryJson::write);
    }

    static GameState replay(GameRecord r, GameKind kind) {
        return Replayer.replay(r, kind, EntryJson::write);
    }

    @Test
    void replaysDecisionsToTheStateTheyLeadTo() {
        GameRecord r = american(step(11, 15), step(22, 18));
        GameState expected = AMERICAN.apply(AMERICAN.apply(AMERICAN.initial(), ((Entry.Chosen) r.entries().get(0))
                .decision()), ((Entry.Chosen) r.entries().get(1)).decision());
        assertThat(r.replay()).isEqualTo(expected);
        List<GameState> states = Replayer.states(r, Games.byName("american"));
        assertThat(states).hasSize(3).startsWith(AMERICAN.initial()).endsWith(expected);
    }

    @Test
    void anUnknownGameIsRefusedByName() {
        GameRecord r = new GameRecord("chess", Map.of(), List.of(), null, List.of());
        assertThatThrownBy(() -> replay(r)).isInstanceOf(RecordException.class)
                .hasMessageStartingWith("record game: no game called 'chess' (games: ").hasMessageContaining("american");
        assertThatThrownBy(() -> replay(american(), DiceRaceGame.GAME)).isInstanceOf(RecordException.class)
                .hasMessage("record game: the record is of 'american', not 'dice-race'");
    }

    @Test
    void aBadOptionIsRefusedWithTheGamesReason() {
        GameRecord r = new GameRecord("american", Map.of("huffing", "yes"), List.of(), null, List.of());
        assertThatThrownBy(() -> replay(r)).isInstanceOf(RecordException.class)
                .hasMessage("record options: option huffing must be one of true, false, not 'yes'");
        GameRecord gayp = new GameRecord("american", Map.of("ballot", "3"), List.of(), null, List.of());
        assertThatThrownBy(() -> replay(gayp)).hasMessage(
                "record options: option ballot needs opening=two-move or opening=three-move");
    }

    @Test
    void charactersAreRefusedUntilAGameHasThem() {
        GameRecord r = new GameRecord("american", Map.of(), List.of("Breya", "Thurl"), null, List.of());
        assertThatThrownBy(() -> replay(r)).hasMessage("record characters: american has no characters (found Breya, Thurl)");
    }

    @Test
    void anIllegalDecisionIsRefusedNamingItsEntry() {
        // After 11-15 22-18 Black must take 15x22: 12-16 is refused.
        GameRecord r = american(step(11, 15), step(22, 18), step(12, 16));
        assertThatThrownBy(() -> replay(r)).isInstanceOf(RecordException.class)
                .hasMessage("record entry 2: {\"step\":[23,30]} is refused: a capture is mandatory")
                .satisfies(e -> assertThat(((RecordException) e).entry()).isEqualTo(2));
    }

    @Test
    void anOutcomeWhereASideDecidesIsRefused() {
        GameRecord r = american(Entry.of(Outcome.d6("d6").get(0)));
        assertThatThrownBy(() -> replay(r)).isInstanceOf(RecordException.class).hasMessage(
                "record entry 0: {\"chance\":\"d6 1\",\"value\":1,\"p\":0.16666666666666666} is a chance outcome,"
                        + " but Black decides here");
    }

    @Test
    void aDecisionWhereChanceActsIsRefused() {
        assertThatThrownBy(() -> replay(threeMove(step(11, 15)))).isInstanceOf(RecordException.class)
                .hasMessage("record entry 0: {\"step\":[21,28]} is a decision, but chance acts here (the opening ballot)");
    }

    @Test
    void anOutcomeChanceCannotProduceIsRefused() {
        Outcome real = ((ToAct.Chance) THREE_MOVE.toAct(THREE_MOVE.initial())).outcomes().get(0);
        assertThat(threeMove(Entry.of(real)).replay()).isEqualTo(THREE_MOVE.resolve(THREE_MOVE.initial(), real));
        Outcome unlikely = new Outcome(real.label(), real.value(), real.probability() / 2);
        assertThatThrownBy(() -> replay(threeMove(Entry.of(unlikely)))).isInstanceOf(RecordException.class)
                .hasMessageStartingWith("record entry 0: {\"chance\":\"" + real.label())
                .hasMessageEndingWith(" is not one of the outcomes of the opening ballot");
    }

    @Test
    void aDecisionAfterTheEndIsRefused() {
        GameRecord start = new GameRecord("american", Map.of(), List.of(), "B:W18:B14", List.of());
        Rules rules = AMERICAN;
        GameState s = rules.initial("B:W18:B14");
        Decision take = rules.legalDecisions(s).get(0);
        assertThat(take).isInstanceOf(Decision.Jump.class);
        GameRecord r = start.with(List.of(Entry.of(take), step(1, 5)));
        assertThatThrownBy(() -> replay(r)).isInstanceOf(RecordException.class).hasMessageStartingWith(
                "record entry 1: {\"step\":[1,8]} is a decision, but the game is over (White has no pieces left)");
    }

    @Test
    void aSetupIsTheStartAndABadOneIsRefused() {
        GameRecord r = new GameRecord("american", Map.of(), List.of(), "W:W18:B14", List.of());
        assertThat(r.replay()).isEqualTo(dev.kingme.rules.checkers.CheckersFen.parse("W:W18:B14").build());
        GameRecord bad = new GameRecord("american", Map.of(), List.of(), "X:W18:B14", List.of());
        assertThatThrownBy(() -> replay(bad)).isInstanceOf(RecordException.class)
                .hasMessageStartingWith("record setup: FEN column 1: side to move must be B or W");
        GameRecord dice = new GameRecord("dice-race", Map.of(), List.of(), "anything", List.of());
        assertThatThrownBy(() -> replay(dice, DiceRaceGame.GAME)).isInstanceOf(RecordException.class)
                .hasMessage("record setup: dice-race: this game has no setup text");
    }

    @Test
    void truncatedJsonIsRefusedWhereItStops() {
        String json = RecordJson.write(american(step(11, 15), step(22, 18)));
        String second = "    {\"step\":";
        String cut = json.substring(0, json.lastIndexOf(second) + second.length());
        assertThatThrownBy(() -> RecordJson.read(cut)).isInstanceOf(RecordException.class)
                .hasMessage("record JSON line 9, column 13: expected a value, found the end of the text");
    }

    @Test
    void aFailureInsideTheRulesIsStillARecordError() {
        var broken = Sabotage.of(DiceRaceGame.GAME, "chance", (rules, args) -> {
            throw new NullPointerException("oops");
        });
        Rules real = DiceRaceGame.GAME.rules(Map.of());
        GameRecord r = GameRecord.of(real).with(List.of(Entry.of(Outcome.d6("d6").get(2))));
        assertThat(r.replay(DiceRaceGame.GAME)).isNotEqualTo(real.initial());
        assertThatThrownBy(() -> replay(r, broken)).isInstanceOf(RecordException.class)
                .hasMessage("record entry 0: the rules failed on {\"chance\":\"d6 3\",\"value\":3,\"p\":0.16666666666666666}:"
                        + " java.lang.NullPointerException: oops")
                .hasCauseInstanceOf(NullPointerException.class);
    }
}
