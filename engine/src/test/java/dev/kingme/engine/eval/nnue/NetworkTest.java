package dev.kingme.engine.eval.nnue;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.MoveGenerator;
import dev.kingme.engine.MoveList;
import dev.kingme.engine.Position;
import dev.kingme.engine.Side;
import dev.kingme.engine.Squares;
import java.io.IOException;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The network's arithmetic: a position and its colour-flipped mirror score the same for the side to move,
 * the accumulators kept move by move equal those computed from scratch, and the file keeps every number.
 * Each holds for the shipped network and for random ones (whose weights have no symmetry of their own to
 * hide a wrong input).
 */
class NetworkTest {
    private static final int GAMES = 200;
    private static final int MAX_PLIES = 200;

    @Test
    void aPositionAndItsColourFlippedMirrorScoreTheSame() {
        for (Network net : new Network[] {Network.standard(), random(1), random(2)}) {
            SplittableRandom rnd = new SplittableRandom(35);
            int compared = 0;
            for (int g = 0; g < GAMES; g++) {
                Position p = Position.initial();
                for (int ply = 0; ply < MAX_PLIES; ply++) {
                    assertThat(net.evaluate(mirror(p))).as("%s mirrored", p).isEqualTo(net.evaluate(p));
                    compared++;
                    long move = randomMove(p, rnd);
                    if (move == 0) {
                        break;
                    }
                    p = p.applyPacked(move);
                }
            }
            assertThat(compared).isGreaterThan(GAMES * 50);
        }
    }

    @Test
    void theMirrorIsAnotherPositionWhoseOtherSideIsToMove() {
        Position p = Position.initial().applyPacked(randomMove(Position.initial(), new SplittableRandom(1)));
        Position m = mirror(p);
        assertThat(m).isNotEqualTo(p);
        assertThat(m.toMove()).isEqualTo(p.toMove().opponent());
        assertThat(mirror(m)).isEqualTo(p);
    }

    @Test
    void incrementalAccumulatorsEqualFreshOnesAtEveryPlyOfRandomGames() {
        for (Network net : new Network[] {Network.standard(), random(3)}) {
            NetworkStack stack = new NetworkStack(net, MAX_PLIES);
            short[] fresh = net.newAccumulator();
            SplittableRandom rnd = new SplittableRandom(36);
            int captures = 0;
            int crownings = 0;
            for (int g = 0; g < GAMES; g++) {
                Position p = Position.initial();
                stack.refresh(0, p);
                for (int ply = 0; ply < MAX_PLIES; ply++) {
                    net.refresh(p.black(), p.white(), p.kings(), fresh);
                    assertThat(stack.accumulator(ply)).as("%s at ply %d", p, ply).isEqualTo(fresh);
                    assertThat(stack.evaluate(ply, p)).isEqualTo(net.evaluate(p));
                    long move = randomMove(p, rnd);
                    if (move == 0 || ply + 1 == MAX_PLIES) {
                        break;
                    }
                    captures += MoveList.captured(move) != 0 ? 1 : 0;
                    Position next = p.applyPacked(move);
                    boolean man = ((p.kings() >>> MoveList.fromBit(move)) & 1) == 0;
                    crownings += man && ((next.kings() >>> MoveList.toBit(move)) & 1) != 0 ? 1 : 0;
                    stack.play(ply, p, move);
                    p = next;
                }
            }
            assertThat(captures).isGreaterThan(1000);
            assertThat(crownings).isGreaterThan(100);
        }
    }

    @Test
    void accumulatorsBroughtUpToDateOnlyWhenEvaluatedEqualFreshOnesAlongBranchingPaths() {
        // A search's pattern: go down a random line evaluating now and then, back up a random number of plies,
        // go down another line from there; every evaluation must see the accumulator of its own position.
        for (Network net : new Network[] {Network.standard(), random(5)}) {
            NetworkStack stack = new NetworkStack(net, MAX_PLIES);
            short[] fresh = net.newAccumulator();
            SplittableRandom rnd = new SplittableRandom(37);
            Position[] line = new Position[MAX_PLIES];
            int evaluated = 0;
            int caughtUpOverSeveralPlies = 0;
            for (int g = 0; g < GAMES; g++) {
                line[0] = Position.initial();
                stack.refresh(0, line[0]);
                int ply = 0;
                int lastEvaluated = 0;
                for (int step = 0; step < 300; step++) {
                    long move = randomMove(line[ply], rnd);
                    if (move == 0 || ply + 1 == MAX_PLIES || rnd.nextInt(8) == 0) {
                        int back = rnd.nextInt(ply + 1);
                        ply -= back;
                        lastEvaluated = Math.min(lastEvaluated, ply);
                        continue;
                    }
                    stack.play(ply, line[ply], move);
                    line[ply + 1] = line[ply].applyPacked(move);
                    ply++;
                    if (rnd.nextInt(3) == 0) {
                        Position p = line[ply];
                        net.refresh(p.black(), p.white(), p.kings(), fresh);
                        caughtUpOverSeveralPlies += ply - lastEvaluated > 1 ? 1 : 0;
                        assertThat(stack.evaluate(ply, p)).as("%s at ply %d", p, ply).isEqualTo(net.evaluate(p));
                        assertThat(stack.accumulator(ply)).as("%s at ply %d", p, ply).isEqualTo(fresh);
                        lastEvaluated = ply;
                        evaluated++;
                    }
                }
            }
            assertThat(evaluated).isGreaterThan(GAMES * 50);
            assertThat(caughtUpOverSeveralPlies).isGreaterThan(GAMES * 10);
        }
    }

    @Test
    void theDenseLayerEqualsTheLayerComputedUnitByUnit() {
        // Eight units take a path of their own (the shipped size); five the general one.
        for (Network net : new Network[] {Network.standard(), random(6), random(7, 5)}) {
            SplittableRandom rnd = new SplittableRandom(38);
            short[] acc = net.newAccumulator();
            int[] sums = new int[net.layer2()];
            int compared = 0;
            for (int g = 0; g < GAMES / 4; g++) {
                Position p = Position.initial();
                for (int ply = 0; ply < MAX_PLIES; ply++) {
                    net.refresh(p.black(), p.white(), p.kings(), acc);
                    boolean white = p.toMove() == Side.WHITE;
                    assertThat(net.evaluate(acc, white, sums)).as("%s", p).isEqualTo(unitByUnit(net, acc, white));
                    compared++;
                    long move = randomMove(p, rnd);
                    if (move == 0) {
                        break;
                    }
                    p = p.applyPacked(move);
                }
            }
            assertThat(compared).isGreaterThan(GAMES * 10);
        }
    }

    /** The network's output from an accumulator as its comment defines it, one dense unit after another. */
    private static int unitByUnit(Network net, short[] acc, boolean whiteToMove) {
        int h = net.hidden;
        long out = net.outputBias;
        for (int unit = 0; unit < net.layer2; unit++) {
            int sum = net.hiddenBias[unit];
            for (int i = 0; i < 2 * h; i++) {
                int a = acc[i < h ? (whiteToMove ? h : 0) + i : (whiteToMove ? 0 : h) + i - h];
                a = Math.max(0, Math.min(a, Network.ONE));
                sum += a * net.hiddenWeights[unit * 2 * h + i];
            }
            out += (long) Math.max(0, Math.min(sum >> 8, Network.ONE)) * net.outputWeights[unit];
        }
        return (int) (out * net.centsPerLogit / (Network.ONE * Network.WEIGHT_ONE));
    }

    @Test
    void theFileKeepsEveryNumber() throws IOException {
        Network net = random(4);
        assertThat(NetworkFile.read(NetworkFile.write(net))).isEqualTo(net);
        assertThat(NetworkFile.read(NetworkFile.write(Network.standard()))).isEqualTo(Network.standard());
    }

    /** The position with the colours swapped and the board turned round: the same game for the other side. */
    static Position mirror(Position p) {
        return Position.of(Squares.turn(p.white()), Squares.turn(p.black()), Squares.turn(p.kings()),
                p.toMove().opponent());
    }

    private static long randomMove(Position p, SplittableRandom rnd) {
        MoveList list = new MoveList();
        boolean black = p.toMove() == Side.BLACK;
        MoveGenerator.generate(black ? p.black() : p.white(), black ? p.white() : p.black(), p.kings(), black, true,
                list);
        return list.size() == 0 ? 0 : list.move(rnd.nextInt(list.size()));
    }

    /** A network of random weights in the ranges a trained one uses. */
    static Network random(long seed) {
        return random(seed, 8);
    }

    /** The same with a dense layer of {@code layer2} units. */
    static Network random(long seed, int layer2) {
        SplittableRandom r = new SplittableRandom(seed);
        int hidden = 16;
        short[] inputWeights = new short[NetworkInputs.COUNT * hidden];
        for (int i = 0; i < inputWeights.length; i++) {
            inputWeights[i] = (short) r.nextInt(-60, 61);
        }
        short[] inputBias = new short[hidden];
        for (int i = 0; i < hidden; i++) {
            inputBias[i] = (short) r.nextInt(0, 128);
        }
        short[] hiddenWeights = new short[layer2 * 2 * hidden];
        for (int i = 0; i < hiddenWeights.length; i++) {
            hiddenWeights[i] = (short) r.nextInt(-100, 101);
        }
        int[] hiddenBias = new int[layer2];
        short[] outputWeights = new short[layer2];
        for (int i = 0; i < layer2; i++) {
            hiddenBias[i] = r.nextInt(-4000, 4001);
            outputWeights[i] = (short) r.nextInt(-500, 501);
        }
        return new Network(hidden, layer2, 64, inputWeights, inputBias, hiddenWeights, hiddenBias, outputWeights,
                r.nextInt(-1000, 1001));
    }
}
