package dev.kingme.record;

import dev.kingme.record.json.Json;
import dev.kingme.record.json.JsonException;

/**
 * One thing a check of a character file found: a mistake that refuses the file (an error) or something it
 * plays with that is likely not what its designer meant (a warning), where it is (1-based line and column; 0
 * for the file as a whole), what it is and what to write instead.
 */
public record CharacterFinding(Kind kind, int line, int column, String what, String fix) {
    /** An error refuses the file; a warning does not. */
    public enum Kind {
        ERROR, WARNING;

        /** {@code error} or {@code warning}, as the check's report says it. */
        public String word() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** The mistake {@code e}, with its fix, or, where it has none, the reason's own words of what it must be. */
    public static CharacterFinding error(JsonException e) {
        return new CharacterFinding(Kind.ERROR, e.line(), e.column(), e.reason(),
                e.fix() != null ? e.fix() : "write what the message says it must be");
    }

    /** A mistake of the file as a whole, or at a place found without reading its JSON. */
    public static CharacterFinding error(int line, int column, String what, String fix) {
        return new CharacterFinding(Kind.ERROR, line, column, what, fix);
    }

    static CharacterFinding warning(Json at, String what, String fix) {
        return new CharacterFinding(Kind.WARNING, at.line(), at.column(), what, fix);
    }

    /** {@code FILE line L, column C: error: what}, or {@code FILE: error: what} for the file as a whole. */
    public String text(String file) {
        return file + (line > 0 ? " line " + line + ", column " + column : "") + ": " + kind.word() + ": " + what;
    }
}
