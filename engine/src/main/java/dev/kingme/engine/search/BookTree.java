package dev.kingme.engine.search;

import dev.kingme.engine.Fen;
import dev.kingme.engine.Move;
import dev.kingme.engine.Position;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The engine's own opening book: a tree of positions it has analysed, each with every legal move and the
 * score a search gave the position after it. A move whose position was analysed in turn takes that
 * position's best score instead (negamax), so the values at the top reflect the whole tree below. Built and
 * grown by {@link BookBuilder} (drop-out expansion).
 *
 * <p>As text, one analysed position a line: its FEN, then {@code move score} pairs, separated by {@code ;}
 * ({@code B:W21,...:B1,...;11-15 -3;9-13 -12;...}), scores in hundredths of a man for the side to move after
 * the move is played, as the search saw them; {@code #} starts a comment.
 */
public final class BookTree {
    /** A move within this many hundredths of a man of the best is played too, for variety. */
    static final int MARGIN = 4;
    private static final String RESOURCE = "book.txt";

    /** An analysed position: its moves, and each move's score for the side that plays it. */
    static final class Node {
        final Position position;
        final List<Move> moves;
        final int[] scores;

        Node(Position position, List<Move> moves, int[] scores) {
            this.position = position;
            this.moves = List.copyOf(moves);
            this.scores = scores.clone();
        }
    }

    private final Map<Position, Node> nodes;

    BookTree(Map<Position, Node> nodes) {
        this.nodes = nodes;
    }

    /** A book with nothing in it. */
    public static BookTree empty() {
        return new BookTree(new LinkedHashMap<>());
    }

    /** Where a grown book is looked for unless the system property {@code kingme.book} names another file. */
    public static final String DEFAULT_FILE = "kingme-data/book.txt";

    /**
     * The book every engine uses, read once: the file {@link #defaultFile()} when there is one (a book grown
     * with {@code kingme book grow}), else the book that ships with the engine. A file that cannot be read
     * is reported on the standard error stream and the shipped book stands in.
     */
    public static BookTree standard() {
        return Shipped.BOOK;
    }

    /** The system property {@code kingme.book}, else {@value #DEFAULT_FILE} in the working directory. */
    public static java.nio.file.Path defaultFile() {
        String f = System.getProperty("kingme.book");
        return java.nio.file.Path.of(f == null || f.isBlank() ? DEFAULT_FILE : f);
    }

    /** The book that ships with the engine. */
    public static BookTree shipped() {
        return Shipped.load();
    }

    private static final class Shipped {
        static final BookTree BOOK = standardBook();

        private static BookTree standardBook() {
            java.nio.file.Path file = defaultFile();
            if (java.nio.file.Files.isRegularFile(file)) {
                try {
                    return parse(java.nio.file.Files.readString(file));
                } catch (IOException | IllegalArgumentException e) {
                    System.err.println("kingme: the opening book " + file + " is not used: " + e.getMessage());
                }
            }
            return load();
        }

        private static BookTree load() {
            try (InputStream in = BookTree.class.getResourceAsStream(RESOURCE)) {
                return in == null ? empty() : parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** The number of analysed positions. */
    public int size() {
        return nodes.size();
    }

    public boolean contains(Position p) {
        return nodes.containsKey(p);
    }

    Node node(Position p) {
        return nodes.get(p);
    }

    Map<Position, Node> nodes() {
        return nodes;
    }

    void put(Node n) {
        nodes.put(n.position, n);
    }

    /** The value of an analysed position for its side to move: its best move's score, through the tree. */
    public int value(Position p) {
        return value(nodes.get(p), 0);
    }

    private int value(Node n, int depth) {
        int best = -Score.INFINITY;
        for (int i = 0; i < n.moves.size(); i++) {
            best = Math.max(best, moveValue(n, i, depth));
        }
        return best;
    }

    /** The score of move {@code i} of {@code n} for the side playing it, through the tree. */
    int moveValue(Node n, int i, int depth) {
        Node child = depth < 64 ? nodes.get(n.position.apply(n.moves.get(i))) : null;
        return child == null ? n.scores[i] : -value(child, depth + 1);
    }

    /**
     * A move for {@code p}: one of its {@link #candidates candidates}, drawn with {@code random}; null when
     * {@code p} is not in the book.
     */
    public Move choose(Position p, SplittableRandom random) {
        List<Move> good = candidates(p);
        return good.isEmpty() ? null : good.get(random.nextInt(good.size()));
    }

    /**
     * The moves the book plays in {@code p}: the best by the tree's values and those within {@value #MARGIN}
     * of it; none when {@code p} is not in the book.
     */
    public List<Move> candidates(Position p) {
        Node n = nodes.get(p);
        if (n == null || n.moves.isEmpty()) {
            return List.of();
        }
        int[] values = new int[n.moves.size()];
        int best = -Score.INFINITY;
        for (int i = 0; i < values.length; i++) {
            values[i] = moveValue(n, i, 0);
            best = Math.max(best, values[i]);
        }
        List<Move> good = new ArrayList<>();
        for (int i = 0; i < values.length; i++) {
            if (values[i] >= best - MARGIN) {
                good.add(n.moves.get(i));
            }
        }
        return good;
    }

    /** Reads the text form; a line that is not a legal analysed position is an error naming its line. */
    public static BookTree parse(String text) {
        Map<Position, Node> nodes = new LinkedHashMap<>();
        int lineNumber = 0;
        for (String raw : text.split("\n")) {
            lineNumber++;
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] parts = line.split(";");
            try {
                Position p = Fen.parse(parts[0].strip());
                List<Move> legal = p.legalMoves();
                Map<String, Move> byText = new HashMap<>();
                for (Move m : legal) {
                    byText.put(m.toPdn(), m);
                }
                List<Move> moves = new ArrayList<>();
                int[] scores = new int[parts.length - 1];
                for (int i = 1; i < parts.length; i++) {
                    String[] ms = parts[i].strip().split("\\s+");
                    Move m = byText.get(ms[0]);
                    if (m == null || ms.length != 2) {
                        throw new IllegalArgumentException("\"" + parts[i].strip() + "\" is not a legal move and a score");
                    }
                    moves.add(m);
                    scores[i - 1] = Integer.parseInt(ms[1]);
                }
                nodes.put(p, new Node(p, moves, scores));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("book line " + lineNumber + ": " + e.getMessage(), e);
            }
        }
        return new BookTree(nodes);
    }

    /** The text form, after {@code header} (each of its lines a comment). */
    public String format(String header) {
        StringBuilder sb = new StringBuilder();
        for (String h : header.split("\n")) {
            sb.append("# ").append(h).append('\n');
        }
        for (Node n : nodes.values()) {
            sb.append(Fen.format(n.position));
            for (int i = 0; i < n.moves.size(); i++) {
                sb.append(String.format(Locale.ROOT, ";%s %d", n.moves.get(i).toPdn(), n.scores[i]));
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
