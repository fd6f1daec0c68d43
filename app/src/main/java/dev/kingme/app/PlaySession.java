package dev.kingme.app;

import dev.kingme.engine.Game;
import dev.kingme.engine.IllegalMoveException;
import dev.kingme.engine.Move;
import dev.kingme.engine.MoveText;
import dev.kingme.engine.Position;
import dev.kingme.engine.Result;
import dev.kingme.engine.Side;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

/**
 * Two people at one terminal: shows the board, reads moves in PDN (or their number in the {@code moves}
 * list) and commands, and answers illegal or malformed input with the reason.
 */
final class PlaySession {
    static final String HELP = String.join("\n",
            "Type a move in PDN (11-15, 22x15, 24x15x6) or its number from 'moves'. Commands:",
            "  moves          list the legal moves, numbered",
            "  undo           take back the last move (or huff)",
            "  huff SQUARE    (huffing rule) remove a piece that declined a capture, before you move",
            "  draw           offer a draw; the other player answers 'accept' or plays on",
            "  resign         give up the game",
            "  save FILE.pdn  write the game as PDN",
            "  load FILE.pdn [GAME]  replace this game with one read from a PDN file",
            "  board          show the board again",
            "  help           this text",
            "  quit           leave");

    private final BufferedReader in;
    private final PrintWriter out;
    private final GameFiles files;
    private Game game;
    private Side drawOfferedBy;

    PlaySession(Game game, BufferedReader in, PrintWriter out, GameFiles files) {
        this.game = game;
        this.in = in;
        this.out = out;
        this.files = files;
    }

    void run() throws IOException {
        out.println("Kingme: American checkers. Type 'help' for commands.");
        show();
        String line;
        while (prompt() && (line = in.readLine()) != null) {
            String cmd = line.strip();
            if (cmd.isEmpty()) {
                continue;
            }
            if (cmd.equals("quit") || cmd.equals("exit")) {
                return;
            }
            try {
                handle(cmd);
            } catch (IllegalArgumentException | IllegalStateException e) {
                out.println("! " + e.getMessage());
            } catch (IOException e) {
                out.println("! " + e.getMessage());
            }
        }
        out.println();
    }

    private boolean prompt() {
        if (game.result() == Result.ONGOING) {
            out.print(name(game.position().toMove()) + " to move> ");
        } else {
            out.print("game over> ");
        }
        out.flush();
        return true;
    }

    private void handle(String cmd) throws IOException {
        String[] words = cmd.split("\\s+");
        switch (words[0]) {
            case "help":
                out.println(HELP);
                return;
            case "board":
                show();
                return;
            case "moves":
                listMoves();
                return;
            case "undo":
                game.undo();
                drawOfferedBy = null;
                show();
                return;
            case "huff":
                huff(words);
                return;
            case "draw":
                offerDraw();
                return;
            case "accept":
                acceptDraw();
                return;
            case "resign":
                game.resign(game.position().toMove());
                show();
                return;
            case "save":
                save(words);
                return;
            case "load":
                load(words);
                return;
            default:
                move(cmd);
        }
    }

    private void move(String text) {
        List<Move> legal = game.legalMoves();
        if (game.result() != Result.ONGOING) {
            throw new IllegalMoveException("the game is over (" + game.reason() + "): 'undo', 'load' or 'quit'");
        }
        Move m;
        if (text.matches("\\d{1,3}")) {
            int n = Integer.parseInt(text);
            if (n < 1 || n > legal.size()) {
                throw new IllegalMoveException("there is no move number " + n + " (the moves are 1-" + legal.size() + ")");
            }
            m = legal.get(n - 1);
        } else {
            m = MoveText.resolve(legal, text);
        }
        String written = MoveText.format(legal, m);
        game.play(m);
        drawOfferedBy = null;
        out.println(written);
        show();
    }

    private void listMoves() {
        List<Move> legal = game.legalMoves();
        if (legal.isEmpty()) {
            out.println("no legal moves: " + game.reason());
            return;
        }
        for (int i = 0; i < legal.size(); i++) {
            out.printf("%3d. %s%n", i + 1, legal.get(i).toPdn());
        }
        int[] huffable = game.huffable();
        if (huffable.length > 0) {
            out.println("  you may first huff one of: " + squares(huffable));
        }
    }

    private void huff(String[] words) {
        if (words.length != 2 || !words[1].matches("\\d{1,2}")) {
            throw new IllegalArgumentException("usage: huff SQUARE (a square number 1-32)");
        }
        game.huff(Integer.parseInt(words[1]));
        out.println("huffed the piece on " + words[1]);
        show();
    }

    private void offerDraw() {
        if (game.result() != Result.ONGOING) {
            throw new IllegalStateException("the game is over");
        }
        drawOfferedBy = game.position().toMove();
        out.println(name(drawOfferedBy) + " offers a draw. " + name(drawOfferedBy.opponent())
                + ": type 'accept', or play a move to decline.");
    }

    private void acceptDraw() {
        if (drawOfferedBy == null) {
            throw new IllegalStateException("no draw has been offered");
        }
        game.agreeDraw();
        drawOfferedBy = null;
        show();
    }

    private void save(String[] words) throws IOException {
        if (words.length != 2) {
            throw new IllegalArgumentException("usage: save FILE.pdn");
        }
        files.save(game, Path.of(words[1]));
        out.println("saved to " + words[1]);
    }

    private void load(String[] words) throws IOException {
        if (words.length < 2 || words.length > 3 || (words.length == 3 && !words[2].matches("\\d{1,6}"))) {
            throw new IllegalArgumentException("usage: load FILE.pdn [GAME NUMBER]");
        }
        int number = words.length == 3 ? Integer.parseInt(words[2]) : 1;
        game = files.load(Path.of(words[1]), number);
        drawOfferedBy = null;
        out.println("loaded game " + number + " of " + words[1] + " (" + game.moves().size() + " moves)");
        show();
    }

    private void show() {
        Position p = game.position();
        out.println(BoardText.render(p));
        out.println(BoardText.LEGEND);
        if (game.result() != Result.ONGOING) {
            out.println("Game over: " + game.result().pdn() + ", " + game.reason() + ".");
            return;
        }
        int[] huffable = game.huffable();
        if (huffable.length > 0) {
            out.println(name(p.toMove()) + " may huff (remove) a piece that declined a capture: "
                    + squares(huffable) + " (type 'huff SQUARE'), then moves.");
        }
        if (p.hasCapture() && !game.rules().huffing()) {
            out.println("A capture is mandatory.");
        }
    }

    private static String squares(int[] squares) {
        StringBuilder sb = new StringBuilder();
        for (int s : squares) {
            sb.append(sb.length() == 0 ? "" : ", ").append(s);
        }
        return sb.toString();
    }

    static String name(Side side) {
        return side == Side.BLACK ? "Black" : "White";
    }

    /** Saving and loading games; PDN in the product. */
    interface GameFiles {
        void save(Game game, Path file) throws IOException;

        Game load(Path file, int number) throws IOException;
    }
}
