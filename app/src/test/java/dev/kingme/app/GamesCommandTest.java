package dev.kingme.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.GameKind;
import dev.kingme.rules.Games;
import dev.kingme.rules.OptionSpec;
import java.util.List;
import org.junit.jupiter.api.Test;

class GamesCommandTest {
    @Test
    void everyGameHasOneLineBeginningWithItsNameThenItsTitleAndOptions() {
        Run r = Run.of("games");
        assertThat(r.exit()).isZero();
        List<String> lines = r.outLines();
        List<GameKind> games = Games.all();
        assertThat(lines).hasSize(games.size());
        for (int i = 0; i < games.size(); i++) {
            GameKind k = games.get(i);
            assertThat(lines.get(i).split(" ")[0]).isEqualTo(k.name());
            assertThat(lines.get(i)).contains("  " + k.title() + "  options: ");
            for (OptionSpec o : k.options()) {
                assertThat(lines.get(i)).contains(o.summary());
            }
        }
    }

    @Test
    void americanListsItsTournamentOptions() {
        assertThat(Run.of("games").outLines()).anySatisfy(line -> assertThat(line).matches(
                "american +American checkers \\(English draughts\\)  options: huffing=true\\|false \\(default false\\),"
                        + " no-progress=N \\(default 40\\), repetitions=N \\(default 3\\),"
                        + " opening=gayp\\|two-move\\|three-move \\(default gayp\\), ballot=N \\(default 0\\)"));
    }
}
