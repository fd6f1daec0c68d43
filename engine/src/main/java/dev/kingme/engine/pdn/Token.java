package dev.kingme.engine.pdn;

/**
 * A lexical unit of PDN text, with where it starts. The lexer never throws: text it cannot make sense
 * of becomes a {@link Bad} token, so that the parser can report it in the game it belongs to and go on
 * with the next one.
 */
sealed interface Token permits Tag, Token.Word, Token.Comment, Token.Open, Token.Close, Token.BlankLine,
        Token.Bad {
    Location at();

    /**
     * A run of characters up to white space or a self-delimiting character: a move, a move number, a
     * result, a NAG, or something the parser will reject.
     */
    record Word(String text, Location at) implements Token {
    }

    /** A {@code {...}} comment or a {@code ;} comment to the end of the line, without its delimiters. */
    record Comment(String text, Location at) implements Token {
    }

    /** {@code (}: a variation starts. */
    record Open(Location at) implements Token {
    }

    /** {@code )}: a variation ends. */
    record Close(Location at) implements Token {
    }

    /** A line with nothing but white space: one of the ways games are separated. */
    record BlankLine(Location at) implements Token {
    }

    /**
     * Text that breaks the syntax (an unclosed comment, a malformed tag, a stray character).
     *
     * @param inTags true for a malformed tag pair, which does not end a game's tag section
     */
    record Bad(String text, String reason, boolean inTags, Location at) implements Token {
    }
}
