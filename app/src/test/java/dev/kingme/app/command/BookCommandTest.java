package dev.kingme.app.command;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.Move;
import dev.kingme.engine.Position;
import dev.kingme.engine.openings.ThreeMoveRestriction;
import dev.kingme.engine.search.BookTree;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BookCommandTest {
    @TempDir
    Path dir;

    /** The positions {@code root} and those up to {@code plies} moves after it. */
    private static Set<Position> near(Position root, int plies) {
        Set<Position> out = new HashSet<>(Set.of(root));
        Set<Position> layer = Set.of(root);
        for (int i = 0; i < plies; i++) {
            Set<Position> next = new HashSet<>();
            for (Position p : layer) {
                for (Move m : p.legalMoves()) {
                    next.add(p.apply(m));
                }
            }
            out.addAll(next);
            layer = next;
        }
        return out;
    }

    private static Map<Position, Boolean> grown(Path file) throws Exception {
        BookTree shipped = BookTree.shipped();
        BookTree book = BookTree.parse(Files.readString(file));
        Map<Position, Boolean> out = new LinkedHashMap<>();
        for (String line : Files.readAllLines(file)) {
            if (!line.startsWith("#")) {
                Position p = dev.kingme.engine.Fen.parse(line.substring(0, line.indexOf(';')));
                if (!shipped.contains(p)) {
                    out.put(p, book.contains(p));
                }
            }
        }
        return out;
    }

    @Test
    void growsFromTheBallotsNamed() throws Exception {
        Path file = dir.resolve("book.txt");
        Run r = Run.of("book", "grow", "--positions", "3", "--depth", "2", "--ballots", "83", "--file", file.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("book: " + BookTree.shipped().size() + " -> " + (BookTree.shipped().size() + 3));
        Position root = BookCommand.after(ThreeMoveRestriction.acf().byNumber(83).orElseThrow());
        // drop-out expansion from ballot 83 alone: the three positions analysed lie within three moves of it
        assertThat(grown(file)).hasSize(3).allSatisfy((p, in) -> assertThat(near(root, 3)).contains(p));
    }

    @Test
    void growsFromTheBallotsAMatchLost() throws Exception {
        Path match = dir.resolve("match.json");
        Files.writeString(match, """
                {"games": [{"number": 1, "ballot": 5, "points": 1.0}, {"number": 2, "ballot": 5, "points": 0.5},
                           {"number": 3, "ballot": 46, "points": 0.0}, {"number": 4, "ballot": 46, "points": 0.5}]}""");
        Path file = dir.resolve("lost.txt");
        Run r = Run.of("book", "grow", "--positions", "2", "--depth", "2", "--lost-in", match.toString(),
                "--file", file.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("ballots lost in " + match + ": [46]");
        Position root = BookCommand.after(ThreeMoveRestriction.acf().byNumber(46).orElseThrow());
        assertThat(grown(file)).hasSize(2).allSatisfy((p, in) -> assertThat(near(root, 2)).contains(p));
    }

    @Test
    void aMatchWithNothingLostOrABadListSaysSo() throws Exception {
        Path match = dir.resolve("won.json");
        Files.writeString(match, "{\"games\": [{\"number\": 1, \"ballot\": 5, \"points\": 1.0}]}");
        Path file = dir.resolve("never.txt");
        assertThat(Run.of("book", "grow", "--positions", "2", "--lost-in", match.toString(), "--file", file.toString()).err())
                .contains("no ballot on which the first player took less than half the points");
        assertThat(Run.of("book", "grow", "--positions", "2", "--ballots", "3,500", "--file", file.toString()).err())
                .contains("--ballots: there is no ballot 500");
        assertThat(file).doesNotExist();
    }
}
