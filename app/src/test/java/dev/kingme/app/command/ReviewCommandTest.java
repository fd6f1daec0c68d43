package dev.kingme.app.command;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.ai.Analyst;
import dev.kingme.ai.Budget;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Games;
import dev.kingme.rules.Line;
import dev.kingme.rules.Lines;
import dev.kingme.rules.Rules;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code kingme review}: a PDN game with a planted blunder, reviewed move by move; bad files refused in words. */
class ReviewCommandTest {
    @TempDir
    Path dir;

    /** A game of the engine's own moves with the worst move there is planted at ply {@code planted} (0-based). */
    private record Planted(String pdn, int planted, int plies) {
    }

    /**
     * At least ten plies of the engine's own moves, then, at the first ply where the mover has a choice (not a
     * forced jump), the worst move there is, then one more: as PDN movetext.
     */
    private static Planted gameWithABlunder() {
        Rules rules = Games.byName("american").rules(Map.of());
        GameState s = rules.initial();
        List<String> plies = new ArrayList<>();
        int planted = -1;
        for (int ply = 0; planted < 0 || ply < planted + 2; ply++) {
            List<Line> lines = Lines.expand(rules, s);
            Line l;
            if (planted < 0 && ply >= 10 && lines.size() > 1) {
                l = lines.stream().min(Comparator.comparingDouble(
                        (Line x) -> -Analyst.analyze(rules, x.after(), Budget.depth(4), 1).value())).orElseThrow();
                planted = ply;
            } else {
                List<dev.kingme.rules.Decision> best = Analyst.analyze(rules, s, Budget.depth(6), 1).best();
                GameState here = s;
                l = lines.stream().filter(x -> x.decisions().equals(best)).findFirst().orElseThrow(
                        () -> new AssertionError("no line for the best move in " + here));
            }
            plies.add(rules.notation(s, l.decisions()));
            s = l.after();
        }
        StringBuilder pdn = new StringBuilder("[Event \"review test\"]\n[Result \"*\"]\n\n");
        for (int i = 0; i < plies.size(); i++) {
            if (i % 2 == 0) {
                pdn.append(i / 2 + 1).append(". ");
            }
            pdn.append(plies.get(i)).append(' ');
        }
        return new Planted(pdn.append("*\n").toString(), planted, plies.size());
    }

    @Test
    void eachMoveIsClassedAndThePlantedBlunderNamesTheBetterMove() throws Exception {
        Path f = dir.resolve("game.pdn");
        Planted game = gameWithABlunder();
        Files.writeString(f, game.pdn());
        Run r = Run.of("review", f.toString(), "--depth", "8");
        assertThat(r.exit()).as(r.err()).isZero();
        List<String> lines = r.outLines();
        int n = game.plies();
        int at = game.planted() + 1;
        String mover = game.planted() % 2 == 0 ? "Black" : "White";
        assertThat(lines.get(0)).isEqualTo("review of " + f + ": American checkers (English draughts), " + n
                + " moves, depth 8 a position");
        assertThat(lines).hasSize(1 + n + 2);
        assertThat(lines.get(at)).matches("\\s+" + at + " " + mover + " .* blunder +\\(-0\\.\\d\\d\\)  better: \\S+");
        assertThat(lines.subList(1, at)).noneMatch(l -> l.contains("blunder") || l.contains("mistake"));
        String other = mover.equals("Black") ? "White" : "Black";
        assertThat(lines).anySatisfy(l -> assertThat(l).startsWith(mover + ": ").contains("1 blunder"));
        assertThat(lines).anySatisfy(l -> assertThat(l).startsWith(other + ": ").contains("0 blunders"));
        assertThat(lines.get(n + 1)).startsWith("Black: " + (n + 1) / 2 + " moves, accuracy ");
        assertThat(lines.get(n + 2)).startsWith("White: " + n / 2 + " moves, accuracy ");
    }

    @Test
    void aMissingFileAMissingGameAndADamagedGameAreRefusedInWords() throws Exception {
        Run none = Run.of("review", dir.resolve("nothing.pdn").toString());
        assertThat(none.exit()).isNotZero();
        assertThat(none.err()).contains("nothing.pdn", "no such file");
        Path f = dir.resolve("one.pdn");
        Files.writeString(f, "[Event \"x\"]\n\n1. 11-15 23-19 *\n");
        Run missing = Run.of("review", f.toString(), "--game", "2");
        assertThat(missing.exit()).isNotZero();
        assertThat(missing.err()).contains("one.pdn", "2");
        Path bad = dir.resolve("bad.pdn");
        Files.writeString(bad, "[Event \"x\"]\n\n1. 11-15 23-19 2. 15-20 *\n");
        Run damaged = Run.of("review", bad.toString());
        assertThat(damaged.exit()).isNotZero();
        assertThat(damaged.err()).contains("bad.pdn", "15-20");
    }
}
