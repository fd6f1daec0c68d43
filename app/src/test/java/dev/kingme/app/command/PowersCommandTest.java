package dev.kingme.app.command;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.character.Cast;
import java.util.List;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code kingme powers [--character-file FILE]... [ID]...}: characters' powers as the {@code powers} command of
 * a game shows them, without a game.
 */
class PowersCommandTest {
    @TempDir
    Path dir;

    @AfterEach
    void builtInCharactersAgain() {
        Cast.use(Cast.builtIn());
    }

    @Test
    void aCharactersPowersAreShownAsTheGameShowsThem() {
        Run r = Run.of("powers", "mage", "cleric");
        assertThat(r.exit()).as(r.err()).isZero();
        List<String> inGame = PlayCommandTest.play("powers\nquit\n", "--game", "fantasy-rpg", "--black", "mage", "--white",
                "cleric").outLines();
        int black = inGame.indexOf("Black to move> Black (Arcane Mage):");
        List<String> shown = inGame.subList(black + 1, black + 9);
        assertThat(r.outLines()).hasSize(9).startsWith("mage (Arcane Mage):");
        assertThat(r.outLines().subList(1, 4)).containsExactlyElementsOf(shown.subList(0, 3));
        assertThat(r.outLines().get(4)).isEqualTo("cleric (Stalwart Cleric):");
        assertThat(r.outLines().subList(5, 9)).containsExactlyElementsOf(shown.subList(4, 8));
        assertThat(shown.get(3)).isEqualTo("White (Stalwart Cleric):");
    }

    @Test
    void aFilesCharacterIsShownAloneAndWithoutIdsEveryCharacterIs() throws Exception {
        Run file = Run.of("powers", "--character-file", PaladinFile.write(dir).toString());
        assertThat(file.exit()).as(file.err()).isZero();
        assertThat(file.outLines()).containsExactly("paladin (Holy Paladin):", "  Devout: a penny for every level gained",
                "  Smite (2 pennies): along a clear diagonal, 2 wounds to an enemy checker, saving as usual");
        Cast.use(Cast.builtIn());
        Run all = Run.of("powers");
        assertThat(all.outLines().stream().filter(l -> !l.startsWith("  ")).toList()).hasSize(16)
                .startsWith("ranger (Demented Ranger):").contains("schlock (Sergeant Schlock):");
    }

    @Test
    void anUnknownCharacterIsRefusedWithTheOnesThereAre() {
        Run r = Run.of("powers", "wizard");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("no character 'wizard' (none, ranger, cleric,");
        assertThat(r.out()).isEmpty();
    }
}
