package dev.kingme.rules.warp;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.GameStateBuilder;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Options;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.Window;
import java.util.ArrayList;
import java.util.List;

/**
 * Positions for the Warp Checkers scenario tests, written as the squares' numbers (1-64 in reading order,
 * 1-8 the top row, Black's home row; Black moves down the board, to higher numbers). A piece is its owner
 * ({@code b} or {@code w}), its kind ({@code f} fragment, {@code k} king, {@code q} queen, nothing for a
 * regular checker) and its square: {@code "b10 bk19 wf30 wq31"}. {@link #board} writes a state back the same
 * way, so a test can assert a whole position, owners and layers, in one line; a piece jumped in the capture
 * under way carries an {@code x}.
 *
 * <p>For reference, the rows: 1-8, 9-16, 17-24, 25-32, 33-40, 41-48, 49-56, 57-64; the left column is
 * 1, 9, ..., 57 and the right column 8, 16, ..., 64. The board wraps: 8's right neighbour is 1, 1's upper
 * neighbour is 57.
 */
final class WarpBoards {
    static final Rules RULES = Warp.GAME.rules(Options.defaults(Warp.GAME));

    private WarpBoards() {
    }

    /** The board index of square number {@code n}. */
    static int sq(int n) {
        return n - 1;
    }

    /** The position {@code pieces} with {@code toMove} to play in the main window. */
    static GameState pos(Player toMove, String pieces) {
        return builder(toMove, pieces).build();
    }

    static GameStateBuilder builder(Player toMove, String pieces) {
        GameStateBuilder b = GameState.builder().player(toMove).window(Window.MAIN);
        for (String token : pieces.trim().split("\\s+")) {
            if (token.isEmpty()) {
                continue;
            }
            Player owner = switch (token.charAt(0)) {
                case 'b' -> Player.BLACK;
                case 'w' -> Player.WHITE;
                default -> throw new IllegalArgumentException("owner b or w: " + token);
            };
            int i = 1;
            char kind = Character.isLetter(token.charAt(1)) ? token.charAt(i++) : 'c';
            int sq = sq(Integer.parseInt(token.substring(i)));
            b.set(Layer.of(owner), sq, true);
            switch (kind) {
                case 'c' -> { }
                case 'f' -> b.set(WarpLayers.FRAGMENT, sq, true);
                case 'k' -> b.set(Layer.KING, sq, true);
                case 'q' -> b.set(Layer.KING, sq, true).set(WarpLayers.QUEEN, sq, true);
                default -> throw new IllegalArgumentException("kind f, k or q: " + token);
            }
        }
        return b;
    }

    /** Every piece on the board, in square order, as {@link #pos} reads them. */
    static String board(GameState s) {
        StringBuilder sb = new StringBuilder();
        for (int n = 1; n <= 64; n++) {
            String p = at(s, n);
            if (!p.equals(".")) {
                sb.append(sb.length() == 0 ? "" : " ").append(p.replaceFirst("^([bw][fkq]?)", "$1" + n));
            }
        }
        return sb.toString();
    }

    /**
     * What stands on square {@code n}: {@code .} for nothing, else the owner and kind ({@code b}, {@code bf},
     * {@code bk}, {@code bq}), then {@code x} if it has been jumped; any other mix of layers is spelled out.
     */
    static String at(GameState s, int n) {
        int sq = sq(n);
        Player owner = s.owner(sq);
        if (owner == null) {
            return ".";
        }
        String o = owner == Player.BLACK ? "b" : "w";
        boolean king = s.has(Layer.KING, sq);
        boolean queen = s.has(WarpLayers.QUEEN, sq);
        boolean fragment = s.has(WarpLayers.FRAGMENT, sq);
        String kind;
        if (!king && !queen && !fragment) {
            kind = "";
        } else if (fragment && !king && !queen) {
            kind = "f";
        } else if (king && !queen && !fragment) {
            kind = "k";
        } else if (king && queen && !fragment) {
            kind = "q";
        } else {
            kind = "[" + (king ? "K" : "") + (queen ? "Q" : "") + (fragment ? "F" : "") + "]";
        }
        return o + kind + ((s.jumped() & (1L << sq)) != 0 ? "x" : "");
    }

    /** Every legal decision in the game's notation. */
    static List<String> legal(GameState s) {
        List<String> out = new ArrayList<>();
        for (Decision d : RULES.legalDecisions(s)) {
            out.add(RULES.notation(s, d));
        }
        return out;
    }

    /** The legal decisions whose notation starts with {@code prefix}. */
    static List<String> legal(GameState s, String prefix) {
        List<String> out = new ArrayList<>();
        for (String n : legal(s)) {
            if (n.startsWith(prefix)) {
                out.add(n);
            }
        }
        return out;
    }

    /** Plays the legal decisions written {@code notations}, one after another. */
    static GameState play(GameState s, String... notations) {
        GameState at = s;
        for (String n : notations) {
            Decision found = null;
            for (Decision d : RULES.legalDecisions(at)) {
                if (RULES.notation(at, d).equals(n)) {
                    found = d;
                }
            }
            if (found == null) {
                throw new AssertionError("'" + n + "' is not legal; legal: " + legal(at) + " in " + board(at));
            }
            at = RULES.apply(at, found);
        }
        return at;
    }

    static Decision step(int from, int to) {
        return new Decision.Step(sq(from), sq(to));
    }

    static Decision jump(int from, int over, int to) {
        return new Decision.Jump(sq(from), sq(over), sq(to));
    }

    static Decision act(String name, int... squares) {
        int[] idx = new int[squares.length];
        for (int i = 0; i < squares.length; i++) {
            idx[i] = sq(squares[i]);
        }
        return Decision.Act.of(name, idx);
    }

    static Decision split(int n, String into) {
        return new Decision.Act("split", List.of(sq(n)), into);
    }

    static Decision cycle(int topLeft, String turn) {
        return new Decision.Act("cycle", List.of(sq(topLeft)), turn);
    }

    static Decision place(String what, int n) {
        return new Decision.Place(what, sq(n));
    }
}
