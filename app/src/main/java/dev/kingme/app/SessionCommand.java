package dev.kingme.app;

import java.util.Arrays;
import java.util.List;

/**
 * One line typed at the session's prompt: a command ({@code undo}, {@code save FILE}) or, when its first
 * word is no command, a choice to read against the legal moves. Wrong arguments to a command are refused
 * here, before anything changes.
 */
record SessionCommand(Kind kind, List<String> args, String text) {
    enum Kind {
        HELP, BOARD, MOVES, UNDO, DRAW, ACCEPT, RESIGN, SAVE, LOAD, QUIT, CHOICE
    }

    static final String HELP = String.join("\n",
            "Type a choice's number, a move in PDN (11-15, 22x15, 24x15x6) or a choice as listed (huff 22, pawn 2).",
            "Commands:",
            "  moves          list the choices, numbered",
            "  undo           take back the last move (with any chance roll after it) or agreed ending",
            "  draw           offer a draw; the other player answers 'accept' or plays on",
            "  accept         accept the draw offered",
            "  resign         give up the game",
            "  save FILE.json write the game as a game record (any game); FILE.pdn: as PDN (American checkers)",
            "  load FILE.json replace this game with a saved record; load FILE.pdn [GAME]: from a PDN file",
            "  board          show the board again",
            "  help           this text",
            "  quit           leave");

    /** The command on {@code line}, or null for a blank line. */
    static SessionCommand parse(String line) {
        String text = line.strip();
        if (text.isEmpty()) {
            return null;
        }
        String[] words = text.split("\\s+");
        List<String> args = Arrays.asList(words).subList(1, words.length);
        Kind kind = kind(words[0]);
        if (kind == Kind.CHOICE) {
            return new SessionCommand(kind, List.of(), text);
        }
        if (kind == Kind.SAVE && args.size() != 1) {
            throw new IllegalArgumentException("usage: save FILE.json or save FILE.pdn");
        }
        if (kind == Kind.LOAD && (args.isEmpty() || args.size() > 2 || (args.size() == 2 && !args.get(1).matches("\\d{1,6}")))) {
            throw new IllegalArgumentException("usage: load FILE.json, or load FILE.pdn [GAME NUMBER]");
        }
        if (kind != Kind.SAVE && kind != Kind.LOAD && !args.isEmpty()) {
            throw new IllegalArgumentException("'" + words[0] + "' takes no arguments (type 'help')");
        }
        return new SessionCommand(kind, List.copyOf(args), text);
    }

    private static Kind kind(String word) {
        switch (word) {
            case "help":
                return Kind.HELP;
            case "board":
                return Kind.BOARD;
            case "moves":
                return Kind.MOVES;
            case "undo":
                return Kind.UNDO;
            case "draw":
                return Kind.DRAW;
            case "accept":
                return Kind.ACCEPT;
            case "resign":
                return Kind.RESIGN;
            case "save":
                return Kind.SAVE;
            case "load":
                return Kind.LOAD;
            case "quit":
            case "exit":
                return Kind.QUIT;
            default:
                return Kind.CHOICE;
        }
    }
}
