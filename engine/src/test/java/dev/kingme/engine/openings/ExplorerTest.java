package dev.kingme.engine.openings;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.engine.Game;
import dev.kingme.engine.Position;
import dev.kingme.engine.Result;
import dev.kingme.engine.Rules;
import dev.kingme.engine.pdn.ArchiveTestAccess;
import dev.kingme.engine.pdn.PdnGame;
import dev.kingme.engine.pdn.PdnReader;
import dev.kingme.engine.pdn.Replay;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The opening explorer over the Tinsley archive: its counts are a direct count's; ballots are named by their position. */
class ExplorerTest {
    private static final List<PdnGame> ARCHIVE = PdnReader.read(ArchiveTestAccess.tinsley());

    @Test
    void theStartPositionsMovesAreADirectCountOverTheArchive() {
        Explorer e = Explorer.of(ARCHIVE, BallotCsv.acf(), 40);
        int fromStart = 0;
        int elevenFifteen = 0;
        int elevenFifteenBlackWins = 0;
        for (PdnGame g : ARCHIVE) {
            Replay r = g.replay();
            if (g.result().isEmpty() || g.result().get() == Result.ONGOING || !r.ok() || r.game().isEmpty()) {
                continue;
            }
            Game game = r.game().get();
            if (!game.start().equals(Position.initial()) || game.steps().isEmpty()) {
                continue;
            }
            fromStart++;
            if (game.steps().get(0).move().toPdn().equals("11-15")) {
                elevenFifteen++;
                elevenFifteenBlackWins += g.result().get() == Result.BLACK_WINS ? 1 : 0;
            }
        }
        List<Explorer.Played> moves = e.moves(Position.initial());
        assertThat(moves.stream().mapToInt(Explorer.Played::games).sum()).isEqualTo(fromStart);
        assertThat(moves).isSortedAccordingTo(java.util.Comparator.comparingInt(Explorer.Played::games).reversed());
        Explorer.Played first = moves.stream().filter(m -> m.move().equals("11-15")).findFirst().orElseThrow();
        assertThat(first.games()).isEqualTo(elevenFifteen).isPositive();
        assertThat(first.blackWins()).isEqualTo(elevenFifteenBlackWins);
        assertThat(first.blackWins() + first.draws() + first.whiteWins()).isEqualTo(first.games());
        assertThat(e.games()).isGreaterThanOrEqualTo(fromStart).isLessThan(ARCHIVE.size());
    }

    @Test
    void aBallotsPositionIsNamedAndOthersAreNot() {
        Explorer e = Explorer.of(List.of(), BallotCsv.acf(), 40);
        Game g = new Game(Position.initial(), Rules.STANDARD);
        g.play("11-15");
        g.play("23-19");
        assertThat(e.ballot(g.position())).isEmpty();
        g.play("8-11");
        assertThat(e.ballot(g.position())).hasValueSatisfying(o -> assertThat(o.number()).isEqualTo(126));
        assertThat(e.moves(g.position())).isEmpty();
    }
}
