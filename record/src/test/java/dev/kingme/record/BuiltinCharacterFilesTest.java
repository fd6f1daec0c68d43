package dev.kingme.record;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.character.CharacterSpec;
import dev.kingme.rules.character.Hero;
import dev.kingme.rules.character.PowerSpec;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The built-in characters are their files: the cast plays exactly the files {@code characters/index.txt}
 * lists, in its order, each read back equal from what it writes; a Java power class is named only where the
 * blocks cannot say a power. (That the files play as the classes they replaced did, state by state, is
 * {@link ReplayCorpusTest}'s: its trails were saved with the classes.)
 */
class BuiltinCharacterFilesTest {
    /** The only powers a built-in file may name as classes: what the blocks cannot say yet. */
    private static final List<String> CLASSES = List.of("charm", "illusion", "head-in-a-jar", "big-robot-body");

    static Stream<String> ids() {
        return CharacterFiles.builtInIds().stream();
    }

    static CharacterSpec file(String id) {
        try (InputStream in = BuiltinCharacterFilesTest.class.getResourceAsStream("/characters/" + id + ".json")) {
            assertThat(in).as("characters/" + id + ".json").isNotNull();
            return CharacterJson.read(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void theBuiltInCharactersAreTheListedFilesInTheirOrder() throws IOException, URISyntaxException {
        assertThat(Hero.values()).extracting(Hero::id).containsExactlyElementsOf(
                Stream.concat(Stream.of("none"), CharacterFiles.builtInIds().stream()).toList());
        Path folder = Path.of(BuiltinCharacterFilesTest.class.getResource("/characters/index.txt").toURI()).getParent();
        try (Stream<Path> files = Files.list(folder)) {
            assertThat(files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(".json"))
                    .map(n -> n.substring(0, n.length() - 5))).containsExactlyInAnyOrderElementsOf(CharacterFiles.builtInIds());
        }
        assertThat(Hero.of(Hero.Sets.FANTASY)).hasSize(6);
        assertThat(Hero.of(Hero.Sets.SCHLOCK)).hasSize(10);
    }

    @ParameterizedTest
    @MethodSource("ids")
    void theCharacterPlayedIsItsFile(String id) {
        Hero file = file(id).hero();
        Hero played = Hero.byId(id);
        assertThat(played.title()).isEqualTo(file.title());
        assertThat(played.set()).isEqualTo(file.set());
        assertThat(played.persona()).isEqualTo(file.persona());
    }

    @ParameterizedTest
    @MethodSource("ids")
    void theFileReadsBackFromWhatItWrites(String id) {
        CharacterSpec spec = file(id);
        assertThat(CharacterJson.read(CharacterJson.write(spec))).isEqualTo(spec);
    }

    @ParameterizedTest
    @MethodSource("ids")
    void aPowerIsAClassOnlyWhereTheBlocksCannotSayIt(String id) {
        for (PowerSpec p : file(id).powers()) {
            assertThat(p.builtin() == null ? p.title() : p.builtin()).isNotNull();
            if (p.builtin() != null) {
                assertThat(p.builtin()).isIn(CLASSES);
            }
        }
    }

    @Test
    void fourteenOfTheSixteenAreWhollyInBlocks() {
        assertThat(CharacterFiles.builtInIds().stream().filter(id -> file(id).powers().stream()
                .allMatch(p -> p.builtin() == null))).hasSize(14);
    }
}
