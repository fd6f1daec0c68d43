package dev.kingme.app.match;

import dev.kingme.engine.Fen;
import dev.kingme.engine.Move;
import dev.kingme.engine.MoveText;
import dev.kingme.engine.Position;
import dev.kingme.engine.search.Clock;
import dev.kingme.engine.search.SearchLimits;
import dev.kingme.engine.search.SearchResult;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * The line protocol of {@code kingme engine}, for programs that drive the engine (match scripts, GUIs). One
 * command a line on the input, answers on the output:
 *
 * <pre>
 * newgame                                  forget the previous game (search tables too); start position
 * position startpos [moves M1 M2 ...]      the start position, then the moves given
 * position fen FEN [moves M1 M2 ...]       a PDN FEN (B:W21,22,...:B1,2,...), then the moves given
 * go movetime MS | depth N | nodes N       search (limits may be combined; the first reached stops it):
 * go btime MS wtime MS [binc MS winc MS] [movestogo N]
 *                                          search on a game clock: the time left to each side, the
 *                                          increment each gets a move, the moves to the next time control;
 *                                          the engine takes a share of the mover's time (may be combined
 *                                          with depth and nodes)
 *                                          "info depth D score S nodes N time T pv M1 M2 ..." lines (at
 *                                          least one), then
 *                                          "bestmove M", or "bestmove none" when the side to move has no move
 * moves                                    "moves M1 M2 ...": every legal move of the current position
 * fen                                      "fen FEN": the current position
 * isready                                  "readyok" (once everything before it is done)
 * quit                                     stop (so does the end of the input)
 * </pre>
 *
 * Moves are read as in PDN ({@code 11-15}, {@code 22x15}, {@code 15x24x31}) and written with every landing
 * square of a capture ({@code 11x18x25}), so the other side can tell apart two routes that take different
 * pieces between the same squares. Anything wrong gets one line {@code error line N: ...} saying what and
 * where; the engine keeps running and its position is unchanged.
 */
public final class EngineProtocol {
    /** The search behind {@code go}: a seam so the protocol can be tested without the real engine. */
    public interface Search {
        void newGame();

        /**
         * Searches {@code position}, whose game went through the positions {@code past} (hashes, oldest first,
         * since the last capture or man's move); {@code progress} may be called with each finished iteration.
         */
        SearchResult search(Position position, long[] past, SearchLimits limits, Consumer<SearchResult> progress);
    }

    /** A bad command; the message says what was wrong. */
    private static final class BadCommand extends RuntimeException {
        BadCommand(String message) {
            super(message);
        }
    }

    static final String COMMANDS = "newgame, position, go, moves, fen, isready, quit";

    private final Search search;
    private final PrintWriter out;
    private Position position = Position.initial();
    /** The game's positions before {@link #position} since its last capture or man's move, for repetitions. */
    private long[] past = new long[0];

    public EngineProtocol(Search search, PrintWriter out) {
        this.search = search;
        this.out = out;
    }

    /** Answers the commands on {@code in} until {@code quit} or the end of the input. */
    public void run(BufferedReader in) {
        int lineNumber = 0;
        try {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                lineNumber++;
                if (!handle(line, lineNumber)) {
                    return;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("reading engine commands", e);
        }
    }

    /** Handles one line; false when it was {@code quit}. */
    boolean handle(String line, int lineNumber) {
        List<String> words = Arrays.asList(line.strip().split("\\s+"));
        String command = words.get(0);
        List<String> args = words.subList(1, words.size());
        try {
            switch (command) {
                case "" -> {
                }
                case "quit" -> {
                    noArguments(command, args);
                    return false;
                }
                case "isready" -> {
                    noArguments(command, args);
                    say("readyok");
                }
                case "newgame" -> {
                    noArguments(command, args);
                    search.newGame();
                    position = Position.initial();
                    past = new long[0];
                }
                case "position" -> {
                    List<Long> before = new java.util.ArrayList<>();
                    position = position(args, before);
                    past = new long[before.size()];
                    for (int i = 0; i < past.length; i++) {
                        past[i] = before.get(i);
                    }
                }
                case "go" -> go(args);
                case "moves" -> {
                    noArguments(command, args);
                    StringBuilder sb = new StringBuilder("moves");
                    for (Move m : position.legalMoves()) {
                        sb.append(' ').append(m.toPdn());
                    }
                    say(sb.toString());
                }
                case "fen" -> {
                    noArguments(command, args);
                    say("fen " + Fen.format(position));
                }
                default -> throw new BadCommand("unknown command \"" + command + "\" (commands: " + COMMANDS + ")");
            }
        } catch (BadCommand | IllegalArgumentException e) {
            say("error line " + lineNumber + ": " + e.getMessage());
        } catch (RuntimeException e) {
            // A fault in the engine itself: report it and keep serving, as for bad input.
            say("error line " + lineNumber + ": " + command + " failed: " + e);
        }
        return true;
    }

    private static void noArguments(String command, List<String> args) {
        if (!args.isEmpty()) {
            throw new BadCommand(command + " takes no arguments, found \"" + String.join(" ", args) + "\"");
        }
    }

    /** The position {@code args} set up; {@code past} receives the positions its moves went through. */
    private static Position position(List<String> args, List<Long> past) {
        if (args.isEmpty()) {
            throw new BadCommand("position needs \"startpos\" or \"fen FEN\", then optionally \"moves ...\"");
        }
        int movesAt = args.indexOf("moves");
        List<String> setup = movesAt < 0 ? args : args.subList(0, movesAt);
        Position p;
        if (setup.size() == 1 && setup.get(0).equals("startpos")) {
            p = Position.initial();
        } else if (!setup.isEmpty() && setup.get(0).equals("fen")) {
            if (setup.size() == 1) {
                throw new BadCommand("position fen: no FEN given");
            }
            try {
                p = Fen.parse(String.join(" ", setup.subList(1, setup.size())));
            } catch (Fen.FenException e) {
                throw new BadCommand("position fen: " + e.getMessage());
            }
        } else if (setup.isEmpty()) {
            throw new BadCommand("position: \"moves\" must come after \"startpos\" or \"fen FEN\"");
        } else {
            throw new BadCommand("position: expected \"startpos\" or \"fen FEN\", found \""
                    + String.join(" ", setup) + "\"");
        }
        if (movesAt >= 0) {
            List<String> moves = args.subList(movesAt + 1, args.size());
            for (int i = 0; i < moves.size(); i++) {
                try {
                    dev.kingme.engine.Move m = MoveText.resolve(p.legalMoves(), moves.get(i));
                    if (p.isProgress(m)) {
                        past.clear();  // no position before a capture or a man's move can come back
                    } else {
                        past.add(p.hash());
                    }
                    p = p.apply(m);
                } catch (MoveText.MoveTextException e) {
                    throw new BadCommand("position: move " + (i + 1) + " of " + moves.size() + ": " + e.getMessage());
                }
            }
        }
        return p;
    }

    private void go(List<String> args) {
        if (args.isEmpty() || args.size() % 2 != 0) {
            throw new BadCommand("go needs limits in pairs: movetime MS, depth N, nodes N or a clock (btime MS wtime MS"
                    + " binc MS winc MS movestogo N), found \"" + String.join(" ", args) + "\"");
        }
        int depth = 0;
        long movetime = 0;
        long nodes = 0;
        long target = 0;
        long[] clock = {-1, -1, 0, 0, 0};  // btime, wtime, binc, winc, movestogo
        for (int i = 0; i < args.size(); i += 2) {
            String key = args.get(i);
            String value = args.get(i + 1);
            switch (key) {
                case "movetime" -> movetime = positive("go movetime", value, Long.MAX_VALUE);
                case "depth" -> depth = (int) positive("go depth", value, 999);
                case "nodes" -> nodes = positive("go nodes", value, Long.MAX_VALUE);
                case "btime" -> clock[0] = positive("go btime", value, Long.MAX_VALUE, 0);
                case "wtime" -> clock[1] = positive("go wtime", value, Long.MAX_VALUE, 0);
                case "binc" -> clock[2] = positive("go binc", value, Long.MAX_VALUE, 0);
                case "winc" -> clock[3] = positive("go winc", value, Long.MAX_VALUE, 0);
                case "movestogo" -> clock[4] = positive("go movestogo", value, 10_000);
                default -> throw new BadCommand("go: unknown limit \"" + key + "\" (limits: movetime, depth, nodes,"
                        + " btime, wtime, binc, winc, movestogo)");
            }
        }
        if ((clock[0] < 0) != (clock[1] < 0)) {
            throw new BadCommand("go: a clock needs both btime and wtime");
        }
        if (clock[0] >= 0) {
            if (movetime > 0) {
                throw new BadCommand("go: movetime and a clock cannot be combined");
            }
            boolean black = position.toMove() == dev.kingme.engine.Side.BLACK;
            SearchLimits share = new Clock(clock[black ? 0 : 1], clock[black ? 2 : 3], (int) clock[4])
                    .allocate(Long.bitCount(position.black() | position.white()));
            movetime = share.movetimeMillis();
            target = share.targetMillis();
            if (movetime == 0 && depth == 0 && nodes == 0) {
                depth = 1;  // no time left above the safety margin: answer at once
            }
        }
        SearchLimits limits = new SearchLimits(depth, movetime, nodes, target);
        if (position.legalMoves().isEmpty()) {
            say("bestmove none");
            return;
        }
        Position root = position;
        int[] iterations = {0};
        SearchResult result = search.search(root, past, limits, r -> {
            iterations[0]++;
            info(root, r);
        });
        if (iterations[0] == 0) {
            info(root, result); // e.g. a single legal move, played without searching: depth 0
        }
        if (result.best() == null) {
            say("bestmove none");
            return;
        }
        say("bestmove " + result.best().toPdn());
    }

    private static long positive(String what, String text, long max) {
        return positive(what, text, max, 1);
    }

    /** A whole number in {@code min..max}, or a refusal naming {@code what}. */
    private static long positive(String what, String text, long max, long min) {
        long n;
        try {
            n = Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new BadCommand(what + ": \"" + text + "\" is not a whole number");
        }
        if (n < min || n > max) {
            throw new BadCommand(what + ": " + n + " is out of range (" + min + ".." + max + ")");
        }
        return n;
    }

    private void info(Position root, SearchResult r) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "info depth %d score %d nodes %d time %d", r.depth(), r.score(),
                r.nodes(), r.millis()));
        List<String> pv = pvText(root, r.pv());
        if (!pv.isEmpty()) {
            sb.append(" pv ").append(String.join(" ", pv));
        }
        say(sb.toString());
    }

    /** The principal variation as far as each move is legal where it is played. */
    private static List<String> pvText(Position root, List<Move> pv) {
        List<String> text = new ArrayList<>();
        Position p = root;
        for (Move m : pv) {
            if (!p.legalMoves().contains(m)) {
                break;
            }
            text.add(m.toPdn());
            p = p.apply(m);
        }
        return text;
    }

    private void say(String line) {
        out.println(line);
        out.flush();
    }
}
