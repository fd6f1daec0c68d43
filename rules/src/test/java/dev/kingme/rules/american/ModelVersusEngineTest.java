package dev.kingme.rules.american;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.Move;
import dev.kingme.engine.Position;
import dev.kingme.engine.RandomPositions;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Line;
import dev.kingme.rules.Lines;
import dev.kingme.rules.Options;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.checkers.CheckersFen;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The general model's American checkers against the fast engine: the same whole moves everywhere. */
class ModelVersusEngineTest {
    static final Rules RULES = American.GAME.rules(Map.of());
    static final Rules HUFFING = American.GAME.rules(Map.of("huffing", "true"));

    static List<String> modelMoves(Rules rules, Position p) {
        GameState s = CheckersFen.fromPosition(p).build();
        List<String> out = new ArrayList<>();
        for (Line l : Lines.expand(rules, s)) {
            out.add(Lines.notation(rules, s, l));
        }
        return out;
    }

    static List<String> engineMoves(Position p, boolean forced) {
        List<String> out = new ArrayList<>();
        for (Move m : p.legalMoves(forced)) {
            out.add(m.toPdn());
        }
        return out;
    }

    @Test
    void tenThousandRandomPositionsHaveTheSameMoves() {
        SplittableRandom rnd = new SplittableRandom(31337);
        int multiJumps = 0;
        int kingPositions = 0;
        int compared = 0;
        while (compared < 10_000) {
            Position p = RandomPositions.draw(rnd);
            if (p.black() == 0 || p.white() == 0) {
                continue; // a finished game: no moves in the model, by ruling 10
            }
            compared++;
            List<String> engine = engineMoves(p, true);
            assertThat(modelMoves(RULES, p)).as("%s", p).containsExactlyInAnyOrderElementsOf(engine);
            assertThat(modelMoves(HUFFING, p)).as("%s with huffing", p)
                    .containsExactlyInAnyOrderElementsOf(engineMoves(p, false));
            multiJumps += engine.stream().anyMatch(m -> m.split("x").length > 2) ? 1 : 0;
            kingPositions += p.kings() != 0 ? 1 : 0;
        }
        assertThat(multiJumps).isGreaterThan(500);
        assertThat(kingPositions).isGreaterThan(5_000);
    }

    @Test
    void randomGamesStayInStepWithTheEngine() {
        // The engine's positions know nothing of draws: turn the draw rules off to compare whole games.
        Rules rules = American.GAME.rules(Map.of("repetitions", "0", "no-progress", "0"));
        SplittableRandom rnd = new SplittableRandom(99);
        for (int g = 0; g < 100; g++) {
            Position p = Position.initial();
            GameState s = rules.initial();
            for (int ply = 0; ply < 150; ply++) {
                List<Line> lines = Lines.expand(rules, s);
                List<String> engine = engineMoves(p, true);
                assertThat(lines).hasSameSizeAs(engine);
                if (lines.isEmpty()) {
                    break;
                }
                Line chosen = lines.get(rnd.nextInt(lines.size()));
                String text = Lines.notation(rules, s, chosen);
                Move m = p.legalMoves().stream().filter(x -> x.toPdn().equals(text)).findFirst().orElseThrow();
                p = p.apply(m);
                s = chosen.after();
                assertThat(CheckersFen.toPosition(s)).isEqualTo(p);
            }
        }
    }

    @Test
    void randomHuffingGamesEndAlikeWithTheDrawRulesOn() {
        // Short draw limits so the draw rules decide many games; huffs taken at random when offered.
        Map<String, String> options = Map.of("huffing", "true", "no-progress", "3", "repetitions", "3");
        Rules rules = American.GAME.rules(options);
        dev.kingme.engine.Rules engineRules = new dev.kingme.engine.Rules(true, 3, 3);
        SplittableRandom rnd = new SplittableRandom(5);
        int draws = 0;
        for (int g = 0; g < 300; g++) {
            dev.kingme.engine.Game game = new dev.kingme.engine.Game(Position.initial(), engineRules);
            GameState s = rules.initial();
            while (game.result() == dev.kingme.engine.Result.ONGOING) {
                assertThat(rules.toAct(s)).as("game %d after %s", g, game.moves()).isInstanceOf(ToAct.Choice.class);
                int[] huffable = game.huffable();
                if (huffable.length > 0 && rnd.nextBoolean()) {
                    int sq = huffable[rnd.nextInt(huffable.length)];
                    game.huff(sq);
                    s = rules.apply(s, dev.kingme.rules.Decision.Act.of("huff", dev.kingme.rules.Topology.DARK_SQUARES.square(sq)));
                    continue;
                }
                List<Move> legal = game.legalMoves();
                Move m = legal.get(rnd.nextInt(legal.size()));
                game.play(m);
                GameState before = s;
                s = Lines.resolve(rules, before, Lines.expand(rules, before), m.toPdn()).after();
            }
            ToAct end = rules.toAct(s);
            assertThat(end).as("game %d: engine says %s (%s)", g, game.result(), game.reason())
                    .isInstanceOf(ToAct.Terminal.class);
            dev.kingme.rules.Verdict v = ((ToAct.Terminal) end).verdict();
            assertThat(v.pdn()).as("game %d", g).isEqualTo(game.result().pdn());
            assertThat(v.reason()).isEqualTo(game.reason());
            draws += v.isDraw() ? 1 : 0;
        }
        assertThat(draws).isGreaterThan(30);
    }

    @Test
    void modelPerftEqualsThePublishedTable() {
        Rules rules = American.GAME.rules(Map.of("repetitions", "0", "no-progress", "0"));
        long[] published = {7, 49, 302, 1469, 7361};
        for (int d = 1; d <= published.length; d++) {
            assertThat(dev.kingme.rules.ModelPerft.count(rules, rules.initial(), d)).as("depth %d", d)
                    .isEqualTo(published[d - 1]);
        }
    }

    @Test
    void defaultOptionsAreTheStandardGame() {
        Options o = RULES.options();
        assertThat(o.asMap()).containsEntry("huffing", "false").containsEntry("no-progress", "40")
                .containsEntry("repetitions", "3").containsEntry("opening", "gayp");
    }
}
