package dev.kingme.engine.egdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.zip.CRC32C;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Slices kept deflated in memory, block by block, as files of format 3 hold them: the same values as the
 * solver's through every way of reading them, from many threads, through a cache that must keep replacing
 * its blocks; older files written again in format 3 by a build; damage refused by name.
 */
class PackedValuesTest {
    private static final Tables FOUR = FourPieces.SOLVED;
    private static final Slice BIG = FourPieces.BIG;

    @TempDir
    Path dir;

    @BeforeEach
    void build() throws IOException {
        FourPieces.build(dir);
    }

    @Test
    void blocksInflateToTheValuesTheyWereMadeOf() throws Exception {
        SplittableRandom rnd = new SplittableRandom(5);
        for (int size : new int[] {1, PackedValues.BLOCK - 1, PackedValues.BLOCK, 3 * PackedValues.BLOCK + 17}) {
            byte[] values = new byte[size];
            for (int i = 0; i < size; i++) {
                values[i] = (byte) (rnd.nextInt(10) == 0 ? rnd.nextInt(256) : i / 700);
            }
            PackedValues p = PackedValues.pack(values);
            assertThat(p.blockCount()).isEqualTo(PackedValues.blocks(size));
            assertThat(p.inflateAll()).as("size %d", size).isEqualTo(values);
            PackedValues again = PackedValues.read(p.encoded(), size);
            assertThat(again.inflateAll()).as("size %d read back", size).isEqualTo(values);
        }
    }

    @Test
    void aBlockCutShortDoesNotInflate() throws Exception {
        byte[] values = new byte[2 * PackedValues.BLOCK];
        for (int i = 0; i < values.length; i++) {
            values[i] = (byte) (i * 31 % 251);
        }
        byte[] encoded = PackedValues.pack(values).encoded().clone();
        ByteBuffer table = ByteBuffer.wrap(encoded);
        table.putInt(12, table.getInt(12) - 5); // block 0 ends five bytes early, block 1 starts there
        PackedValues cut = PackedValues.read(encoded, values.length);
        byte[] into = new byte[PackedValues.BLOCK];
        assertThatThrownBy(() -> cut.inflate(0, into)).isInstanceOf(java.util.zip.DataFormatException.class)
                .hasMessageContaining("block 0");
        assertThatThrownBy(() -> cut.inflate(1, into)).isInstanceOf(java.util.zip.DataFormatException.class);
    }

    @Test
    void slicesKeptDeflatedGiveTheSolversValues() throws DatabaseException {
        // room to inflate every slice but the last, which is kept deflated
        Tables t = Builder.load(dir, 4, Builder.positions(4) - 1);
        assertThat(t.packedBytes()).isPositive();
        assertThat(t.mappedBytes()).isZero();
        assertThat(t.positions()).isEqualTo(FOUR.positions());
        for (Slice s : Slice.buildOrder(4)) {
            assertThat(t.get(s)).as(s.name()).isEqualTo(UnreadValuesTest.stored(FOUR, s));
        }
        FourPieces.checkProbes(t, 11, 50_000);
    }

    @Test
    void aCacheOfFewBlocksReplacesThemAndStillGivesTheSameValuesFromManyThreads() throws Exception {
        Tables t = new Tables(new BlockCache(4 * PackedValues.BLOCK));
        for (Slice s : Slice.buildOrder(4)) {
            t.putPacked(s, SliceFile.readPacked(dir, s));
        }
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int thread = 0; thread < 4; thread++) {
                int seed = thread;
                done.add(pool.submit(() -> {
                    FourPieces.checkProbes(t, 100 + seed, 20_000);
                    return null;
                }));
            }
            for (Future<?> f : done) {
                f.get();
            }
        } finally {
            pool.shutdown();
        }
    }

    @Test
    void aBuildWritesFilesOfOlderFormatsAgainWithTheSameValues() throws Exception {
        for (Slice s : Slice.buildOrder(3)) {
            SliceFile.writeStream(dir, s, FOUR.get(s).clone(), SliceFile.FORMAT_ALL_VALUES);
        }
        SliceFile.writeStream(dir, BIG, UnreadValuesTest.stored(FOUR, BIG), SliceFile.FORMAT_STREAM);
        List<Slice> rewritten = new ArrayList<>();
        Builder.build(4, dir, new Builder.Listener() {
            @Override
            public void rewritten(Slice slice, long fileBytes) {
                rewritten.add(slice);
            }
        });
        List<Slice> expected = new ArrayList<>(Slice.buildOrder(3));
        expected.add(BIG);
        assertThat(rewritten).containsExactlyInAnyOrderElementsOf(expected);
        for (Slice s : expected) {
            assertThat(SliceFile.header(dir, s).format()).as(s.name()).isEqualTo(SliceFile.FORMAT);
            byte[] kept = s.pieces() <= 3 ? FOUR.get(s) : UnreadValuesTest.stored(FOUR, s);
            assertThat(SliceFile.read(dir, s)).as(s.name()).isEqualTo(kept);
            assertThat(SliceFile.readPacked(dir, s).inflateAll()).as(s.name()).isEqualTo(kept);
        }
        assertThat(Files.list(dir).map(Path::toString)).noneMatch(name -> name.endsWith(".tmp"));
    }

    @Test
    void aDamagedBlockIsRefusedByName() throws IOException {
        Path file = Builder.file(dir, BIG);
        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length - 40] ^= 0x04;
        Files.write(file, bytes);
        assertThatThrownBy(() -> SliceFile.readPacked(dir, BIG)).isInstanceOf(DatabaseException.class)
                .hasMessageContaining(BIG.name()).hasMessageContaining("damaged");
        assertThatThrownBy(() -> Builder.load(dir, 4, 1 << 20)).isInstanceOf(DatabaseException.class)
                .hasMessageContaining(BIG.name()).hasMessageContaining("damaged");
    }

    @Test
    void aTableOfBlocksThatDoesNotFitIsRefusedEvenWithItsChecksumRight() throws Exception {
        Path file = Builder.file(dir, BIG);
        byte[] bytes = Files.readAllBytes(file);
        int header = bytes.length - (int) SliceFile.header(dir, BIG).bodyLength();
        ByteBuffer b = ByteBuffer.wrap(bytes);
        b.putInt(header + 8 + 4, b.getInt(header + 8 + 4) + 1_000_000); // block 1 starts past the end
        CRC32C crc = new CRC32C();
        crc.update(bytes, header, bytes.length - header);
        b.putInt(header - 4, (int) crc.getValue());
        Files.write(file, bytes);
        assertThatThrownBy(() -> SliceFile.readPacked(dir, BIG)).isInstanceOf(DatabaseException.class)
                .hasMessageContaining(BIG.name()).hasMessageContaining("damaged: the table of blocks is out of order");
    }
}
