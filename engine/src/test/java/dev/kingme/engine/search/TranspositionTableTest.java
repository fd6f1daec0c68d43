package dev.kingme.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TranspositionTableTest {
    @Test
    void keepsWhatItStores() {
        TranspositionTable t = new TranspositionTable(1);
        t.store(0x1234_5678_9ABCL, 42L << 36, -517, 9, TranspositionTable.LOWER);
        int slot = t.probe(0x1234_5678_9ABCL);
        assertThat(slot).isNotNegative();
        assertThat(t.move(slot)).isEqualTo(42L << 36);
        assertThat(t.score(slot)).isEqualTo(-517);
        assertThat(t.depth(slot)).isEqualTo(9);
        assertThat(t.bound(slot)).isEqualTo(TranspositionTable.LOWER);
        assertThat(t.probe(0x1234_5678_9ABDL)).isNegative();
        t.clear();
        assertThat(t.probe(0x1234_5678_9ABCL)).isNegative();
    }

    @Test
    void aShallowResultDoesNotPushOutADeepOne() {
        TranspositionTable t = new TranspositionTable(1);
        int buckets = t.capacity() / 2;
        long deep = 5;
        long shallow = deep + buckets; // same bucket
        long other = deep + 2L * buckets;
        t.store(deep, 1L << 36, 10, 12, TranspositionTable.EXACT);
        t.store(shallow, 2L << 36, 20, 3, TranspositionTable.EXACT);
        t.store(other, 3L << 36, 30, 2, TranspositionTable.EXACT);
        assertThat(t.probe(deep)).isNotNegative();
        assertThat(t.probe(other)).isNotNegative();
        assertThat(t.probe(shallow)).isNegative();
    }

    @Test
    void winScoresSurvive() {
        TranspositionTable t = new TranspositionTable(1);
        t.store(77, 0, Score.winIn(31), 40, TranspositionTable.EXACT);
        assertThat(t.score(t.probe(77))).isEqualTo(Score.winIn(31));
    }
}
