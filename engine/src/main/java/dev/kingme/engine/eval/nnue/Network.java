package dev.kingme.engine.eval.nnue;

import dev.kingme.engine.MoveList;
import dev.kingme.engine.Position;
import dev.kingme.engine.Side;
import java.util.Arrays;

/**
 * A learned evaluation in integers: {@value NetworkInputs#COUNT} sparse inputs a perspective
 * ({@link NetworkInputs}) into an accumulator of {@code hidden} 16-bit sums a perspective (the first layer,
 * shared by both perspectives), the two accumulators side by side with the side to move's first, clipped to
 * [0, 1], into a dense layer of {@code layer2} units, clipped again, into one output: the side to move's
 * winning chances as a logit, turned into hundredths of a man by the scale the trainer fitted.
 *
 * <p>Fixed point: the accumulator holds {@value #ONE} for 1.0, so its clipped values are the activations as
 * they are; the dense layers' weights hold {@value #WEIGHT_ONE} for 1.0, their biases {@code ONE * WEIGHT_ONE};
 * a dense unit's sum is shifted right by 8 to come back to the accumulator's scale.
 *
 * <p>The accumulator is the network's first layer summed over the pieces; a move changes it by the few
 * inputs it switches on and off, which is how the search keeps it ({@link NetworkStack}). Immutable, so one
 * instance serves every thread; {@link #evaluate(Position)} allocates and is for callers off the search's
 * hot path.
 */
public final class Network {
    /** 1.0 in the accumulator and the activations. */
    public static final int ONE = 127;
    /** 1.0 in the dense layers' weights. */
    public static final int WEIGHT_ONE = 256;
    private static final int WEIGHT_SHIFT = 8;
    /** The dense layer's size that {@link #evaluateEight} computes without an array of sums. */
    private static final int EIGHT = 8;

    final int hidden;
    final int layer2;
    /** Hundredths of a man a logit of the output: 1/K of the scale the trainer fitted. */
    final int centsPerLogit;
    /** By input, its {@code hidden} weights. */
    final short[] inputWeights;
    final short[] inputBias;
    /** By unit of the dense layer, its weights for the side to move's accumulator then the other side's. */
    final short[] hiddenWeights;
    final int[] hiddenBias;
    /** {@link #hiddenWeights} input by input: for each of the {@code 2 * hidden} inputs, its weight into each unit. */
    private final int[] hiddenByInput;
    final short[] outputWeights;
    final int outputBias;

    /** A network from its quantized layers (the lengths must fit {@code hidden} and {@code layer2}). */
    public Network(int hidden, int layer2, int centsPerLogit, short[] inputWeights, short[] inputBias,
                   short[] hiddenWeights, int[] hiddenBias, short[] outputWeights, int outputBias) {
        if (hidden < 1 || layer2 < 1 || centsPerLogit < 1 || inputWeights.length != NetworkInputs.COUNT * hidden
                || inputBias.length != hidden || hiddenWeights.length != layer2 * 2 * hidden
                || hiddenBias.length != layer2 || outputWeights.length != layer2) {
            throw new IllegalArgumentException("network layers of the wrong sizes");
        }
        this.hidden = hidden;
        this.layer2 = layer2;
        this.centsPerLogit = centsPerLogit;
        this.inputWeights = inputWeights.clone();
        this.inputBias = inputBias.clone();
        this.hiddenWeights = hiddenWeights.clone();
        this.hiddenBias = hiddenBias.clone();
        this.outputWeights = outputWeights.clone();
        this.outputBias = outputBias;
        this.hiddenByInput = new int[hiddenWeights.length];
        for (int unit = 0; unit < layer2; unit++) {
            for (int i = 0; i < 2 * hidden; i++) {
                hiddenByInput[i * layer2 + unit] = hiddenWeights[unit * 2 * hidden + i];
            }
        }
    }

    /** The shipped network, read once (see {@link NetworkFile#standard()}). */
    public static Network standard() {
        return NetworkFile.standard();
    }

    public int hidden() {
        return hidden;
    }

    public int layer2() {
        return layer2;
    }

    public int centsPerLogit() {
        return centsPerLogit;
    }

    /** A new accumulator pair: Black's perspective in the first half, White's in the second. */
    public short[] newAccumulator() {
        return new short[2 * hidden];
    }

    /** Sets {@code acc} to the first layer's sums for the pieces of the given bitboards, from scratch. */
    public void refresh(long black, long white, long kings, short[] acc) {
        System.arraycopy(inputBias, 0, acc, 0, hidden);
        System.arraycopy(inputBias, 0, acc, hidden, hidden);
        for (int side = 0; side < 2; side++) {
            long own = side == 0 ? black : white;
            for (long m = own; m != 0; m &= m - 1) {
                int bit = Long.numberOfTrailingZeros(m);
                int king = (int) (kings >>> bit) & 1;
                add(acc, 0, NetworkInputs.index(NetworkInputs.BLACK, side, king, bit));
                add(acc, hidden, NetworkInputs.index(NetworkInputs.WHITE, side, king, bit));
            }
        }
    }

    /**
     * Sets {@code child} to the accumulator after the packed {@code move} of {@code p}, from {@code parent},
     * the accumulator of {@code p}: the moving piece leaves its square and arrives (crowned, if it is), and
     * the captured pieces come off.
     */
    public void play(short[] parent, short[] child, Position p, long move) {
        int mover = p.toMove() == Side.BLACK ? 0 : 1;
        int fromBit = MoveList.fromBit(move);
        int toBit = MoveList.toBit(move);
        long captured = MoveList.captured(move);
        long kings = p.kings();
        int king = (int) (kings >>> fromBit) & 1;
        int arrives = king == 1 || ((1L << toBit) & p.toMove().crownRow()) != 0 ? 1 : 0;
        for (int perspective = 0; perspective < 2; perspective++) {
            int offset = perspective * hidden;
            int off = NetworkInputs.index(perspective, mover, king, fromBit) * hidden;
            int on = NetworkInputs.index(perspective, mover, arrives, toBit) * hidden;
            for (int i = 0; i < hidden; i++) {
                child[offset + i] = (short) (parent[offset + i] - inputWeights[off + i] + inputWeights[on + i]);
            }
            for (long c = captured; c != 0; c &= c - 1) {
                int bit = Long.numberOfTrailingZeros(c);
                subtract(child, offset, NetworkInputs.index(perspective, 1 - mover, (int) (kings >>> bit) & 1, bit));
            }
        }
    }

    /**
     * The score in hundredths of a man for the side to move ({@code whiteToMove} or not) of the position whose
     * accumulator is {@code acc}; {@code sums} is scratch room of {@code layer2}. The dense layer is walked
     * input by input, skipping the inputs the clipping left at zero, each adding its column of {@code layer2}
     * weights to the sums (a loop the compiler turns into vector instructions).
     */
    public int evaluate(short[] acc, boolean whiteToMove, int[] sums) {
        if (layer2 == EIGHT) {
            return evaluateEight(acc, whiteToMove);
        }
        System.arraycopy(hiddenBias, 0, sums, 0, layer2);
        int mine = whiteToMove ? hidden : 0;
        int theirs = whiteToMove ? 0 : hidden;
        for (int i = 0; i < hidden; i++) {
            addColumn(sums, clip(acc[mine + i]), i);
            addColumn(sums, clip(acc[theirs + i]), hidden + i);
        }
        long out = outputBias;
        for (int unit = 0; unit < layer2; unit++) {
            out += (long) clip(sums[unit] >> WEIGHT_SHIFT) * outputWeights[unit];
        }
        return (int) (out * centsPerLogit / (ONE * WEIGHT_ONE));
    }

    /**
     * {@link #evaluate(short[], boolean, int[])} for a dense layer of eight units (the shipped network's), its
     * sums kept in local variables rather than an array the loop would store to at every input.
     */
    private int evaluateEight(short[] acc, boolean whiteToMove) {
        int[] w = hiddenByInput;
        int s0 = hiddenBias[0], s1 = hiddenBias[1], s2 = hiddenBias[2], s3 = hiddenBias[3];
        int s4 = hiddenBias[4], s5 = hiddenBias[5], s6 = hiddenBias[6], s7 = hiddenBias[7];
        int mine = whiteToMove ? hidden : 0;
        int theirs = whiteToMove ? 0 : hidden;
        for (int i = 0; i < 2 * hidden; i++) {
            int a = clip(acc[i < hidden ? mine + i : theirs + i - hidden]);
            if (a != 0) {
                int c = i * EIGHT;
                s0 += a * w[c + 0];
                s1 += a * w[c + 1];
                s2 += a * w[c + 2];
                s3 += a * w[c + 3];
                s4 += a * w[c + 4];
                s5 += a * w[c + 5];
                s6 += a * w[c + 6];
                s7 += a * w[c + 7];
            }
        }
        long out = outputBias + (long) clip(s0 >> WEIGHT_SHIFT) * outputWeights[0]
                + (long) clip(s1 >> WEIGHT_SHIFT) * outputWeights[1] + (long) clip(s2 >> WEIGHT_SHIFT) * outputWeights[2]
                + (long) clip(s3 >> WEIGHT_SHIFT) * outputWeights[3] + (long) clip(s4 >> WEIGHT_SHIFT) * outputWeights[4]
                + (long) clip(s5 >> WEIGHT_SHIFT) * outputWeights[5] + (long) clip(s6 >> WEIGHT_SHIFT) * outputWeights[6]
                + (long) clip(s7 >> WEIGHT_SHIFT) * outputWeights[7];
        return (int) (out * centsPerLogit / (ONE * WEIGHT_ONE));
    }

    private void addColumn(int[] sums, int activation, int input) {
        if (activation == 0) {
            return;
        }
        int column = input * layer2;
        for (int unit = 0; unit < layer2; unit++) {
            sums[unit] += activation * hiddenByInput[column + unit];
        }
    }

    /** The score of {@code p} for the side to move, computed from scratch (allocates: not for the search). */
    public int evaluate(Position p) {
        short[] acc = newAccumulator();
        refresh(p.black(), p.white(), p.kings(), acc);
        return evaluate(acc, p.toMove() == Side.WHITE, new int[layer2]);
    }

    private static short clip(int x) {
        return (short) (x < 0 ? 0 : Math.min(x, ONE));
    }

    private void add(short[] acc, int offset, int input) {
        int w = input * hidden;
        for (int i = 0; i < hidden; i++) {
            acc[offset + i] += inputWeights[w + i];
        }
    }

    private void subtract(short[] acc, int offset, int input) {
        int w = input * hidden;
        for (int i = 0; i < hidden; i++) {
            acc[offset + i] -= inputWeights[w + i];
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Network n && n.hidden == hidden && n.layer2 == layer2 && n.centsPerLogit == centsPerLogit
                && Arrays.equals(n.inputWeights, inputWeights) && Arrays.equals(n.inputBias, inputBias)
                && Arrays.equals(n.hiddenWeights, hiddenWeights) && Arrays.equals(n.hiddenBias, hiddenBias)
                && Arrays.equals(n.outputWeights, outputWeights) && n.outputBias == outputBias;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(inputWeights) * 31 + Arrays.hashCode(hiddenWeights);
    }
}
