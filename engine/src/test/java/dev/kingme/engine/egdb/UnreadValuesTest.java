package dev.kingme.engine.egdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.engine.MoveGenerator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The indices no look-up reads (men of both sides on one square, a capture for the side to move): the
 * look-up works a capture position out as the solver did, so the files may store anything there, and they
 * store the value before to compress better; files of the format before, which stored every value, still read.
 */
class UnreadValuesTest {
    /** Up to four pieces as solved, every index holding the solver's value. */
    private static final Tables FOUR = Builder.inMemory(4);

    @TempDir
    Path dir;

    /** What a file of format 2 holds for {@code s}: the solved values with the unread indices filled. */
    static byte[] stored(Tables solved, Slice s) {
        byte[] v = solved.get(s).clone();
        UnreadValues.fill(v, of(s));
        return v;
    }

    /** Whether index {@code i} of {@code ix}'s slice is never read; {@code pos} is scratch space of four. */
    private static boolean unread(SliceIndex ix, long i, int[] pos) {
        if (!ix.position(i, pos)) {
            return true;
        }
        long mover = Board.expand(pos[0] | pos[1]);
        long other = Board.expand(pos[2] | pos[3]);
        long kings = Board.expand(pos[1] | pos[3]);
        return MoveGenerator.jumpers(mover, other, kings, true) != 0;
    }

    /** The unread indices of {@code s}, found by decoding every index: what the solver's marks are checked against. */
    private static long[] of(Slice s) {
        SliceIndex ix = new SliceIndex(s);
        int[] pos = new int[4];
        long[] unread = UnreadValues.bits(s.size());
        for (long i = 0; i < s.size(); i++) {
            if (unread(ix, i, pos)) {
                UnreadValues.mark(unread, i);
            }
        }
        return unread;
    }

    @Test
    void aCapturePositionIsWorkedOutFromItsCapturesAsTheSolverDecidedIt() {
        // Every unread index overwritten with a value no position has: a look-up that read one would show it.
        Tables scrambled = new Tables();
        int[] pos = new int[4];
        long unread = 0;
        long captures = 0;
        for (Slice s : Slice.buildOrder(4)) {
            byte[] v = FOUR.get(s).clone();
            SliceIndex ix = new SliceIndex(s);
            for (int i = 0; i < v.length; i++) {
                if (unread(ix, i, pos)) {
                    v[i] = (byte) 0xFF;
                    unread++;
                    captures += ix.position(i, pos) ? 1 : 0;
                }
            }
            scrambled.put(s, v);
        }
        assertThat(captures).as("capture positions among four pieces").isGreaterThan(1_000_000);
        long compared = 0;
        for (Slice s : Slice.buildOrder(4)) {
            SliceIndex ix = new SliceIndex(s);
            byte[] solved = FOUR.get(s); // as the solver decided every index, capture positions included
            for (int i = 0; i < solved.length; i++) {
                if (!ix.position(i, pos)) {
                    continue;
                }
                long mover = Board.expand(pos[0] | pos[1]);
                long other = Board.expand(pos[2] | pos[3]);
                long kings = Board.expand(pos[1] | pos[3]);
                int expected = solved[i] & 0xFF;
                int got = scrambled.value(mover, other, kings);
                if (got != expected) {
                    throw new AssertionError(s.name() + " index " + i + ": " + Value.text(got) + ", solved "
                            + Value.text(expected));
                }
                compared++;
            }
        }
        assertThat(compared).isGreaterThan(unread);
    }

    @Test
    void theSolverFindsTheUnreadIndicesThatDecodingEveryIndexFinds() {
        for (Slice s : Slice.of(4)) {
            Solver solver = new Solver(FOUR, s);
            solver.solve(n -> { });
            Slice[] pair = solver.slices();
            for (int i = 0; i < pair.length; i++) {
                assertThat(solver.unread(i)).as(pair[i].name()).isEqualTo(of(pair[i]));
            }
        }
    }

    @Test
    void filledFilesAreSmallerAndReadTheSame() throws IOException, DatabaseException {
        Path before = Files.createDirectories(dir.resolve("format1"));
        Path now = Files.createDirectories(dir.resolve("format2"));
        long sizeBefore = 0;
        long sizeNow = 0;
        for (Slice s : Slice.buildOrder(4)) {
            sizeBefore += SliceFile.writeStream(before, s, FOUR.get(s).clone(), SliceFile.FORMAT_ALL_VALUES);
            sizeNow += SliceFile.writeStream(now, s, stored(FOUR, s), SliceFile.FORMAT_STREAM);
        }
        assertThat(sizeNow).as("bytes on disk, format 2 against format 1").isLessThan(sizeBefore * 9 / 10);
        Tables read = Builder.load(now, 4);
        Tables readBefore = Builder.load(before, 4);
        for (Slice s : Slice.buildOrder(4)) {
            assertThat(read.get(s)).as(s.name()).isEqualTo(stored(FOUR, s));
            assertThat(readBefore.get(s)).as(s.name()).isEqualTo(FOUR.get(s));
        }
    }

    @Test
    void aFolderWithFilesOfEveryFormatIsReadAndBuiltOn() throws IOException, DatabaseException {
        for (Slice s : Slice.buildOrder(3)) {
            SliceFile.writeStream(dir, s, FOUR.get(s).clone(), SliceFile.FORMAT_ALL_VALUES);
        }
        for (Slice s : Slice.of(4).subList(0, 3)) {
            SliceFile.writeStream(dir, s, stored(FOUR, s), SliceFile.FORMAT_STREAM);
        }
        Tables before = Builder.load(dir, 3);
        for (Slice s : Slice.buildOrder(3)) {
            assertThat(before.get(s)).as(s.name()).isEqualTo(FOUR.get(s));
        }
        Builder.build(4, dir, new Builder.Listener() {
        });
        Tables t = Builder.load(dir, 4);
        for (Slice s : Slice.buildOrder(4)) {
            byte[] expected = s.pieces() <= 3 ? FOUR.get(s) : stored(FOUR, s);
            assertThat(t.get(s)).as(s.name()).isEqualTo(expected);
            assertThat(SliceFile.header(dir, s).format()).as(s.name()).isEqualTo(SliceFile.FORMAT);
        }
    }

    @Test
    void aFormatThisKingmeDoesNotReadIsRefusedByName() throws IOException {
        Slice s = new Slice(0, 1, 0, 1);
        SliceFile.write(dir, s, FOUR.get(s).clone());
        Path file = SliceFile.path(dir, s);
        byte[] bytes = Files.readAllBytes(file);
        java.nio.ByteBuffer.wrap(bytes).putInt(8, 4); // the format, after the magic
        Files.write(file, bytes);
        assertThatThrownBy(() -> SliceFile.read(dir, s)).isInstanceOf(DatabaseException.class)
                .hasMessageContaining(s.name()).hasMessageContaining("format 4")
                .hasMessageContaining("reads formats 1 to 3");
    }
}
