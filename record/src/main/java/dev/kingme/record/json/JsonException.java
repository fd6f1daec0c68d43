package dev.kingme.record.json;

/**
 * A JSON text that is broken, or a value in it that is not what its reader expects, with the 1-based line
 * and column where it is: every format of the codec says where a fault lies, and each names the text it
 * read in its own words ("record JSON line 3, column 14: ...", "games.jsonl line 4: ..."). It may also say
 * how to mend it ({@link #fix()}, "write a whole number 0-99, without quotes"), which tools that list a file's
 * mistakes show beside each; the message is where and what only.
 */
public final class JsonException extends IllegalArgumentException {
    private final int line;
    private final int column;
    private final String reason;
    private final String fix;

    public JsonException(int line, int column, String reason) {
        this(line, column, reason, null);
    }

    /** A fault and how to mend it ({@code fix}, or null when there is nothing better to say than the reason). */
    public JsonException(int line, int column, String reason, String fix) {
        super("line " + line + ", column " + column + ": " + reason);
        this.line = line;
        this.column = column;
        this.reason = reason;
        this.fix = fix;
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

    /** What to write instead, as an instruction ("write ..."), or null. */
    public String fix() {
        return fix;
    }
}
