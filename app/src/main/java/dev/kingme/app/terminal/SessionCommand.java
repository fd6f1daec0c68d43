package dev.kingme.app.terminal;

import dev.kingme.record.CommandWords;
import dev.kingme.rules.Rules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * One line typed at the session's prompt: a command ({@code undo}, {@code save FILE}) or, when its first
 * word is no command ({@link CommandWords}, which a character's decision may not be named by), a choice to
 * read against the legal moves. Command words, and the words a command
 * takes ({@code replace}, {@code black}), may be typed in any case; a choice is kept as typed. Wrong
 * arguments to a command are refused here, before anything changes.
 */
record SessionCommand(Kind kind, List<String> args, String text) {
    enum Kind {
        HELP, BOARD, MOVES, RECORD, POWERS, UNDO, DRAW, ACCEPT, RESIGN, SAVE, LOAD, QUIT, CHOICE
    }

    /** The word after {@code save FILE} that allows replacing a file the session did not write. */
    static final String REPLACE = "replace";

    /** The commands, for {@link #help}. */
    private static final String COMMANDS = String.join("\n",
            "Commands (in any case):",
            "  moves          list the choices, numbered",
            "  record         the moves so far, numbered in pairs, powers by name, dice in brackets",
            "  powers         each side's character and its powers in full (games with characters)",
            "  undo           take back the last move (with any chance roll after it) or agreed ending",
            "  draw           offer a draw on your turn; the other player may type 'accept'",
            "  accept         agree to the draw just offered (a move by the offerer declines it)",
            "  resign         the side to move resigns; 'resign black' or 'resign white' names the side",
            "  save FILE.json write the game as a game record (any game); FILE.pdn: as PDN (American checkers).",
            "                 An existing file is replaced only if this session saved it; to replace",
            "                 another, type 'save FILE replace'",
            "  load FILE.json replace this game with a saved record; load FILE.pdn [GAME]: from a PDN file",
            "  board          show the board again",
            "  help           this text",
            "  quit           leave",
            "A file name may start with ~/ for your home folder.");

    /**
     * The help for {@code rules}' game: how to type a choice, with the game's own examples of the choices
     * that are not moves (its powers, its pawn, its swaps), then the commands.
     */
    static String help(Rules rules) {
        StringBuilder sb = new StringBuilder("Type a choice's number, a move in PDN (11-15, 22x15, 24x15x6; a route is only"
                + " ever a move)\nor a choice as listed.");
        List<Rules.TypedExample> examples = rules.typedExamples();
        if (!examples.isEmpty()) {
            sb.append(" In ").append(rules.kind().name()).append(" also:");
            int width = 0;
            for (Rules.TypedExample e : examples) {
                width = Math.max(width, e.typed().length());
            }
            for (Rules.TypedExample e : examples) {
                sb.append("\n  ").append(e.typed()).append(" ".repeat(width - e.typed().length() + 2)).append(e.meaning());
            }
        }
        return sb.append("\n").append(COMMANDS).toString();
    }

    static final String SAVE_USAGE = "usage: save FILE.json or save FILE.pdn, then 'replace' to overwrite a file"
            + " this session has not saved (save FILE.pdn replace)";
    static final String LOAD_USAGE = "usage: load FILE.json, or load FILE.pdn [GAME NUMBER]";
    static final String RESIGN_USAGE = "usage: resign (the side to move), resign black or resign white";

    /** The command on {@code line}, or null for a blank line. */
    static SessionCommand parse(String line) {
        String text = line.strip();
        if (text.isEmpty()) {
            return null;
        }
        String[] words = text.split("\\s+");
        List<String> args = new ArrayList<>(Arrays.asList(words).subList(1, words.length));
        Kind kind = kind(words[0].toLowerCase(Locale.ROOT));
        switch (kind) {
            case CHOICE:
                return new SessionCommand(kind, List.of(), text);
            case SAVE:
                if (args.size() == 2 && args.get(1).equalsIgnoreCase(REPLACE)) {
                    args.set(1, REPLACE);
                } else if (args.size() != 1) {
                    throw new IllegalArgumentException(SAVE_USAGE);
                }
                break;
            case LOAD:
                if (args.isEmpty() || args.size() > 2 || (args.size() == 2 && !args.get(1).matches("\\d+"))) {
                    throw new IllegalArgumentException(LOAD_USAGE);
                }
                break;
            case RESIGN:
                if (args.size() > 1 || (args.size() == 1 && !args.get(0).matches("(?i)black|white"))) {
                    throw new IllegalArgumentException(RESIGN_USAGE);
                }
                args.replaceAll(a -> a.toLowerCase(Locale.ROOT));
                break;
            default:
                if (!args.isEmpty()) {
                    throw new IllegalArgumentException("'" + words[0] + "' takes no arguments (type 'help')");
                }
        }
        return new SessionCommand(kind, List.copyOf(args), text);
    }

    /** The command {@code word} names, by the one list of the terminal's command words ({@link CommandWords}). */
    private static Kind kind(String word) {
        if (!CommandWords.isCommand(word)) {
            return Kind.CHOICE;
        }
        return word.equals("exit") ? Kind.QUIT : Kind.valueOf(word.toUpperCase(Locale.ROOT));
    }
}
