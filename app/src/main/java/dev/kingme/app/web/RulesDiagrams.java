package dev.kingme.app.web;

import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The small static pictures of the rules pages, as inline SVG: a Fireball's area, a Warp wrap, a Warp queen's
 * cycle of a 2x2 block, and the Lilypad pawn's hops and goal row. Rows and columns count from the top left
 * (row 0 is the far row of the side moving up, which plays white).
 */
final class RulesDiagrams {
    private static final int S = 30;
    private static final int PAD = 18;
    private static final String LIGHT = "#eedcb3";
    private static final String DARK = "#6f8f4e";

    private static final Map<String, Supplier<String>> ALL = Map.of(
            "fireball", RulesDiagrams::fireball,
            "warp-wrap", RulesDiagrams::warpWrap,
            "warp-cycle", RulesDiagrams::warpCycle,
            "lilypad-hop", RulesDiagrams::lilypadHop);

    private RulesDiagrams() {
    }

    /** The diagram called {@code name}, or null. */
    static String of(String name) {
        Supplier<String> d = ALL.get(name);
        return d == null ? null : d.get();
    }

    private static String fireball() {
        StringBuilder b = open("fireball", 8 * S + 2 * PAD, 8 * S + 2 * PAD, "A Fireball's area",
                "An 8 by 8 checkers board. A white checker at the lower left fires along a clear diagonal up and to the right"
                        + " at a black checker. The target is marked 2 wounds; the four dark squares touching its corners are"
                        + " where they hold checkers, 1 wound each: two black checkers and one white checker. The fourth is"
                        + " the empty square the fire came through.");
        board(b, true);
        b.append(rect(PAD + 3 * S, PAD + 2 * S, 3 * S, 3 * S, "fill=\"rgba(230,120,20,0.18)\" stroke=\"#b3261e\" stroke-width=\"2\" stroke-dasharray=\"5 4\""));
        arrow(b, "fireball", cx(1), cy(6), cx(4) - 10, cy(3) + 10, "#b3261e");
        piece(b, 6, 1, "white", false);
        piece(b, 3, 4, "black", false);
        piece(b, 2, 3, "black", false);
        piece(b, 4, 5, "black", false);
        piece(b, 2, 5, "white", false);
        badge(b, 3, 4, "2");
        for (int[] rc : new int[][] {{2, 3}, {2, 5}, {4, 5}}) {
            badge(b, rc[0], rc[1], "1");
        }
        return close(b, "fireball", "The Fireball flies along a clear diagonal (the arrow) to an enemy piece: 2 wounds to it, 1 to"
                + " every checker on the squares around it, whoever owns it. Only the four dark squares touching the target's"
                + " corners can hold checkers, so they are the whole area. Each checker hit rolls a save for one wound less.");
    }

    private static String warpWrap() {
        StringBuilder b = open("warp-wrap", 8 * S + 2 * PAD, 8 * S + 2 * PAD, "Warping across the edges",
                "An 8 by 8 board, every square used. Move A: a white checker on the right edge steps forward and to the right,"
                        + " leaves the board and comes back on the left edge one row further up. Move B: a white king on the top"
                        + " row steps up and to the left, leaves over the top edge and comes back on the bottom row.");
        board(b, false);
        ring(b, 3, 0);
        ring(b, 7, 1);
        piece(b, 4, 7, "white", false);
        piece(b, 0, 2, "white", true);
        String red = "#b3261e";
        line(b, cx(7), cy(4), PAD + 8 * S + 10, PAD + 4 * S - 10, red, true);
        arrow(b, "warp-wrap", PAD - 10, PAD + 4 * S + 10, cx(0) - 6, cy(3) + 6, red);
        label(b, PAD + 8 * S + 4, PAD + 4 * S - 14, "A");
        label(b, PAD - 16, PAD + 4 * S + 24, "A");
        String blue = "#1a5fb4";
        line(b, cx(2), cy(0), PAD + 2 * S - 10, PAD - 10, blue, true);
        arrow(b, "warp-wrap", PAD + 2 * S + 10, PAD + 8 * S + 10, cx(1) + 6, cy(7) + 6, blue);
        label(b, PAD + 2 * S - 22, PAD - 4, "B");
        label(b, PAD + 2 * S + 12, PAD + 8 * S + 14, "B");
        return close(b, "warp-wrap", "The board wraps round. A: a checker on a side edge steps forward across it and lands on"
                + " the opposite edge. B: a king (or a fragment, or a queen) on the far row steps across the top edge and lands"
                + " on the near row. Each is still one diagonal step, and it needs an empty landing square (dashed ring).");
    }

    private static String warpCycle() {
        int w = 2 * 4 * S + 110 + 2 * PAD;
        StringBuilder b = open("warp-cycle", w, 4 * S + 2 * PAD, "A queen cycling a 2x2 block clockwise",
                "Two 2 by 2 blocks, before and after. Before: a white queen top left, a black checker top right, a white"
                        + " checker bottom right, the bottom left empty. After a clockwise turn: the queen top right, the black"
                        + " checker bottom right, the white checker bottom left, the top left empty.");
        block(b, PAD, new String[] {"Q", "b", "", "w"});
        int x2 = PAD + 4 * S + 110;
        block(b, x2, new String[] {"", "Q", "w", "b"});
        int mid = PAD + 2 * S;
        b.append(String.format(Locale.ROOT, "<path d=\"M %d %d Q %d %d %d %d\" fill=\"none\" stroke=\"#b3261e\" stroke-width=\"3\""
                + " marker-end=\"url(#arrow-warp-cycle)\"/>", PAD + 4 * S + 12, mid, PAD + 4 * S + 55, mid - 40, x2 - 12, mid));
        b.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" font-size=\"13\" fill=\"#1d1f21\">"
                + "clockwise</text>", PAD + 4 * S + 55, mid + 22));
        return close(b, "warp-cycle", "A queen turns the 2x2 block it stands in: clockwise (as here), counterclockwise or"
                + " halfway round. Every square of the block moves one place on, the empty ones too. The block needs one of"
                + " your queens and at least one other piece of either side, and it may run across an edge.");
    }

    private static void block(StringBuilder b, int x, String[] cells) {
        int big = 2 * S;
        for (int i = 0; i < 4; i++) {
            int gx = x + (i % 2) * big;
            int gy = PAD + (i / 2) * big;
            b.append(rect(gx, gy, big, big, "fill=\"" + ((i == 0 || i == 3) ? LIGHT : DARK) + "\""));
            String c = cells[i];
            if (!c.isEmpty()) {
                int px = gx + big / 2;
                int py = gy + big / 2;
                b.append(circle(px, py, big * 0.36, c.equals("b") ? "#1f1f1f" : "#faf7ef"));
                if (c.equals("Q")) {
                    b.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" font-size=\"20\""
                            + " font-weight=\"700\" fill=\"#1d1f21\">Q</text>", px, py + 7));
                }
            }
        }
        b.append(rect(x, PAD, 2 * big, 2 * big, "fill=\"none\" stroke=\"#1d1f21\" stroke-width=\"2\""));
    }

    private static String lilypadHop() {
        StringBuilder b = open("lilypad-hop", 8 * S + 2 * PAD, 8 * S + 2 * PAD, "The Lilypad pawn's hops and its goal row",
                "An 8 by 8 checkers board. The top row is marked as White's goal. A white checker at the bottom carries White's"
                        + " pawn; a chain of three more white checkers runs diagonally up and to the right from it, and the"
                        + " arrow shows the pawn hopping along the chain to the farthest one in a single turn.");
        board(b, true);
        b.append(rect(PAD, PAD, 8 * S, S, "fill=\"rgba(255,212,0,0.35)\" stroke=\"#8a6d00\" stroke-width=\"2\""));
        b.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"12\" fill=\"#1d1f21\" font-weight=\"700\">"
                + "White's goal row</text>", PAD + 4, PAD - 5));
        for (int[] rc : new int[][] {{7, 2}, {6, 3}, {5, 4}, {4, 5}, {7, 6}, {6, 7}, {5, 0}}) {
            piece(b, rc[0], rc[1], "white", false);
        }
        for (int[] rc : new int[][] {{0, 1}, {1, 4}, {2, 1}, {0, 7}}) {
            piece(b, rc[0], rc[1], "black", false);
        }
        pawn(b, 7, 2, 1.0);
        pawn(b, 4, 5, 0.45);
        b.append(String.format(Locale.ROOT, "<polyline points=\"%d,%d %d,%d %d,%d %d,%d\" fill=\"none\" stroke=\"#b3261e\""
                + " stroke-width=\"3\" stroke-dasharray=\"6 4\" marker-end=\"url(#arrow-lilypad-hop)\"/>",
                cx(2) + 6, cy(7) - 8, cx(3), cy(6) - 8, cx(4), cy(5) - 8, cx(5) - 6, cy(4) - 2));
        return close(b, "lilypad-hop", "Instead of moving a checker, the pawn hops from its checker to any of your checkers joined"
                + " to it by a chain of your own checkers touching corner to corner, as far as the chain goes, in one turn."
                + " Carry it to the opponent's back row (the goal row) to win.");
    }

    // ---- drawing ---------------------------------------------------------------------------------

    private static int cx(int col) {
        return PAD + col * S + S / 2;
    }

    private static int cy(int row) {
        return PAD + row * S + S / 2;
    }

    private static StringBuilder open(String id, int w, int h, String title, String desc) {
        StringBuilder b = new StringBuilder();
        b.append("<figure class=\"diagram\" id=\"diagram-").append(id).append("\">\n<svg xmlns=\"http://www.w3.org/2000/svg\"")
                .append(" viewBox=\"0 0 ").append(w).append(' ').append(h).append("\" width=\"").append(w).append("\" role=\"img\"")
                .append(" aria-labelledby=\"").append(id).append("-t ").append(id).append("-d\">")
                .append("<title id=\"").append(id).append("-t\">").append(Html.text(title)).append("</title>")
                .append("<desc id=\"").append(id).append("-d\">").append(Html.text(desc)).append("</desc>")
                .append("<defs><marker id=\"arrow-").append(id).append("\" viewBox=\"0 0 10 10\" refX=\"8\" refY=\"5\"")
                .append(" markerWidth=\"6\" markerHeight=\"6\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\"")
                .append(" fill=\"#b3261e\"/></marker><marker id=\"arrow-").append(id).append("-blue\" viewBox=\"0 0 10 10\"")
                .append(" refX=\"8\" refY=\"5\" markerWidth=\"6\" markerHeight=\"6\" orient=\"auto-start-reverse\">")
                .append("<path d=\"M0,0 L10,5 L0,10 z\" fill=\"#1a5fb4\"/></marker></defs>");
        return b;
    }

    private static String close(StringBuilder b, String id, String caption) {
        return b.append("</svg>\n<figcaption>").append(Html.text(caption)).append("</figcaption>\n</figure>\n").toString();
    }

    /** The 8x8 board; {@code checkers}: light squares plain (no piece stands there), else every square alike. */
    private static void board(StringBuilder b, boolean checkers) {
        for (int r = 0; r < 8; r++) {
            for (int c = 0; c < 8; c++) {
                boolean dark = (r + c) % 2 == 1;
                b.append(rect(PAD + c * S, PAD + r * S, S, S, "fill=\"" + (dark ? DARK : LIGHT) + "\""));
            }
        }
        b.append(rect(PAD, PAD, 8 * S, 8 * S, "fill=\"none\" stroke=\"#1d1f21\" stroke-width=\"2\""));
    }

    private static void piece(StringBuilder b, int row, int col, String side, boolean king) {
        String fill = side.equals("black") ? "#1f1f1f" : "#faf7ef";
        b.append(circle(cx(col), cy(row), S * 0.38, fill));
        if (king) {
            b.append(String.format(Locale.ROOT, "<circle cx=\"%d\" cy=\"%d\" r=\"%.1f\" fill=\"none\" stroke=\"#c89b00\""
                    + " stroke-width=\"2.5\"/>", cx(col), cy(row), S * 0.2));
        }
    }

    private static void pawn(StringBuilder b, int row, int col, double opacity) {
        int x = cx(col);
        int y = cy(row);
        b.append(String.format(Locale.ROOT, "<g opacity=\"%.2f\"><path d=\"M %d %d L %d %d L %d %d z\" fill=\"#e07b00\""
                + " stroke=\"#1d1f21\" stroke-width=\"1.5\"/><circle cx=\"%d\" cy=\"%d\" r=\"4.5\" fill=\"#e07b00\""
                + " stroke=\"#1d1f21\" stroke-width=\"1.5\"/></g>", opacity, x - 7, y + 8, x + 7, y + 8, x, y - 4, x, y - 6));
    }

    private static void ring(StringBuilder b, int row, int col) {
        b.append(String.format(Locale.ROOT, "<circle cx=\"%d\" cy=\"%d\" r=\"%.1f\" fill=\"none\" stroke=\"#1d1f21\""
                + " stroke-width=\"2\" stroke-dasharray=\"4 3\"/>", cx(col), cy(row), S * 0.38));
    }

    private static void badge(StringBuilder b, int row, int col, String words) {
        int x = cx(col) + 9;
        int y = cy(row) - 9;
        b.append(String.format(Locale.ROOT, "<circle cx=\"%d\" cy=\"%d\" r=\"8\" fill=\"#b3261e\"/><text x=\"%d\" y=\"%d\""
                + " text-anchor=\"middle\" font-size=\"11\" font-weight=\"700\" fill=\"#fff\">%s</text>", x, y, x, y + 4, words));
    }

    private static void label(StringBuilder b, int x, int y, String words) {
        b.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"13\" font-weight=\"700\" fill=\"#1d1f21\">%s</text>",
                x, y, words));
    }

    private static void line(StringBuilder b, int x1, int y1, int x2, int y2, String colour, boolean dashedEnd) {
        b.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"%s/>",
                x1, y1, x2, y2, colour, dashedEnd ? " stroke-dasharray=\"6 3\"" : ""));
    }

    private static void arrow(StringBuilder b, String id, int x1, int y1, int x2, int y2, String colour) {
        b.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\""
                + " marker-end=\"url(#arrow-%s%s)\"/>", x1, y1, x2, y2, colour, id, colour.equals("#1a5fb4") ? "-blue" : ""));
    }

    private static String rect(int x, int y, int w, int h, String attrs) {
        return String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" %s/>", x, y, w, h, attrs);
    }

    private static String circle(int x, int y, double r, String fill) {
        return String.format(Locale.ROOT, "<circle cx=\"%d\" cy=\"%d\" r=\"%.1f\" fill=\"%s\" stroke=\"#1d1f21\" stroke-width=\"1.5\"/>",
                x, y, r, fill);
    }
}
