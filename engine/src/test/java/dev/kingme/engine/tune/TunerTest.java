package dev.kingme.engine.tune;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.eval.Weights;
import dev.kingme.engine.pdn.PdnGame;
import dev.kingme.engine.pdn.PdnReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class TunerTest {
    private static final Tuner.Listener QUIET = new Tuner.Listener() {
    };

    @Test
    void theSameSeedGivesTheSameWeightsWhateverTheThreads() throws InterruptedException {
        Tuner.Fit one = Tuner.tune(new Tuner.Settings(7, 24, 2, 5, 0.5, 1e-7, 1, 1), List.of(), QUIET);
        Tuner.Fit two = Tuner.tune(new Tuner.Settings(7, 24, 2, 5, 0.5, 1e-7, 1, 2), List.of(), QUIET);
        assertThat(two.weights()).isEqualTo(one.weights());
        assertThat(two.k()).isEqualTo(one.k());
        Tuner.Fit other = Tuner.tune(new Tuner.Settings(8, 24, 2, 5, 0.5, 1e-7, 1, 1), List.of(), QUIET);
        assertThat(other.weights()).isNotEqualTo(one.weights());
    }

    @Test
    void aSecondRoundPlaysWithTheFirstRoundsWeights() throws InterruptedException {
        Tuner.Fit one = Tuner.tune(new Tuner.Settings(3, 16, 2, 4, 0.5, 1e-7, 1, 1), List.of(), QUIET);
        Tuner.Fit two = Tuner.tune(new Tuner.Settings(3, 16, 2, 4, 0.5, 1e-7, 2, 1), List.of(), QUIET);
        Tuner.Fit again = Tuner.tune(new Tuner.Settings(3, 16, 2, 4, 0.5, 1e-7, 2, 1), List.of(), QUIET);
        assertThat(two.selfPlayGames()).isEqualTo(32);
        assertThat(two.trainingPositions() + two.validationPositions())
                .isGreaterThan(one.trainingPositions() + one.validationPositions());
        assertThat(again.weights()).isEqualTo(two.weights());
        assertThat(two.weights()).isNotEqualTo(one.weights());
    }

    @Test
    void fittingLowersTheErrorOnRealGames() throws IOException, InterruptedException {
        List<PdnGame> games = PdnReader.read(Path.of("src/test/resources/pdn/tinsley.pdn"));
        Tuner.Fit fit = Tuner.tune(new Tuner.Settings(1, 0, 2, 30, 0.5, 1e-7, 1, 1), games, QUIET);
        assertThat(fit.archiveGames()).isGreaterThan(600);
        assertThat(fit.trainingPositions()).isGreaterThan(15_000);
        assertThat(fit.trainingError()).isLessThan(fit.startError());
        assertThat(fit.weights()).isNotEqualTo(Weights.initial());
    }

    @Test
    void theShippedWeightsAreWhatTheTunerMakesFromItsSeedAndArchives() throws IOException, InterruptedException {
        List<PdnGame> games = new java.util.ArrayList<>(PdnReader.read(Path.of("src/test/resources/pdn/tinsley.pdn")));
        games.addAll(PdnReader.read(Path.of("src/test/resources/pdn/kingme-matches.pdn")));
        Tuner.Fit fit = Tuner.tune(Tuner.Settings.standard(1), games, QUIET);
        assertThat(fit.archiveGames()).isEqualTo(4072);
        assertThat(fit.weights()).isEqualTo(Weights.standard());
    }

    @Test
    void archiveResultsAreForTheSideToMove() {
        assertThat(ArchiveGames.points(dev.kingme.engine.Result.BLACK_WINS, dev.kingme.engine.Side.BLACK)).isEqualTo(1);
        assertThat(ArchiveGames.points(dev.kingme.engine.Result.BLACK_WINS, dev.kingme.engine.Side.WHITE)).isEqualTo(0);
        assertThat(ArchiveGames.points(dev.kingme.engine.Result.DRAW, dev.kingme.engine.Side.WHITE)).isEqualTo(0.5);
    }
}
