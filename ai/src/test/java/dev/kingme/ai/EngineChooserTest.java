package dev.kingme.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.search.SearchLimits;
import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Games;
import dev.kingme.rules.Line;
import dev.kingme.rules.Lines;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Window;
import dev.kingme.rules.record.Match;
import dev.kingme.rules.record.MatchRunner;
import dev.kingme.rules.record.RandomChooser;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The engine's search plays the model's game: legal whole moves hop by hop, and the winning shot. */
class EngineChooserTest {
    private final Rules american = Games.byName("american").rules(Map.of());

    @Test
    void theRulesOfferAnEnginePositionOnlyAtTheStartOfAMove() {
        GameState s = american.initial();
        assertThat(american.enginePosition(s)).isNotNull();
        GameState midChain = american.initial("B:W18,27:B14");
        Decision hop = american.legalDecisions(midChain).get(0);
        GameState after = american.apply(midChain, hop);
        assertThat(american.toAct(after)).isEqualTo(new ToAct.Choice(Player.BLACK, Window.MID_CHAIN));
        assertThat(american.enginePosition(after)).isNull();
        assertThat(Games.byName("american").rules(Map.of("huffing", "true")).enginePosition(s)).isNull();
        assertThat(Games.byName("lilypad").rules(Map.of()).enginePosition(s)).isNull();
    }

    @Test
    void playsLegalWholeMovesAgainstRandomAndWins() {
        for (long seed = 1; seed <= 3; seed++) {
            Match m = MatchRunner.seeded(seed).play(american, new EngineChooser(SearchLimits.depth(4), 0, seed),
                    new RandomChooser(seed), 300);
            assertThat(m.over()).isTrue();
            assertThat(m.verdict().winner()).isEqualTo(Player.BLACK);
        }
    }

    /** Multi-jumps are played to the end of the planned route, one hop per decision. */
    @Test
    void aMultiJumpIsPlayedHopByHop() {
        GameState s = american.initial("B:W18,27:B14,9");
        EngineChooser engine = new EngineChooser(SearchLimits.depth(2), 0, 1);
        Decision first = engine.choose(american, s, american.legalDecisions(s));
        GameState mid = american.apply(s, first);
        assertThat(american.toAct(mid)).isEqualTo(new ToAct.Choice(Player.BLACK, Window.MID_CHAIN));
        Decision second = engine.choose(american, mid, american.legalDecisions(mid));
        GameState end = american.apply(mid, second);
        assertThat(american.notation(s, List.of(first, second))).isEqualTo("14x23x32");
        assertThat(american.toAct(end)).isInstanceOf(ToAct.Terminal.class);
    }

    /** Positions where exactly one of Black's quiet moves wins within five plies (found by exhaustive search). */
    @Test
    void findsTheOnlyWinningMove() {
        assertWins("B:W31,18:B5,11,23", "5-9");
        assertWins("B:W9,15:B18,1,3", "3-7");
    }

    private void assertWins(String fen, String move) {
        GameState s = american.initial(fen);
        EngineChooser engine = new EngineChooser(SearchLimits.depth(8), 0, 7);
        List<Decision> plan = engine.plan(american, s);
        assertThat(american.notation(s, plan)).isEqualTo(move);
        Analysis a = Analyst.analyze(american, s, Budget.depth(8), 1);
        assertThat(a.bestText()).isEqualTo(move);
        assertThat(a.scoreText()).startsWith("win in ");
        assertThat(a.value()).isEqualTo(1.0);
        for (long seed = 0; seed < 5; seed++) {
            Match m = MatchRunner.seeded(seed).play(american, fen, new EngineChooser(SearchLimits.depth(8), 0, seed),
                    new RandomChooser(seed), 12);
            assertThat(m.verdict()).isNotNull();
            assertThat(m.verdict().winner()).isEqualTo(Player.BLACK);
        }
    }

    @Test
    void everyEngineMoveIsOneOfTheModelsWholeMoves() {
        GameState s = american.initial();
        EngineChooser engine = new EngineChooser(SearchLimits.depth(3), 0, 3);
        for (int i = 0; i < 30 && american.toAct(s) instanceof ToAct.Choice; i++) {
            List<Decision> plan = engine.plan(american, s);
            List<Line> lines = Lines.expand(american, s);
            assertThat(lines.stream().map(Line::decisions)).contains(plan);
            s = lines.stream().filter(l -> l.decisions().equals(plan)).findFirst().orElseThrow().after();
        }
    }
}
