package dev.kingme.engine.tune;

import dev.kingme.engine.eval.Feature;
import dev.kingme.engine.eval.Features;
import java.util.Arrays;

/**
 * The feature counts of every position of a {@link TrainingSet}, worked out once for the whole fit: each
 * position's non-zero counts in the order of their weights, one after another in two flat arrays (most
 * weights belong to groups such as a man's square or the back rank's pattern, of which a position has only
 * a few), and its opening share.
 */
final class FeatureRows {
    private final int[] start;
    private int[] index;
    private int[] count;
    private final double[] phase;

    FeatureRows(TrainingSet t) {
        start = new int[t.size + 1];
        phase = new double[t.size];
        index = new int[Math.max(16, t.size * 48)];
        count = new int[index.length];
        int[] f = new int[Feature.COUNT];
        int at = 0;
        for (int i = 0; i < t.size; i++) {
            Features.extract(t.black[i], t.white[i], t.kings[i], t.whiteToMove[i], f);
            for (int j = 0; j < Feature.COUNT; j++) {
                if (f[j] != 0) {
                    if (at == index.length) {
                        index = Arrays.copyOf(index, at * 2);
                        count = Arrays.copyOf(count, at * 2);
                    }
                    index[at] = j;
                    count[at] = f[j];
                    at++;
                }
            }
            start[i + 1] = at;
            phase[i] = Features.phase(Long.bitCount(t.black[i] | t.white[i])) / (double) Features.PHASES;
        }
    }

    /** The evaluation of position {@code i} with real-valued weights. */
    double value(int i, double[] op, double[] en) {
        double o = 0;
        double e = 0;
        for (int x = start[i]; x < start[i + 1]; x++) {
            o += op[index[x]] * count[x];
            e += en[index[x]] * count[x];
        }
        return o * phase[i] + e * (1 - phase[i]);
    }

    /** Adds {@code g} times the counts of position {@code i} to the gradient: opening at {@code j}, ending at {@code n + j}. */
    void addGradient(int i, double g, double[] grad, int n) {
        double p = phase[i];
        for (int x = start[i]; x < start[i + 1]; x++) {
            int j = index[x];
            grad[j] += g * count[x] * p;
            grad[n + j] += g * count[x] * (1 - p);
        }
    }
}
