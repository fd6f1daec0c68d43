package dev.kingme.bench;

import dev.kingme.rules.GameState;
import dev.kingme.rules.Line;
import dev.kingme.rules.Lines;
import dev.kingme.rules.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What the server works out for every action's view, once per position: the whole moves the side to act may
 * choose and each one's text in the game's notation (the app's {@code Choices.of}, but for their order), over
 * the positions of random games, per position.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 3)
@Fork(1)
public class ChoicesBenchmark {
    /** A game name, or {@code GAME:BLACK:WHITE} for a character game with two characters. */
    @Param({"american", "fantasy-rpg:mage:cleric", "warp"})
    public String game;

    private Rules rules;
    private final List<GameState> positions = new ArrayList<>();
    private int next;

    /** The positions of random games with something to choose, 400 of them, the same for every run. */
    @Setup
    public void setUp() {
        rules = BenchGames.rules(game);
        SplittableRandom random = new SplittableRandom(1);
        while (positions.size() < 400) {
            GameState s = rules.initial();
            for (int ply = 0; ply < 150; ply++) {
                List<Line> lines = Lines.expand(rules, s);
                if (lines.isEmpty()) {
                    break;
                }
                positions.add(s);
                s = lines.get(random.nextInt(lines.size())).after();
            }
        }
    }

    /** The choices of one position and their texts. */
    @Benchmark
    public int choicesWithTheirTexts() {
        GameState s = positions.get(next);
        next = (next + 1) % positions.size();
        int length = 0;
        for (Line l : Lines.expand(rules, s)) {
            length += Lines.notation(rules, s, l).length();
        }
        return length;
    }
}
