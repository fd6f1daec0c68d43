package dev.kingme.engine.egdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Databases bigger than the memory given to them: the slices beyond it are read from disk, and checked. */
class UnpackedSliceTest {
    private static final Tables FOUR = FourPieces.SOLVED;
    /** The biggest four-piece slice, which a budget of a megabyte leaves on disk. */
    private static final Slice BIG = FourPieces.BIG;

    @TempDir
    Path dir;

    @BeforeEach
    void build() throws IOException {
        FourPieces.build(dir);
    }

    @Test
    void slicesBeyondTheBudgetAreReadFromDiskWithTheSameValues() throws DatabaseException {
        // a budget too small for the biggest slice kept deflated: it is read from disk
        long budget = 1 << 20;
        Tables t = Builder.load(dir, 4, budget);
        assertThat(t.bytes() + t.packedBytes()).isPositive().isLessThanOrEqualTo(budget);
        assertThat(t.mappedBytes()).isPositive();
        assertThat(t.positions()).isEqualTo(FOUR.positions());
        assertThat(Files.exists(UnpackedSlice.path(dir, BIG))).isTrue();
        for (Slice s : Slice.buildOrder(4)) {
            assertThat(t.get(s)).as(s.name()).isEqualTo(UnreadValuesTest.stored(FOUR, s));
        }
        FourPieces.checkProbes(t, 3, 20_000);
    }

    @Test
    void aDamagedUnpackedFileIsUnpackedAgainNotUsed() throws IOException, DatabaseException {
        Builder.load(dir, 4, 0);
        Path values = UnpackedSlice.path(dir, BIG);
        byte[] bytes = Files.readAllBytes(values);
        bytes[bytes.length / 3] ^= 0x21;
        Files.write(values, bytes);
        assertThat(Builder.load(dir, 4, 0).get(BIG)).isEqualTo(UnreadValuesTest.stored(FOUR, BIG));
        assertThat(Files.readAllBytes(values)).isEqualTo(UnreadValuesTest.stored(FOUR, BIG));

        Files.write(values, java.util.Arrays.copyOf(bytes, 100));
        assertThat(Builder.load(dir, 4, 0).get(BIG)).isEqualTo(UnreadValuesTest.stored(FOUR, BIG));
    }

    @Test
    void theBudgetIsHalfTheHeapUnlessThePropertySaysHowManyMegabytes() {
        String before = System.getProperty("kingme.egdb.memory");
        try {
            System.clearProperty("kingme.egdb.memory");
            assertThat(Builder.memoryBudget()).isEqualTo(Runtime.getRuntime().maxMemory() / 2);
            System.setProperty("kingme.egdb.memory", " 300 ");
            assertThat(Builder.memoryBudget()).isEqualTo(300L << 20);
            System.setProperty("kingme.egdb.memory", "lots");
            assertThatThrownBy(Builder::memoryBudget).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("kingme.egdb.memory must be a number of megabytes, got \"lots\"");
        } finally {
            if (before == null) {
                System.clearProperty("kingme.egdb.memory");
            } else {
                System.setProperty("kingme.egdb.memory", before);
            }
        }
    }

    @Test
    void aDamagedFileIsRefusedWhenItWouldBeReadFromDisk() throws IOException {
        Path file = Builder.file(dir, BIG);
        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length / 2] ^= 0x10;
        Files.write(file, bytes);
        assertThatThrownBy(() -> Builder.load(dir, 4, 0)).isInstanceOf(DatabaseException.class)
                .hasMessageContaining(BIG.name()).hasMessageContaining("damaged");
        assertThat(Files.exists(UnpackedSlice.path(dir, BIG))).isFalse();
        assertThat(Files.list(dir).map(Path::toString)).noneMatch(name -> name.endsWith(".tmp"));
    }
}
