package dev.kingme.engine.pdn;

import dev.kingme.engine.Result;
import java.util.List;
import java.util.Optional;

/**
 * One game as read from a PDN file, before it is replayed: its tag pairs in file order, its main line and
 * its result token. Reading never rejects a game; {@link #replay()} says whether it holds together.
 *
 * @param number the game's 1-based place in its file
 * @param at where the game starts
 * @param result the terminating result token, empty when the game ended without one
 */
public record PdnGame(int number, Location at, List<Tag> tags, List<Entry> entries, Optional<Result> result) {
    public PdnGame {
        tags = List.copyOf(tags);
        entries = List.copyOf(entries);
    }

    /** The first tag pair named {@code key} (case-sensitive, as PDN specifies). */
    public Optional<Tag> tagPair(String key) {
        return tags.stream().filter(t -> t.key().equals(key)).findFirst();
    }

    /** The value of tag {@code key}, if the game has it. */
    public Optional<String> tag(String key) {
        return tagPair(key).map(Tag::value);
    }

    /** {@code game N (Event "..", Black "..", White "..")}, with "" for a missing tag: how a report names this game. */
    public String title() {
        return "game " + number + " (Event " + quote(tag("Event").orElse("")) + ", Black " + quote(tag("Black").orElse(""))
                + ", White " + quote(tag("White").orElse("")) + ")";
    }

    /** {@code text} in double quotes, with {@code "} and {@code \} escaped as in PDN tag values. */
    public static String quote(String text) {
        return '"' + text.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
    }

    /** Plays the main line through {@link dev.kingme.engine.Game}, stopping at the first problem. */
    public Replay replay() {
        return Replayer.replay(this);
    }
}
