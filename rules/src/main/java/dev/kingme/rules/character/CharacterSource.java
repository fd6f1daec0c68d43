package dev.kingme.rules.character;

import java.util.List;

/**
 * Where the built-in characters' files are read: the record module's, found through
 * {@link java.util.ServiceLoader}. The files are the built-in characters; this module holds what plays them
 * (the frame, the blocks, and the power classes a file names where its blocks cannot say a power).
 */
public interface CharacterSource {
    /** Every built-in character's file, read, in the order of the sets' rules texts. */
    List<CharacterSpec> builtIns();
}
