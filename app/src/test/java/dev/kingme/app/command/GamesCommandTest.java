package dev.kingme.app.command;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.GameKind;
import dev.kingme.rules.Games;
import dev.kingme.rules.OptionSpec;
import dev.kingme.rules.Persona;
import java.util.List;
import org.junit.jupiter.api.Test;

class GamesCommandTest {
    @Test
    void everyGameHasOneLineBeginningWithItsNameThenItsTitleAndOptions() {
        Run r = Run.of("games");
        assertThat(r.exit()).isZero();
        // Lines that begin with a space list a game's characters, under the game.
        List<String> lines = r.outLines().stream().filter(l -> !l.startsWith(" ")).toList();
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
    void aGameWithCharactersListsEachUnderItWithItsTitleAndPowers() {
        List<String> lines = Run.of("games").outLines();
        int game = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith("fantasy-rpg ")) {
                game = i;
            }
        }
        assertThat(game).as("fantasy-rpg in %s", lines).isNotNegative();
        GameKind fantasy = Games.byName("fantasy-rpg");
        List<Persona> characters = fantasy.characters();
        assertThat(characters).extracting(Persona::name)
                .containsExactly("ranger", "cleric", "bard", "thief", "fighter", "mage");
        assertThat(lines.subList(game + 1, game + 1 + characters.size())).containsExactly(
                "  ranger   Demented Ranger: Backstab; Leap & Stab",
                "  cleric   Stalwart Cleric: Spellcaster; Cure Light Wounds (1 penny);"
                        + " Cure Critical Wounds (3 pennies, in the opponent's turn); Call Lightning (5 pennies)",
                "  bard     Bard: Spellcaster; Charm (1 penny); Illusion (2 pennies)",
                "  thief    Ranged Attack Thief: Shortbow; Loot!",
                "  fighter  Smart Fighter: Loads of HP; Tactical Master; Smart",
                "  mage     Arcane Mage: Spellcaster; Fireball (3 pennies); Magic Missile (1 penny)");
        // The game after it starts a line of its own again; games without characters have no such lines.
        assertThat(lines.get(game + 1 + characters.size())).doesNotStartWith(" ");
        int indented = 0;
        for (GameKind k : Games.all()) {
            indented += k.characters().size();
        }
        assertThat(lines.stream().filter(l -> l.startsWith(" "))).hasSize(indented);
    }

    @Test
    void schlockMercenaryListsItsTenCharactersUnderIt() {
        List<String> lines = Run.of("games").outLines();
        int game = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith("schlock-mercenary ")) {
                game = i;
            }
        }
        assertThat(game).as("schlock-mercenary in %s", lines).isNotNegative();
        List<String> under = lines.subList(game + 1, Math.min(lines.size(), game + 11));
        assertThat(under).extracting(l -> l.strip().split(" +")[0]).containsExactly("schlock", "tagon", "breya",
                "kevyn", "ennesby", "thurl", "chvorthq", "fobius", "dertrihs", "bunnigus");
        assertThat(under).allSatisfy(l -> assertThat(l).startsWith("  "));
        assertThat(under).contains(
                "  kevyn     Commander Kevyn: Mercenary; Terraport",
                "  tagon     Captain Tagon: Mercenary; Very mercenary; Nerves of Steel (1 penny, in the opponent's turn)",
                "  bunnigus  Dr. E. Bunnigus: Mercenary; Starts with a penny; Medic! (2 pennies, before you move or at"
                        + " the start of the opponent's turn)");
        // Nothing more is indented under it: the ten are all its characters.
        assertThat(game + 11 == lines.size() || !lines.get(game + 11).startsWith(" ")).isTrue();
        // Its options take a character of either set.
        assertThat(lines.get(game)).contains("black=none|ranger|cleric|bard|thief|fighter|mage|schlock|tagon|breya|kevyn"
                + "|ennesby|thurl|chvorthq|fobius|dertrihs|bunnigus (default none)");
    }

    @Test
    void americanListsItsTournamentOptions() {
        assertThat(Run.of("games").outLines()).anySatisfy(line -> assertThat(line).matches(
                "american +American checkers \\(English draughts\\)  options: huffing=true\\|false \\(default false\\),"
                        + " no-progress=N \\(default 40\\), repetitions=N \\(default 3\\),"
                        + " opening=gayp\\|two-move\\|three-move \\(default gayp\\), ballot=N \\(default 0\\)"));
    }
}
