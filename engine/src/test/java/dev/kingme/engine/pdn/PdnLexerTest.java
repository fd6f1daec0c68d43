package dev.kingme.engine.pdn;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class PdnLexerTest {
    @Test
    void tokensCarryLineAndColumn() {
        List<Token> t = PdnLexer.tokens("[Event \"x\"]\n1. 11-15 {a\ncomment} (9-14)\n");
        assertThat(t).containsExactly(
                new Tag("Event", "x", new Location(1, 1)),
                new Token.Word("1.", new Location(2, 1)),
                new Token.Word("11-15", new Location(2, 4)),
                new Token.Comment("a\ncomment", new Location(2, 10)),
                new Token.Open(new Location(3, 10)),
                new Token.Word("9-14", new Location(3, 11)),
                new Token.Close(new Location(3, 15)));
    }

    @Test
    void tagValuesUndoEscapes() {
        assertThat(PdnLexer.tokens("[White \"A \\\"Red\\\" B \\\\ C\"]"))
                .containsExactly(new Tag("White", "A \"Red\" B \\ C", new Location(1, 1)));
    }

    @Test
    void blankLinesAreTokensAndCrLfCountsAsOneLineBreak() {
        assertThat(PdnLexer.tokens("1-0\r\n\r\n*")).containsExactly(
                new Token.Word("1-0", new Location(1, 1)),
                new Token.BlankLine(new Location(2, 1)),
                new Token.Word("*", new Location(3, 1)));
    }

    @Test
    void semicolonCommentRunsToEndOfLineAndEscapeLinesAreSkipped() {
        assertThat(PdnLexer.tokens("11-15 ; a note\n% skipped\n23-18")).containsExactly(
                new Token.Word("11-15", new Location(1, 1)),
                new Token.Comment(" a note", new Location(1, 7)),
                new Token.Word("23-18", new Location(3, 1)));
    }

    @Test
    void anUnclosedCommentStopsAtTheNextTagLine() {
        List<Token> t = PdnLexer.tokens("1. 11-15 {oops\n23-18\n[Event \"next\"]\n");
        assertThat(t).containsExactly(
                new Token.Word("1.", new Location(1, 1)),
                new Token.Word("11-15", new Location(1, 4)),
                new Token.Bad("{", "comment opened here is not closed before the tag pair on line 3", false,
                        new Location(1, 10)),
                new Tag("Event", "next", new Location(3, 1)));
    }

    @Test
    void aMalformedTagCostsOnlyItsLine() {
        List<Token> t = PdnLexer.tokens("[Event \"open\n[Black \"B\"]\n[White W]\n");
        assertThat(t).containsExactly(
                new Token.Bad("[Event \"open", "tag Event: the value is not closed by '\"' on its line", true,
                        new Location(1, 1)),
                new Tag("Black", "B", new Location(2, 1)),
                new Token.Bad("[White W]", "tag White: the value must be in double quotes", true,
                        new Location(3, 1)));
    }

    @Test
    void strayClosingCharactersAreBadTokens() {
        assertThat(PdnLexer.tokens("11-15 } ]")).containsExactly(
                new Token.Word("11-15", new Location(1, 1)),
                new Token.Bad("}", "stray '}'", false, new Location(1, 7)),
                new Token.Bad("]", "stray ']'", false, new Location(1, 9)));
    }
}
