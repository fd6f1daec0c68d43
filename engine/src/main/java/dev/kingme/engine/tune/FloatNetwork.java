package dev.kingme.engine.tune;

import dev.kingme.engine.eval.nnue.Network;
import dev.kingme.engine.eval.nnue.NetworkInputs;
import java.util.SplittableRandom;

/**
 * The network of {@link Network} in floating point, as the trainer fits it: the same layers and clipped
 * activations, the output a logit of the side to move's winning chances. It keeps what one forward pass
 * computed for the backward pass after it, sums the gradients of a batch, and steps by Adam's rule; then
 * {@link #quantize} rounds it into the engine's integers. One instance a training run, for one thread.
 */
final class FloatNetwork {
    private static final double BETA1 = 0.9;
    private static final double BETA2 = 0.999;
    /** Keeps an accumulator of up to 32 pieces within 16 bits once scaled by {@link Network#ONE}. */
    private static final float INPUT_LIMIT = 32767f / Network.ONE / 33;
    /** Keeps the dense weights within what the engine's sums hold. */
    private static final float WEIGHT_LIMIT = 32767f / Network.WEIGHT_ONE;

    final int hidden;
    final int layer2;
    /** All weights in one array: input weights, input bias, dense weights, dense bias, output weights, bias. */
    final float[] w;
    private final float[] grad;
    private final double[] m;
    private final double[] v;
    private final int inputBias;
    private final int dense;
    private final int denseBias;
    private final int output;
    private final int outputBias;
    private int steps;

    // One forward pass: the inputs of both perspectives, the accumulators, the dense layer's sums.
    private final int[][] active = new int[2][32];
    private final int[] activeCount = new int[2];
    private final float[] acc;
    private final float[] sums;
    private final float[] dAcc;

    FloatNetwork(int hidden, int layer2, long seed) {
        this.hidden = hidden;
        this.layer2 = layer2;
        inputBias = NetworkInputs.COUNT * hidden;
        dense = inputBias + hidden;
        denseBias = dense + layer2 * 2 * hidden;
        output = denseBias + layer2;
        outputBias = output + layer2;
        w = new float[outputBias + 1];
        grad = new float[w.length];
        m = new double[w.length];
        v = new double[w.length];
        acc = new float[2 * hidden];
        sums = new float[layer2];
        dAcc = new float[2 * hidden];
        SplittableRandom r = new SplittableRandom(seed);
        for (int i = 0; i < inputBias; i++) {
            w[i] = (float) ((r.nextDouble() * 2 - 1) * 0.1);
        }
        for (int i = inputBias; i < dense; i++) {
            w[i] = 0.5f;
        }
        double denseRange = 1 / Math.sqrt(2 * hidden);
        for (int i = dense; i < denseBias; i++) {
            w[i] = (float) ((r.nextDouble() * 2 - 1) * denseRange);
        }
        double outputRange = 1 / Math.sqrt(layer2);
        for (int i = output; i < outputBias; i++) {
            w[i] = (float) ((r.nextDouble() * 2 - 1) * outputRange);
        }
    }

    /** The logit for the side to move of the given bitboards, keeping what the backward pass needs. */
    float forward(long black, long white, long kings, boolean whiteToMove) {
        int mine = whiteToMove ? NetworkInputs.WHITE : NetworkInputs.BLACK;
        activeCount[0] = NetworkInputs.active(black, white, kings, mine, active[0]);
        activeCount[1] = NetworkInputs.active(black, white, kings, 1 - mine, active[1]);
        for (int side = 0; side < 2; side++) {
            int offset = side * hidden;
            System.arraycopy(w, inputBias, acc, offset, hidden);
            for (int k = 0; k < activeCount[side]; k++) {
                int base = active[side][k] * hidden;
                for (int i = 0; i < hidden; i++) {
                    acc[offset + i] += w[base + i];
                }
            }
        }
        int width = 2 * hidden;
        float out = w[outputBias];
        for (int unit = 0; unit < layer2; unit++) {
            float s = w[denseBias + unit];
            int base = dense + unit * width;
            for (int i = 0; i < width; i++) {
                s += clip(acc[i]) * w[base + i];
            }
            sums[unit] = s;
            out += clip(s) * w[output + unit];
        }
        return out;
    }

    /** Adds to the batch's gradient that of the last forward pass, whose loss has derivative {@code dOut}. */
    void backward(float dOut) {
        int width = 2 * hidden;
        grad[outputBias] += dOut;
        java.util.Arrays.fill(dAcc, 0);
        for (int unit = 0; unit < layer2; unit++) {
            float s = sums[unit];
            grad[output + unit] += dOut * clip(s);
            if (s <= 0 || s >= 1) {
                continue;
            }
            float dSum = dOut * w[output + unit];
            grad[denseBias + unit] += dSum;
            int base = dense + unit * width;
            for (int i = 0; i < width; i++) {
                float a = acc[i];
                grad[base + i] += dSum * clip(a);
                if (a > 0 && a < 1) {
                    dAcc[i] += dSum * w[base + i];
                }
            }
        }
        for (int side = 0; side < 2; side++) {
            int offset = side * hidden;
            for (int i = 0; i < hidden; i++) {
                grad[inputBias + i] += dAcc[offset + i];
            }
            for (int k = 0; k < activeCount[side]; k++) {
                int base = active[side][k] * hidden;
                for (int i = 0; i < hidden; i++) {
                    grad[base + i] += dAcc[offset + i];
                }
            }
        }
    }

    /** One step of Adam with the batch's gradient (summed over {@code batch} positions), which it then clears. */
    void step(int batch, double learningRate) {
        steps++;
        double c1 = 1 - Math.pow(BETA1, steps);
        double c2 = 1 - Math.pow(BETA2, steps);
        for (int j = 0; j < w.length; j++) {
            double g = grad[j] / batch;
            m[j] = BETA1 * m[j] + (1 - BETA1) * g;
            v[j] = BETA2 * v[j] + (1 - BETA2) * g * g;
            float next = (float) (w[j] - learningRate * (m[j] / c1) / (Math.sqrt(v[j] / c2) + 1e-8));
            float limit = j < inputBias ? INPUT_LIMIT : WEIGHT_LIMIT;
            w[j] = Math.max(-limit, Math.min(limit, next));
            grad[j] = 0;
        }
    }

    /** The engine's network: these weights rounded to its fixed point, the output scaled by {@code centsPerLogit}. */
    Network quantize(int centsPerLogit) {
        short[] inputWeights = new short[inputBias];
        for (int i = 0; i < inputBias; i++) {
            inputWeights[i] = (short) Math.round(w[i] * Network.ONE);
        }
        short[] bias = new short[hidden];
        for (int i = 0; i < hidden; i++) {
            bias[i] = (short) Math.round(w[inputBias + i] * Network.ONE);
        }
        short[] denseWeights = new short[denseBias - dense];
        for (int i = 0; i < denseWeights.length; i++) {
            denseWeights[i] = (short) Math.round(w[dense + i] * Network.WEIGHT_ONE);
        }
        int[] denseBiases = new int[layer2];
        short[] outputWeights = new short[layer2];
        for (int i = 0; i < layer2; i++) {
            denseBiases[i] = Math.round(w[denseBias + i] * Network.ONE * Network.WEIGHT_ONE);
            outputWeights[i] = (short) Math.round(w[output + i] * Network.WEIGHT_ONE);
        }
        return new Network(hidden, layer2, centsPerLogit, inputWeights, bias, denseWeights, denseBiases, outputWeights,
                Math.round(w[outputBias] * Network.ONE * Network.WEIGHT_ONE));
    }

    private static float clip(float x) {
        return x < 0 ? 0 : Math.min(x, 1);
    }
}
