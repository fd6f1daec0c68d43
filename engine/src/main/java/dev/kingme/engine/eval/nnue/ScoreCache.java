package dev.kingme.engine.eval.nnue;

/**
 * The network's recent scores by position: a direct-mapped table of {@value #ENTRIES} entries, each the
 * position's 64-bit hash with its low 16 bits replaced by the score. The low bits of the hash choose the
 * entry, so the entry and the rest of the hash it keeps tell the whole hash, and a score is found only for
 * the position that stored it (up to the hash's own collisions, as in the transposition table). The search
 * meets the same leaves again (iterative deepening, re-searches, transpositions); a score found here costs
 * neither the dense layer nor the accumulator's catching up. One a search thread, allocated once.
 */
final class ScoreCache {
    static final int ENTRIES = 1 << 16;
    private static final long SCORE_BITS = 0xFFFFL;
    /** The answer of {@link #find} when the position's score is not in the table. */
    static final int MISSING = Integer.MIN_VALUE;

    private final long[] entries = new long[ENTRIES];

    ScoreCache() {
        // A score's bits all set mark an empty entry (so the score -1 is never kept): no entry matches before
        // something is stored in it.
        java.util.Arrays.fill(entries, SCORE_BITS);
    }

    /** The score stored for the position of {@code hash}, or {@link #MISSING}. */
    int find(long hash) {
        long e = entries[(int) hash & (ENTRIES - 1)];
        if (((e ^ hash) & ~SCORE_BITS) != 0 || (e & SCORE_BITS) == SCORE_BITS) {
            return MISSING;
        }
        return (short) e;
    }

    /** Stores {@code score} for the position of {@code hash}; -1 and scores outside 16 bits are not kept. */
    void store(long hash, int score) {
        if (score < Short.MIN_VALUE || score >= Short.MAX_VALUE || (score & 0xFFFF) == SCORE_BITS) {
            return;
        }
        entries[(int) hash & (ENTRIES - 1)] = (hash & ~SCORE_BITS) | (score & SCORE_BITS);
    }
}
