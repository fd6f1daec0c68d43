package dev.kingme.record.json;

/**
 * A JSON text that is broken, or a value in it that is not what its reader expects, with the 1-based line
 * and column where it is: every format of the codec says where a fault lies, and each names the text it
 * read in its own words ("record JSON line 3, column 14: ...", "games.jsonl line 4: ...").
 */
public final class JsonException extends IllegalArgumentException {
    private final int line;
    private final int column;
    private final String reason;

    public JsonException(int line, int column, String reason) {
        super("line " + line + ", column " + column + ": " + reason);
        this.line = line;
        this.column = column;
        this.reason = reason;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    /** What is wrong, without where. */
    public String reason() {
        return reason;
    }
}
