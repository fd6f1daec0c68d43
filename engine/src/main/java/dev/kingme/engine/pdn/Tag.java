package dev.kingme.engine.pdn;

/**
 * One PDN tag pair, {@code [Key "Value"]}, with the escapes {@code \"} and {@code \\} already undone in
 * {@link #value()}. It is both a token of the lexer and part of a {@link PdnGame}.
 */
public record Tag(String key, String value, Location at) implements Token {
    /** The tag as PDN writes it, escaping {@code "} and {@code \} in the value. */
    public String toPdn() {
        return toPdn(key, value);
    }

    /** {@code [key "value"]}, escaping {@code "} and {@code \} in the value. */
    public static String toPdn(String key, String value) {
        return "[" + key + " \"" + value.replace("\\", "\\\\").replace("\"", "\\\"") + "\"]";
    }
}
