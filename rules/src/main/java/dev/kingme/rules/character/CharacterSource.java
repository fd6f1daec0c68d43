package dev.kingme.rules.character;

/**
 * Where the built-in characters' files are read (the record module's, found through
 * {@link java.util.ServiceLoader}), for playing the built-in characters from their files.
 */
public interface CharacterSource {
    /** The file of the built-in character {@code id}, read. */
    CharacterSpec builtIn(String id);
}
