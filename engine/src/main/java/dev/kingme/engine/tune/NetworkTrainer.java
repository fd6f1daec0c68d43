package dev.kingme.engine.tune;

import dev.kingme.engine.Position;
import dev.kingme.engine.eval.Evaluator;
import dev.kingme.engine.eval.Weights;
import dev.kingme.engine.eval.nnue.Network;
import dev.kingme.engine.pdn.PdnGame;
import dev.kingme.engine.search.EndgameDatabase;
import dev.kingme.engine.search.Score;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Trains the {@link Network} evaluation: gathers the quiet positions of the engine's own games (archive
 * games given, such as its matches, and self-play games played by {@link SelfPlay} with the linear
 * evaluation), labels each with the side to move's expected points, and fits the network's floating-point
 * twin ({@link FloatNetwork}) by Adam on mini-batches, then rounds it into the engine's integers.
 *
 * <p>The label of a position the four-piece endgame database covers is its exact value (1, 1/2 or 0);
 * of any other, a blend of what a search says and how the game ended: {@code lambda * sigmoid(K * score)
 * + (1 - lambda) * result}, the score that of {@link TrainingPlayer}'s fixed-depth search with the linear
 * evaluation (for a self-play position searched to the same depth, the search its player made there already,
 * which is the same), or with {@link Labels#ENGINE} that of the engine's own search ({@link SearchLabels}), and K
 * the scale that makes the linear evaluation the best guess of the results (as the {@link Tuner} fits it).
 * The network's logit times 1/K is then its score in hundredths of a man, on the linear evaluation's scale,
 * so the search's margins mean the same with either.
 *
 * <p>Everything follows from the seed: the self-play games, which games are held out (a twentieth, whole),
 * the starting weights and the order of the positions in each epoch; the sums are taken in one thread in a
 * fixed order, so the same settings and archive give the same network to the last bit.
 */
public final class NetworkTrainer {
    /** The search whose scores label the positions. */
    public enum Labels {
        /** The {@link TrainingPlayer}'s plain fixed-depth alpha-beta, which no change to the engine changes. */
        TUNER,
        /** The engine's own search ({@link SearchLabels}): deeper in the same time, tied to the engine's version. */
        ENGINE
    }

    /** How a run is set up. */
    public record Settings(long seed, int games, int playDepth, int labelDepth, Labels labels, double lambda, int hidden,
                           int layer2, int epochs, int batch, double learningRate) {
        public Settings {
            if (labels == null) {
                throw new IllegalArgumentException("trainer settings: no labelling search");
            }
            if (games < 0 || playDepth < 1 || labelDepth < 1 || !(lambda >= 0 && lambda <= 1) || hidden < 1
                    || layer2 < 1 || epochs < 0 || batch < 1 || !(learningRate > 0)) {
                throw new IllegalArgumentException("trainer settings out of range");
            }
        }

        /** The settings that made the shipped network, with the given seed. */
        public static Settings standard(long seed) {
            return new Settings(seed, 1000, 4, 4, Labels.TUNER, 0.5, 32, 8, 12, 256, 0.002);
        }
    }

    /** What a run made, and how well it fits: mean squared errors of the expected points. */
    public record Fit(Network network, double k, int archiveGames, int selfPlayGames, int trainingPositions,
                      int heldOutPositions, double trainingError, double heldOutError, double linearHeldOutError) {
    }

    private static final int HELD_OUT_PERCENT = 5;

    private NetworkTrainer() {
    }

    /** Plays the games, labels their positions and fits the network, telling {@code listener} as it goes. */
    public static Fit train(Settings s, List<PdnGame> archive, Tuner.Listener listener) throws InterruptedException {
        return train(s, archive, 1, listener);
    }

    /**
     * As {@link #train(Settings, List, Tuner.Listener)}, the engine's search labelling on {@code threads}
     * threads (the same network whatever their number).
     */
    public static Fit train(Settings s, List<PdnGame> archive, int threads, Tuner.Listener listener)
            throws InterruptedException {
        TrainingSet all = new TrainingSet();
        int archiveGames = ArchiveGames.add(archive, all, 0);
        Tuner.Settings play = new Tuner.Settings(s.seed(), s.games(), s.playDepth(), 1, 1, 0, 1, 1);
        Tuner.selfPlay(play, Weights.standard(), 0, all, archiveGames, listener, "");
        int games = archiveGames + s.games();
        SplittableRandom split = new SplittableRandom(s.seed() ^ 0x4E4E5545L);
        boolean[] heldOut = new boolean[games];
        for (int g = 0; g < games; g++) {
            heldOut[g] = split.nextInt(100) < HELD_OUT_PERCENT;
        }
        TrainingSet results = new TrainingSet();
        for (int i = 0; i < all.size; i++) {
            if (!heldOut[all.game[i]]) {
                results.add(all.position(i), all.points(i), all.game[i]);
            }
        }
        double k = Tuner.fitK(results, Weights.standard());
        float[] target = label(all, s, k, threads, listener);

        int[] train = new int[all.size];
        int[] check = new int[all.size];
        int trainSize = 0;
        int checkSize = 0;
        for (int i = 0; i < all.size; i++) {
            if (heldOut[all.game[i]]) {
                check[checkSize++] = i;
            } else {
                train[trainSize++] = i;
            }
        }
        FloatNetwork net = new FloatNetwork(s.hidden(), s.layer2(), s.seed());
        SplittableRandom order = new SplittableRandom(s.seed() ^ 0x5348554646L);
        listener.stage("fitting", s.epochs());
        double trainingError = 0;
        for (int epoch = 1; epoch <= s.epochs(); epoch++) {
            shuffle(train, trainSize, order);
            double rate = s.learningRate() * (s.epochs() - epoch + 1) / s.epochs();
            double sum = 0;
            for (int start = 0; start < trainSize; start += s.batch()) {
                int end = Math.min(trainSize, start + s.batch());
                for (int j = start; j < end; j++) {
                    int i = train[j];
                    double p = Tuner.sigmoid(net.forward(all.black[i], all.white[i], all.kings[i], all.whiteToMove[i]));
                    double d = p - target[i];
                    sum += d * d;
                    net.backward((float) (2 * d * p * (1 - p)));
                }
                net.step(end - start, rate);
            }
            trainingError = sum / Math.max(1, trainSize);
            listener.step(epoch, String.format(Locale.ROOT, "error %.5f, held out %.5f", trainingError,
                    error(net, all, target, check, checkSize)));
        }
        Network network = net.quantize((int) Math.round(1 / k));
        return new Fit(network, k, archiveGames, s.games(), trainSize, checkSize, trainingError,
                error(net, all, target, check, checkSize), linearError(all, target, check, checkSize, k));
    }

    /** The expected points of each position for its side to move (see the class comment). */
    private static float[] label(TrainingSet all, Settings s, double k, int threads, Tuner.Listener listener)
            throws InterruptedException {
        listener.stage("labels", all.size);
        EndgameDatabase database = Tuner.Adjudicator.DATABASE;
        int[] searched = s.labels() == Labels.ENGINE ? SearchLabels.scores(all, s.labelDepth(), threads, listener) : null;
        TrainingPlayer searcher = searched == null ? new TrainingPlayer(Evaluator.standard(), s.labelDepth()) : null;
        float[] target = new float[all.size];
        for (int i = 0; i < all.size; i++) {
            Position p = all.position(i);
            if (database.covers(p)) {
                int v = database.score(p);
                target[i] = Score.isWin(v) ? 1 : Score.isLoss(v) ? 0 : 0.5f;
            } else {
                int score = searched != null ? searched[i]
                        : all.score[i] != TrainingSet.NO_SCORE && s.labelDepth() == s.playDepth() ? all.score[i]
                        : searcher.score(p);
                target[i] = (float) (s.lambda() * Tuner.sigmoid(k * score) + (1 - s.lambda()) * all.points(i));
            }
            if (searched == null && ((i + 1) % 1000 == 0 || i + 1 == all.size)) {
                listener.step(i + 1, "");
            }
        }
        return target;
    }

    private static double error(FloatNetwork net, TrainingSet all, float[] target, int[] rows, int n) {
        double sum = 0;
        for (int j = 0; j < n; j++) {
            int i = rows[j];
            double d = Tuner.sigmoid(net.forward(all.black[i], all.white[i], all.kings[i], all.whiteToMove[i])) - target[i];
            sum += d * d;
        }
        return sum / Math.max(1, n);
    }

    private static double linearError(TrainingSet all, float[] target, int[] rows, int n, double k) {
        Evaluator linear = Evaluator.standard();
        double sum = 0;
        for (int j = 0; j < n; j++) {
            int i = rows[j];
            double d = Tuner.sigmoid(k * linear.evaluate(all.black[i], all.white[i], all.kings[i], all.whiteToMove[i]))
                    - target[i];
            sum += d * d;
        }
        return sum / Math.max(1, n);
    }

    private static void shuffle(int[] a, int n, SplittableRandom r) {
        for (int i = n - 1; i > 0; i--) {
            int j = r.nextInt(i + 1);
            int t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
    }
}
