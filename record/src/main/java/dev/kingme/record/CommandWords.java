package dev.kingme.record;

import java.util.List;

/**
 * The words the terminal's play session takes as its commands when they begin a line ({@code moves},
 * {@code save FILE}, ...): the one list of them. The session reads a typed line by it (a first word that is
 * not one of these is a choice of the game), and the character file reader refuses a decision named by one,
 * since typing it would run the command instead. It lives here, below both, because the session's module
 * reads character files and not the other way round.
 */
public final class CommandWords {
    /** Every command word, in the order the session's help lists them; {@code exit} is another word for {@code quit}. */
    public static final List<String> ALL = List.of("moves", "record", "powers", "undo", "draw", "accept", "resign", "save",
            "load", "board", "help", "quit", "exit");

    private CommandWords() {
    }

    /** True when {@code word} (typed in any case) is a command of the terminal. */
    public static boolean isCommand(String word) {
        return ALL.contains(word.toLowerCase(java.util.Locale.ROOT));
    }
}
