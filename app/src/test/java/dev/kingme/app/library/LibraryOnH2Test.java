package dev.kingme.app.library;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.app.store.GameStore;
import dev.kingme.engine.Game;
import dev.kingme.engine.Position;
import dev.kingme.engine.Result;
import dev.kingme.engine.pdn.PdnGame;
import dev.kingme.engine.pdn.Replay;
import java.time.Clock;
import java.util.Comparator;
import org.junit.jupiter.api.Test;

/** The game database on a fresh H2 database of its own; there, the explorer's counts are the archive's alone. */
class LibraryOnH2Test extends LibraryContract {
    @Override
    String url() {
        return GameStore.h2Url(dir);
    }

    @Test
    void theExplorersCountsForTheStartAreADirectCountOverTheArchive() {
        int fromStart = 0;
        int elevenFifteen = 0;
        int elevenFifteenBlackWins = 0;
        int finished = 0;
        for (PdnGame g : Library.archive()) {
            Replay r = g.replay();
            if (g.result().isEmpty() || g.result().get() == Result.ONGOING || !r.ok() || r.game().isEmpty()) {
                continue;
            }
            finished++;
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
        assertThat(library.explore(Position.initial()).complete()).isFalse();  // the first use: not waited for
        library.ensureArchive();
        Library.Explored x = library.explore(Position.initial());
        assertThat(x.complete()).isTrue();
        assertThat(x.games()).isEqualTo(finished);
        assertThat(x.moves().stream().mapToInt(Library.Played::games).sum()).isEqualTo(fromStart);
        assertThat(x.moves()).isSortedAccordingTo(Comparator.comparingInt(Library.Played::games).reversed());
        Library.Played first = x.moves().stream().filter(m -> m.move().equals("11-15")).findFirst().orElseThrow();
        assertThat(first.games()).isEqualTo(elevenFifteen).isPositive();
        assertThat(first.blackWins()).isEqualTo(elevenFifteenBlackWins);
        assertThat(first.blackWins() + first.draws() + first.whiteWins()).isEqualTo(first.games());
        assertThat(x.ballot()).isEmpty();
        // once is enough: a second use does not add the archive again
        library.ensureArchive();
        Library again = new Library(store.library(), Clock.systemUTC());
        again.ensureArchive();
        assertThat(again.explore(Position.initial()).games()).isEqualTo(finished);
    }

}
