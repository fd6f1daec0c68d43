package dev.kingme.app.terminal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.record.CommandWords;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The terminal's commands are read by the one list of command words that character files may not name a
 * decision by: every word is a command, in any case, and every command has a word.
 */
class CommandWordsTest {
    @Test
    void everyWordOfTheListIsACommandAndEveryCommandHasAWord() {
        Set<SessionCommand.Kind> reached = EnumSet.noneOf(SessionCommand.Kind.class);
        for (String word : CommandWords.ALL) {
            String typed = word.equals("save") ? "SAVE g.json" : word.equals("load") ? "Load g.json" : word.toUpperCase();
            SessionCommand c = SessionCommand.parse(typed);
            assertThat(c.kind()).as(word).isNotEqualTo(SessionCommand.Kind.CHOICE);
            reached.add(c.kind());
        }
        assertThat(reached).containsAll(EnumSet.complementOf(EnumSet.of(SessionCommand.Kind.CHOICE)));
        assertThat(SessionCommand.parse("smite 19").kind()).isEqualTo(SessionCommand.Kind.CHOICE);
    }
}
