package dev.kingme.app.command;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.Move;
import dev.kingme.engine.Position;
import dev.kingme.engine.openings.ThreeMoveRestriction;
import dev.kingme.engine.search.BookTree;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BookCommandTest {
    @TempDir
    Path dir;

    /** The positions a path from {@code root} through positions {@code book} analysed reaches (root included). */
    private static Set<Position> below(Position root, BookTree book) {
        Set<Position> out = new HashSet<>(Set.of(root));
        java.util.ArrayDeque<Position> todo = new java.util.ArrayDeque<>(List.of(root));
        while (!todo.isEmpty()) {
            Position p = todo.pop();
            if (book.contains(p)) {
                for (Move m : p.legalMoves()) {
                    if (out.add(p.apply(m))) {
                        todo.push(p.apply(m));
                    }
                }
            }
        }
        return out;
    }

    /** The positions of the book in {@code file} that the shipped book does not hold, in the file's order. */
    private static Set<Position> grown(Path file) throws Exception {
        BookTree shipped = BookTree.shipped();
        Set<Position> out = new java.util.LinkedHashSet<>();
        for (String line : Files.readAllLines(file)) {
            if (!line.startsWith("#")) {
                Position p = dev.kingme.engine.Fen.parse(line.substring(0, line.indexOf(';')));
                if (!shipped.contains(p)) {
                    out.add(p);
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
        Position root = ThreeMoveRestriction.acf().byNumber(83).orElseThrow().position();
        // drop-out expansion from ballot 83 alone: the three positions analysed lie below it in the book
        Set<Position> reached = below(root, BookTree.parse(Files.readString(file)));
        assertThat(grown(file)).hasSize(3).isSubsetOf(reached);
        // and not below another ballot's position (ballot 46's, from which the next test grows)
        Position other = ThreeMoveRestriction.acf().byNumber(46).orElseThrow().position();
        assertThat(grown(file)).doesNotContainAnyElementsOf(below(other, BookTree.shipped()));
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
        Position root = ThreeMoveRestriction.acf().byNumber(46).orElseThrow().position();
        Set<Position> reached = below(root, BookTree.parse(Files.readString(file)));
        assertThat(grown(file)).hasSize(2).isSubsetOf(reached);
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
