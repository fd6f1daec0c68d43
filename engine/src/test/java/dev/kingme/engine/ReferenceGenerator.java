package dev.kingme.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * A deliberately plain move generator on an 8x8 array, written from the rules text and sharing no code
 * with {@link MoveGenerator}: the reference the bitboards are compared against. Moves come out as PDN
 * with the whole route.
 */
final class ReferenceGenerator {
    private ReferenceGenerator() {
    }

    // board[row][col]: 0 empty, 1 black man, 2 black king, -1 white man, -2 white king.
    static int[][] board(Position p) {
        int[][] b = new int[8][8];
        for (int s = 1; s <= 32; s++) {
            int r = Squares.row(s);
            int c = Squares.column(s);
            switch (p.pieceAt(s)) {
                case BLACK_MAN: b[r][c] = 1; break;
                case BLACK_KING: b[r][c] = 2; break;
                case WHITE_MAN: b[r][c] = -1; break;
                case WHITE_KING: b[r][c] = -2; break;
                default: break;
            }
        }
        return b;
    }

    static List<String> moves(Position p, boolean capturesForced) {
        int[][] b = board(p);
        int me = p.toMove() == Side.BLACK ? 1 : -1;
        List<String> captures = new ArrayList<>();
        List<String> steps = new ArrayList<>();
        for (int r = 0; r < 8; r++) {
            for (int c = 0; c < 8; c++) {
                if (b[r][c] * me <= 0) {
                    continue;
                }
                boolean king = Math.abs(b[r][c]) == 2;
                int piece = b[r][c];
                b[r][c] = 0; // the moving piece has left its square
                jump(b, r, c, king, me, String.valueOf(Squares.at(r, c)), new boolean[8][8], captures);
                b[r][c] = piece;
                for (int[] d : directions(king, me)) {
                    int r1 = r + d[0];
                    int c1 = c + d[1];
                    if (on(r1, c1) && b[r1][c1] == 0) {
                        steps.add(Squares.at(r, c) + "-" + Squares.at(r1, c1));
                    }
                }
            }
        }
        if (!captures.isEmpty() && capturesForced) {
            return captures;
        }
        captures.addAll(steps);
        return captures;
    }

    private static void jump(int[][] b, int r, int c, boolean king, int me, String route, boolean[][] taken,
                             List<String> out) {
        boolean any = false;
        for (int[] d : directions(king, me)) {
            int r1 = r + d[0];
            int c1 = c + d[1];
            int r2 = r + 2 * d[0];
            int c2 = c + 2 * d[1];
            if (!on(r2, c2) || b[r1][c1] * me >= 0 || taken[r1][c1] || b[r2][c2] != 0) {
                continue;
            }
            any = true;
            taken[r1][c1] = true;
            String next = route + "x" + Squares.at(r2, c2);
            boolean crowns = !king && r2 == (me > 0 ? 7 : 0);
            if (crowns) {
                out.add(next);
            } else {
                jump(b, r2, c2, king, me, next, taken, out);
            }
            taken[r1][c1] = false;
        }
        if (!any && route.indexOf('x') >= 0) {
            out.add(route);
        }
    }

    private static int[][] directions(boolean king, int me) {
        if (king) {
            return new int[][] {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
        }
        return me > 0 ? new int[][] {{1, 1}, {1, -1}} : new int[][] {{-1, 1}, {-1, -1}};
    }

    private static boolean on(int r, int c) {
        return r >= 0 && r < 8 && c >= 0 && c < 8;
    }
}
