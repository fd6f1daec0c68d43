package dev.kingme.engine.tune;

import dev.kingme.engine.eval.Evaluator;
import dev.kingme.engine.eval.Feature;
import dev.kingme.engine.eval.Weights;
import dev.kingme.engine.pdn.PdnGame;
import dev.kingme.engine.search.EndgameDatabase;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Fits the evaluation's weights to game results (the Texel method): over quiet positions whose games'
 * results are known, it finds the weights that make {@code sigmoid(K * eval)} the best guess of the side to
 * move's points, in the least-squares sense. The evaluation is a weighted sum of feature counts, so the
 * error's gradient is exact and cheap; the weights move by Adam's rule, the whole data set every step. A
 * small penalty on each weight's squared distance from its starting value ({@link Settings#prior()} per
 * square hundredth of a man) keeps the weights of rare features (a king on a corner square in the opening)
 * from chasing the noise of the few positions that have them.
 *
 * <p>The data: the quiet positions of the archive games given, and of self-play games played by
 * {@link SelfPlay} with the starting weights ({@link Weights#initial()}). With more than one round, each
 * further round plays as many games again with the weights the last round fitted, and fits again, from
 * those weights, on everything gathered so far: the games of a better player show what matters in better
 * games. Every game's seed comes from the
 * run's seed and its number, and every sum is taken in the same order, so the same settings and archive give
 * the same weights to the last digit, whatever the number of threads playing the games. A tenth of the games
 * (chosen by the seed) are held out to show how well the fit carries over to games it has not seen.
 */
public final class Tuner {
    /** How a run is set up. */
    public record Settings(long seed, int games, int depth, int epochs, double learningRate, double prior,
                           int rounds, int threads) {
        public Settings {
            if (games < 0 || depth < 1 || epochs < 0 || threads < 1 || !(learningRate > 0) || !(prior >= 0)
                    || rounds < 1) {
                throw new IllegalArgumentException("tuner settings out of range");
            }
        }

        /**
         * The settings that made the shipped weights, with the given seed: no self-play games of its own, the
         * positions all from the archives given (Tinsley's games and the engine's matches, see README).
         */
        public static Settings standard(long seed) {
            return new Settings(seed, 0, 4, 400, 0.5, 1e-8, 1, 1);
        }
    }

    /** What a run tells as it goes. */
    public interface Listener {
        /** A stage starts: {@code total} steps of it (games played, fitting steps). */
        default void stage(String name, int total) {
        }

        /** {@code done} steps of the stage are done; {@code note} says how it goes (the error so far). */
        default void step(int done, String note) {
        }
    }

    /** What a run found. */
    public record Fit(Weights weights, double k, int trainingPositions, int validationPositions, double startError,
                      double startValidationError, double trainingError, double validationError, int archiveGames,
                      int selfPlayGames) {
    }

    private static final int VALIDATION_PERCENT = 10;

    private Tuner() {
    }

    /** Plays the self-play games, gathers the positions and fits the weights, round by round. */
    public static Fit tune(Settings s, List<PdnGame> archive, Listener listener) throws InterruptedException {
        TrainingSet all = new TrainingSet();
        int archiveGames = ArchiveGames.add(archive, all, 0);
        Weights start = Weights.initial();
        Weights player = start;
        double[] op = new double[Feature.COUNT];
        double[] en = new double[Feature.COUNT];
        for (int i = 0; i < Feature.COUNT; i++) {
            op[i] = start.opening(i);
            en[i] = start.ending(i);
        }
        int games = archiveGames + s.rounds() * s.games();
        // Hold out a tenth of the games, chosen by the seed, whole.
        SplittableRandom split = new SplittableRandom(s.seed() ^ 0x5EEDL);
        boolean[] heldOut = new boolean[games];
        for (int g = 0; g < games; g++) {
            heldOut[g] = split.nextInt(100) < VALIDATION_PERCENT;
        }
        double k = 0;
        double startError = 0;
        double startValidationError = 0;
        TrainingSet train = null;
        TrainingSet check = null;
        Weights fitted = start;
        for (int round = 0; round < s.rounds(); round++) {
            String suffix = s.rounds() == 1 ? "" : " (round " + (round + 1) + " of " + s.rounds() + ")";
            selfPlay(s, player, round * s.games(), all, archiveGames + round * s.games(), listener, suffix);
            train = new TrainingSet();
            check = new TrainingSet();
            for (int i = 0; i < all.size; i++) {
                (heldOut[all.game[i]] ? check : train).add(all.position(i), all.points(i), all.game[i]);
            }
            if (round == 0) {
                k = fitK(train, start);
                startError = error(train, start, k);
                startValidationError = error(check, start, k);
            }
            adam(train, op, en, k, s, listener, suffix);
            fitted = round(op, en);
            player = fitted;
        }
        return new Fit(fitted, k, train.size, check.size, startError, startValidationError, error(train, fitted, k),
                error(check, fitted, k), archiveGames, s.rounds() * s.games());
    }

    /**
     * Plays {@code s.games()} self-play games with {@code weights} on {@code s.threads()} threads, the first
     * with seed number {@code firstSeed}, and adds their positions in game order as games {@code firstGame}
     * on.
     */
    static void selfPlay(Settings s, Weights weights, int firstSeed, TrainingSet into, int firstGame, Listener listener,
                         String suffix) throws InterruptedException {
        if (s.games() == 0) {
            return;
        }
        listener.stage("self-play games" + suffix, s.games());
        EndgameDatabase adjudicator = Adjudicator.DATABASE;
        Evaluator evaluator = new Evaluator(weights);
        ExecutorService pool = Executors.newFixedThreadPool(s.threads());
        ThreadLocal<SelfPlay> players = ThreadLocal.withInitial(() -> new SelfPlay(evaluator, s.depth(), adjudicator));
        try {
            List<Future<SelfPlay.Game>> futures = new ArrayList<>();
            for (int g = 0; g < s.games(); g++) {
                long seed = gameSeed(s.seed(), firstSeed + g);
                futures.add(pool.submit(() -> players.get().play(seed)));
            }
            for (int g = 0; g < futures.size(); g++) {
                SelfPlay.Game game;
                try {
                    game = futures.get(g).get();
                } catch (java.util.concurrent.ExecutionException e) {
                    throw new IllegalStateException("self-play game " + g + ": " + e.getCause(), e.getCause());
                }
                for (int i = ArchiveGames.SKIP_PLIES; i < game.positions().size(); i++) {
                    into.add(game.positions().get(i), game.points()[i], firstGame + g, game.scores()[i]);
                }
                listener.step(g + 1, into.size + " positions");
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** The database that ends self-play games with four pieces or fewer, built once. */
    static final class Adjudicator {
        static final EndgameDatabase DATABASE = EndgameDatabase.build(4);
    }

    static long gameSeed(long seed, int game) {
        return new SplittableRandom(seed ^ (0x9E3779B97F4A7C15L * (game + 1))).nextLong();
    }

    /** The K that makes the starting weights' predictions best (golden-section search on a log scale). */
    static double fitK(TrainingSet t, Weights w) {
        double lo = Math.log(1e-4);
        double hi = Math.log(1e-1);
        double phi = (Math.sqrt(5) - 1) / 2;
        for (int i = 0; i < 40; i++) {
            double a = hi - phi * (hi - lo);
            double b = lo + phi * (hi - lo);
            if (error(t, w, Math.exp(a)) < error(t, w, Math.exp(b))) {
                hi = b;
            } else {
                lo = a;
            }
        }
        return Math.exp((lo + hi) / 2);
    }

    static double error(TrainingSet t, Weights w, double k) {
        Evaluator e = new Evaluator(w);
        double sum = 0;
        for (int i = 0; i < t.size; i++) {
            double s = sigmoid(k * e.evaluate(t.black[i], t.white[i], t.kings[i], t.whiteToMove[i]));
            double d = t.points(i) - s;
            sum += d * d;
        }
        return t.size == 0 ? 0 : sum / t.size;
    }

    /** Adam over the whole set each step, from the weights in {@code op} and {@code en}, which it updates. */
    private static void adam(TrainingSet t, double[] op, double[] en, double k, Settings s, Listener listener,
                             String suffix) {
        Weights start = Weights.initial();
        listener.stage("fitting" + suffix, s.epochs());
        int n = Feature.COUNT;
        double[] m = new double[2 * n];
        double[] v = new double[2 * n];
        double[] grad = new double[2 * n];
        FeatureRows rows = new FeatureRows(t);
        double beta1 = 0.9;
        double beta2 = 0.999;
        for (int epoch = 1; epoch <= s.epochs(); epoch++) {
            java.util.Arrays.fill(grad, 0);
            double sum = 0;
            for (int i = 0; i < t.size; i++) {
                double q = rows.value(i, op, en);
                double sig = sigmoid(k * q);
                double d = sig - t.points(i);
                sum += d * d;
                rows.addGradient(i, 2 * d * sig * (1 - sig) * k, grad, n);
            }
            for (int j = 0; j < 2 * n; j++) {
                double w = j < n ? op[j] : en[j - n];
                double w0 = j < n ? start.opening(j) : start.ending(j - n);
                double gj = grad[j] / t.size + 2 * s.prior() * (w - w0);
                m[j] = beta1 * m[j] + (1 - beta1) * gj;
                v[j] = beta2 * v[j] + (1 - beta2) * gj * gj;
                double mh = m[j] / (1 - Math.pow(beta1, epoch));
                double vh = v[j] / (1 - Math.pow(beta2, epoch));
                double step = s.learningRate() * mh / (Math.sqrt(vh) + 1e-12);
                if (j < n) {
                    op[j] -= step;
                } else {
                    en[j - n] -= step;
                }
            }
            listener.step(epoch, String.format(java.util.Locale.ROOT, "error %.6f", sum / Math.max(1, t.size)));
        }
    }

    private static Weights round(double[] op, double[] en) {
        int[] o = new int[op.length];
        int[] e = new int[en.length];
        for (int i = 0; i < op.length; i++) {
            o[i] = (int) Math.round(op[i]);
            e[i] = (int) Math.round(en[i]);
        }
        return new Weights(o, e);
    }

    static double sigmoid(double x) {
        return 1 / (1 + Math.exp(-x));
    }
}
