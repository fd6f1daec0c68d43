package dev.kingme.engine.tune;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.eval.nnue.Network;
import dev.kingme.engine.eval.nnue.NetworkFile;
import dev.kingme.engine.pdn.PdnGame;
import dev.kingme.engine.pdn.PdnReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The trainer is reproducible from its seed. The shipped network's own run (its settings and the engine's
 * matches, {@code kingme train --check}) takes minutes, so the tests train small networks on a few games;
 * the same code makes both.
 */
class NetworkTrainerTest {
    private static final Tuner.Listener QUIET = new Tuner.Listener() {
    };

    private static NetworkTrainer.Settings small(long seed) {
        return new NetworkTrainer.Settings(seed, 12, 2, 2, NetworkTrainer.Labels.TUNER, 0.5, 8, 4, 3, 64, 0.005);
    }

    @Test
    void theSameSeedGivesTheSameNetworkToTheLastBit() throws IOException, InterruptedException {
        List<PdnGame> archive = PdnReader.read(Path.of("src/test/resources/pdn/kingme-matches.pdn")).subList(0, 40);
        NetworkTrainer.Fit one = NetworkTrainer.train(small(7), archive, QUIET);
        NetworkTrainer.Fit two = NetworkTrainer.train(small(7), archive, QUIET);
        assertThat(one.archiveGames()).isEqualTo(40);
        assertThat(one.trainingPositions()).isGreaterThan(2000);
        assertThat(NetworkFile.write(two.network())).isEqualTo(NetworkFile.write(one.network()));
        assertThat(two.heldOutError()).isEqualTo(one.heldOutError());
        NetworkTrainer.Fit other = NetworkTrainer.train(small(8), archive, QUIET);
        assertThat(other.network()).isNotEqualTo(one.network());
    }

    @Test
    void fittingLowersTheHeldOutErrorOfTheStartingNetwork() throws IOException, InterruptedException {
        List<PdnGame> archive = PdnReader.read(Path.of("src/test/resources/pdn/kingme-matches.pdn")).subList(0, 200);
        NetworkTrainer.Fit untrained = NetworkTrainer.train(settings(0), archive, QUIET);
        NetworkTrainer.Fit fitted = NetworkTrainer.train(settings(6), archive, QUIET);
        assertThat(fitted.heldOutError()).isLessThan(untrained.heldOutError() * 0.8);
    }

    private static NetworkTrainer.Settings settings(int epochs) {
        return new NetworkTrainer.Settings(3, 0, 2, 2, NetworkTrainer.Labels.TUNER, 0.5, 16, 8, epochs, 128, 0.005);
    }

    @Test
    void theEngineSearchLabelsTheSameOnAnyNumberOfThreadsAndDeeperThanTheTuners() throws IOException, InterruptedException {
        List<PdnGame> archive = PdnReader.read(Path.of("src/test/resources/pdn/kingme-matches.pdn")).subList(0, 12);
        TrainingSet all = new TrainingSet();
        ArchiveGames.add(archive, all, 0);
        int[] one = SearchLabels.scores(all, 6, 1, QUIET);
        int[] three = SearchLabels.scores(all, 6, 3, QUIET);
        assertThat(three).isEqualTo(one);
        // each position's score is the engine's search of it from cleared tables after its game's earlier positions:
        // the first position of the first game is simply a fresh search of it
        dev.kingme.engine.search.Searcher fresh = new dev.kingme.engine.search.Searcher(8);
        fresh.setEvaluator(dev.kingme.engine.eval.Evaluator.standard());
        fresh.useEndgameDatabase(Tuner.Adjudicator.DATABASE);
        assertThat(one[0]).isEqualTo(fresh.search(all.position(0), dev.kingme.engine.search.SearchLimits.depth(6)).score());
        // and the scores are not the tuner's (a shallower plain search): the labels do change with the setting
        TrainingPlayer tuner = new TrainingPlayer(dev.kingme.engine.eval.Evaluator.standard(), 2);
        int differ = 0;
        for (int i = 0; i < all.size; i++) {
            differ += one[i] != tuner.score(all.position(i)) ? 1 : 0;
        }
        assertThat(differ).isGreaterThan(all.size / 4);

        NetworkTrainer.Settings engine = new NetworkTrainer.Settings(3, 0, 2, 4, NetworkTrainer.Labels.ENGINE, 0.5, 8, 4,
                2, 128, 0.005);
        NetworkTrainer.Fit a = NetworkTrainer.train(engine, archive, 1, QUIET);
        NetworkTrainer.Fit b = NetworkTrainer.train(engine, archive, 2, QUIET);
        assertThat(NetworkFile.write(b.network())).isEqualTo(NetworkFile.write(a.network()));
    }

    @Test
    void aSelfPlayGameKeepsTheScoresASearchOfEachPositionGives() {
        SelfPlay games = new SelfPlay(dev.kingme.engine.eval.Evaluator.standard(), 3, Tuner.Adjudicator.DATABASE);
        TrainingPlayer searcher = new TrainingPlayer(dev.kingme.engine.eval.Evaluator.standard(), 3);
        int kept = 0;
        for (long seed = 1; seed <= 3; seed++) {
            SelfPlay.Game game = games.play(seed);
            for (int i = 0; i < game.positions().size(); i++) {
                if (game.scores()[i] != TrainingSet.NO_SCORE) {
                    assertThat(game.scores()[i]).isEqualTo(searcher.score(game.positions().get(i)));
                    kept++;
                }
            }
        }
        assertThat(kept).isGreaterThan(100);
    }

    @Test
    void theShippedNetworkHasTheStandardSizes() {
        NetworkTrainer.Settings standard = NetworkTrainer.Settings.standard(1);
        Network shipped = Network.standard();
        assertThat(shipped.hidden()).isEqualTo(standard.hidden());
        assertThat(shipped.layer2()).isEqualTo(standard.layer2());
    }
}
