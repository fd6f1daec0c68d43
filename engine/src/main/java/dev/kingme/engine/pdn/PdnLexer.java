package dev.kingme.engine.pdn;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits PDN text into {@link Token}s, recording the line and column each starts on. It never throws:
 * what it cannot read becomes a {@link Token.Bad}, and it resynchronises so that one flaw does not swallow
 * the rest of a file. A malformed tag pair costs the rest of its line; a comment left open ends at the
 * first later line that looks like a tag pair, because an archive's next game is far more likely than a
 * comment that quotes a tag section.
 */
final class PdnLexer {
    private static final String DELIMITERS = "[]{}();\"";

    private final String text;
    private final List<Token> out = new ArrayList<>();
    private int i;
    private int line = 1;
    private int lineStart;
    private boolean lineHasContent;

    private PdnLexer(String text) {
        this.text = text;
    }

    static List<Token> tokens(String text) {
        return new PdnLexer(text).run();
    }

    private List<Token> run() {
        if (text.startsWith("\uFEFF")) {
            i = 1;
            lineStart = 1;
        }
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                if (!lineHasContent) {
                    out.add(new Token.BlankLine(here()));
                }
                newline();
            } else if (isSpace(c)) {
                i++;
            } else {
                lineHasContent = true;
                token(c, here());
            }
        }
        return out;
    }

    private void token(char c, Location at) {
        switch (c) {
            case '[' -> tag(at);
            case '{' -> braceComment(at);
            case ';' -> {
                int end = endOfLine();
                out.add(new Token.Comment(text.substring(i + 1, end), at));
                i = end;
            }
            case '(' -> {
                out.add(new Token.Open(at));
                i++;
            }
            case ')' -> {
                out.add(new Token.Close(at));
                i++;
            }
            case ']', '}', '"' -> {
                out.add(new Token.Bad(String.valueOf(c), "stray '" + c + "'", false, at));
                i++;
            }
            default -> {
                if (c == '%' && i == lineStart) {
                    i = endOfLine(); // PDN escape line: ignored
                } else {
                    word(at);
                }
            }
        }
    }

    private void word(Location at) {
        int start = i;
        while (i < text.length() && !isSpace(text.charAt(i)) && DELIMITERS.indexOf(text.charAt(i)) < 0) {
            i++;
        }
        out.add(new Token.Word(text.substring(start, i), at));
    }

    private void tag(Location at) {
        int start = i;
        i++;
        skipBlanks();
        int keyStart = i;
        while (i < text.length() && isKeyChar(text.charAt(i))) {
            i++;
        }
        if (i == keyStart) {
            badTag(at, start, "tag name expected after '['");
            return;
        }
        String key = text.substring(keyStart, i);
        skipBlanks();
        if (i >= text.length() || text.charAt(i) != '"') {
            badTag(at, start, "tag " + key + ": the value must be in double quotes");
            return;
        }
        i++;
        StringBuilder value = new StringBuilder();
        while (true) {
            char c = i < text.length() ? text.charAt(i) : '\n';
            if (c == '\n' || c == '\r') {
                badTag(at, start, "tag " + key + ": the value is not closed by '\"' on its line");
                return;
            }
            i++;
            if (c == '"') {
                break;
            }
            if (c == '\\' && i < text.length() && (text.charAt(i) == '"' || text.charAt(i) == '\\')) {
                c = text.charAt(i++);
            }
            value.append(c);
        }
        skipBlanks();
        if (i >= text.length() || text.charAt(i) != ']') {
            badTag(at, start, "tag " + key + ": ']' expected after the value");
            return;
        }
        i++;
        out.add(new Tag(key, value.toString(), at));
    }

    private void badTag(Location at, int start, String reason) {
        int end = endOfLine();
        out.add(new Token.Bad(text.substring(start, end).strip(), reason, true, at));
        i = end;
    }

    private void braceComment(Location at) {
        int start = ++i;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '}') {
                out.add(new Token.Comment(text.substring(start, i), at));
                i++;
                return;
            }
            if (c == '\n' || c == '\r') {
                newline();
                if (looksLikeTagLine()) {
                    out.add(new Token.Bad("{", "comment opened here is not closed before the tag pair on line "
                            + line, false, at));
                    return;
                }
            } else {
                i++;
            }
        }
        out.add(new Token.Bad("{", "comment opened here is not closed before the end of the text", false, at));
    }

    /** True when the line starting at {@code i} begins like {@code [Key "}. */
    private boolean looksLikeTagLine() {
        int j = i;
        while (j < text.length() && (text.charAt(j) == ' ' || text.charAt(j) == '\t')) {
            j++;
        }
        if (j >= text.length() || text.charAt(j) != '[') {
            return false;
        }
        int k = ++j;
        while (j < text.length() && isKeyChar(text.charAt(j))) {
            j++;
        }
        if (j == k) {
            return false;
        }
        while (j < text.length() && text.charAt(j) == ' ') {
            j++;
        }
        return j < text.length() && text.charAt(j) == '"';
    }

    private void newline() {
        if (text.charAt(i) == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
            i++;
        }
        i++;
        line++;
        lineStart = i;
        lineHasContent = false;
    }

    private int endOfLine() {
        int j = i;
        while (j < text.length() && text.charAt(j) != '\n' && text.charAt(j) != '\r') {
            j++;
        }
        return j;
    }

    private void skipBlanks() {
        while (i < text.length() && text.charAt(i) != '\n' && text.charAt(i) != '\r' && isSpace(text.charAt(i))) {
            i++;
        }
    }

    private Location here() {
        return new Location(line, i - lineStart + 1);
    }

    private static boolean isSpace(char c) {
        return Character.isWhitespace(c) || Character.isSpaceChar(c);
    }

    private static boolean isKeyChar(char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
    }
}
