package dev.kingme.balance;

import dev.kingme.record.CharacterFiles;
import java.nio.file.Path;

/**
 * A character file as a balance run takes it: where it came from (for messages), the id of its character and
 * its text. A file with a built-in character's id changes that character for the run.
 *
 * @param name where the file came from: its path, or {@code the built-in file of mage}
 * @param id the id of its character
 * @param text the file's text, as read
 */
public record CharacterFile(String name, String id, String text) {
    /**
     * The file {@code path}, read and checked.
     *
     * @throws IllegalArgumentException naming the file, and the line and column of a mistake in it
     */
    public static CharacterFile read(Path path) {
        String text = CharacterFiles.text(path);
        return new CharacterFile(path.toString(), CharacterFiles.read(path.toString(), text).id(), text);
    }

    /**
     * The built-in character {@code id}'s own file.
     *
     * @throws IllegalArgumentException when there is no built-in character {@code id}
     */
    public static CharacterFile builtIn(String id) {
        return new CharacterFile("the built-in file of " + id, id, CharacterFiles.builtInText(id));
    }
}
