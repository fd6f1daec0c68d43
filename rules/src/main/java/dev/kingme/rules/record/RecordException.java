package dev.kingme.rules.record;

/**
 * A record that cannot be read or replayed, with where the fault lies: a line and column of its JSON (the
 * record module reads it), or the index of the entry the rules refused. It is the only exception reading and replaying throw, so
 * a caller handling untrusted records needs one catch; it extends {@link IllegalArgumentException}
 * because a bad record is bad input, as a bad option or FEN is elsewhere in Kingme.
 */
public final class RecordException extends IllegalArgumentException {
    private final int line;
    private final int column;
    private final int entry;

    private RecordException(String message, int line, int column, int entry, Throwable cause) {
        super(message, cause);
        this.line = line;
        this.column = column;
        this.entry = entry;
    }

    /** A fault in the JSON text at a 1-based line and column. */
    public static RecordException at(int line, int column, String reason) {
        return new RecordException("record JSON line " + line + ", column " + column + ": " + reason, line, column,
                -1, null);
    }

    /** A fault in entry {@code index} (0-based, as in {@link GameRecord#entries()}). */
    static RecordException entry(int index, String reason, Throwable cause) {
        return new RecordException("record entry " + index + ": " + reason, 0, 0, index, cause);
    }

    /** A fault in one of the record's fields other than its entries ("game", "options", "setup"...). */
    static RecordException field(String field, String reason, Throwable cause) {
        return new RecordException("record " + field + ": " + reason, 0, 0, -1, cause);
    }

    /** The 1-based line of a JSON fault, or 0. */
    public int line() {
        return line;
    }

    /** The 1-based column of a JSON fault, or 0. */
    public int column() {
        return column;
    }

    /** The 0-based index of the entry at fault, or -1. */
    public int entry() {
        return entry;
    }
}
