package dev.kingme.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Character files on disk: one that is not UTF-8 is refused at its first bad byte, by offset, line and column;
 * one that is missing is named; files checked together are told of an id that is built in or another's.
 */
class CharacterFilesTest {
    @TempDir
    Path dir;

    private Path write(String name, byte[] bytes) throws IOException {
        Path file = dir.resolve(name);
        Files.write(file, bytes);
        return file;
    }

    @Test
    void aFileInLatin1IsRefusedAtItsFirstByteThatIsNotUtf8() throws IOException {
        String text = CharacterSchemaTest.PALADIN.replace("Holy Paladin", "Holy Paladin of Orl\u00e9ans");
        Path file = write("latin1.json", text.getBytes(StandardCharsets.ISO_8859_1));
        int offset = text.indexOf('\u00e9');
        assertThatThrownBy(() -> CharacterFiles.text(file)).hasMessage(file + " line 4, column 32: the file is not UTF-8 text:"
                + " the byte 0xE9 at offset " + offset + " (counting from 0) is not UTF-8; save the file as UTF-8 (an editor's"
                + " \"Save with encoding\" or \"Encoding\" menu)");
        assertThatThrownBy(() -> CharacterFiles.read(file)).hasMessageStartingWith(file + " line 4, column 32: the file is not UTF-8");
        CharacterCheck check = CharacterFiles.check(file);
        assertThat(check.errors()).extracting(f -> f.line() + ":" + f.column() + " " + f.what())
                .containsExactly("4:32 the file is not UTF-8 text: the byte 0xE9 at offset " + offset + " (counting from 0) is not UTF-8");
    }

    @Test
    void aByteOrderMarkIsNotCountedInTheColumnAsTheJsonReaderDoesNotCountIt() throws IOException {
        String text = CharacterSchemaTest.PALADIN.replace("\"Holy Paladin\"", "\"Orl\u00e9ans\"");
        byte[] latin = text.getBytes(StandardCharsets.ISO_8859_1);
        byte[] marked = new byte[latin.length + 3];
        marked[0] = (byte) 0xEF;
        marked[1] = (byte) 0xBB;
        marked[2] = (byte) 0xBF;
        System.arraycopy(latin, 0, marked, 3, latin.length);
        Path file = write("marked.json", marked);
        assertThatThrownBy(() -> CharacterFiles.text(file)).hasMessageStartingWith(file + " line 4, column 16: the file is"
                + " not UTF-8 text: the byte 0xE9 at offset " + (text.indexOf('\u00e9') + 3) + " ");
        String first = "{\"\u00e9\": 1," + CharacterSchemaTest.PALADIN.substring(1);
        Path onTheFirstLine = write("first.json", ("\uFEFF" + first).getBytes(StandardCharsets.UTF_8));
        assertThatThrownBy(() -> CharacterFiles.read(onTheFirstLine)).hasMessageStartingWith(onTheFirstLine
                + " line 1, column 7: a character: unknown key \"\u00e9\" (expected format, id, title, set, powers)");
    }

    @Test
    void aFileInUtf16IsRefusedAtItsFirstByte() throws IOException {
        Path file = write("utf16.json", CharacterSchemaTest.PALADIN.getBytes(StandardCharsets.UTF_16));
        assertThatThrownBy(() -> CharacterFiles.text(file)).hasMessageStartingWith(file + " line 1, column 1: the file is"
                + " not UTF-8 text: the byte 0xFE at offset 0 (counting from 0) is not UTF-8");
    }

    @Test
    void aUtf8FileIsReadWithItsLettersAndAMissingOneIsNamed() throws IOException {
        Path file = write("utf8.json", CharacterSchemaTest.PALADIN.replace("Holy Paladin", "Holy Paladin of Orl\u00e9ans")
                .getBytes(StandardCharsets.UTF_8));
        assertThat(CharacterFiles.read(file).title()).isEqualTo("Holy Paladin of Orl\u00e9ans");
        Path missing = dir.resolve("missing.json");
        assertThatThrownBy(() -> CharacterFiles.read(missing)).hasMessage(missing + ": no such character file");
        assertThat(CharacterFiles.check(missing).errors()).extracting(f -> f.text(missing.toString()))
                .containsExactly(missing + ": error: no such character file");
    }

    @Test
    void filesCheckedTogetherAreToldOfAnIdThatIsBuiltInOrAnothers() throws IOException {
        Path paladin = write("paladin.json", CharacterSchemaTest.PALADIN.getBytes(StandardCharsets.UTF_8));
        Path again = write("again.json", CharacterSchemaTest.PALADIN.getBytes(StandardCharsets.UTF_8));
        Path mage = write("mage.json", CharacterSchemaTest.PALADIN.replace("\"id\": \"paladin\"", "\"id\": \"mage\"")
                .getBytes(StandardCharsets.UTF_8));
        List<CharacterCheck> checks = CharacterFiles.checkAll(List.of(paladin, again, mage));
        assertThat(checks.get(0).findings()).isEmpty();
        assertThat(checks.get(1).warnings()).extracting(f -> f.text("again.json")).containsExactly("again.json line 3,"
                + " column 9: warning: \"paladin\" is also the id of " + paladin + ": the two files cannot be loaded together");
        assertThat(checks.get(2).warnings()).extracting(f -> f.text("mage.json")).containsExactly("mage.json line 3, column 9:"
                + " warning: \"mage\" is the id of the built-in Arcane Mage: play, games and serve refuse the file, and the"
                + " balance lab plays it in the Arcane Mage's place");
        assertThat(checks).allMatch(CharacterCheck::ok);
    }
}
