package dev.kingme.engine.eval;

import dev.kingme.engine.Squares;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * The evaluation's weights, in hundredths of a man: for every {@link Feature} weight one value for the
 * opening and one for the ending. As text (the shipped resource {@code weights.txt}, what the tuner writes),
 * one weight a line, {@code FEATURE INDEX OPENING ENDING}, with {@code #} comments.
 */
public final class Weights {
    private static final String RESOURCE = "weights.txt";

    private final int[] opening;
    private final int[] ending;

    public Weights(int[] opening, int[] ending) {
        if (opening.length != Feature.COUNT || ending.length != Feature.COUNT) {
            throw new IllegalArgumentException("weights need " + Feature.COUNT + " values a phase");
        }
        this.opening = opening.clone();
        this.ending = ending.clone();
    }

    public int opening(int i) {
        return opening[i];
    }

    public int ending(int i) {
        return ending[i];
    }

    /**
     * The shipped weights (the resource the tuner wrote), read once; the system property {@code kingme.weights}
     * may name a weights file to use instead (for trying a new fit in matches before shipping it).
     */
    public static Weights standard() {
        return Shipped.WEIGHTS;
    }

    private static final class Shipped {
        static final Weights WEIGHTS = load();

        private static Weights load() {
            String file = System.getProperty("kingme.weights");
            if (file != null && !file.isBlank()) {
                try {
                    return parse(java.nio.file.Files.readString(java.nio.file.Path.of(file)));
                } catch (IOException e) {
                    throw new UncheckedIOException("kingme.weights " + file, e);
                }
            }
            try (InputStream in = Weights.class.getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException("the evaluation weights (" + RESOURCE + ") are missing from the engine");
                }
                return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /**
     * The hand-set weights the tuner starts from: material, advancement that counts for more as the board
     * empties, the centre, the bridge on the back rank, runaways, mobility, and the winning side's ending
     * technique.
     */
    public static Weights initial() {
        int[] op = new int[Feature.COUNT];
        int[] en = new int[Feature.COUNT];
        set(op, en, Feature.MEN, 0, 100, 100);
        set(op, en, Feature.KINGS, 0, 130, 140);
        for (int s = 1; s <= 28; s++) {
            int row = Squares.row(s);
            boolean centre = s == 14 || s == 15 || s == 18 || s == 19;
            set(op, en, Feature.MAN_SQUARE, s - 1, row + (centre ? 5 : 0), 4 * row);
        }
        for (int s = 1; s <= 32; s++) {
            int r = Squares.row(s);
            int c = Squares.column(s);
            boolean centre = r >= 2 && r <= 5 && c >= 2 && c <= 5;
            set(op, en, Feature.KING_SQUARE, s - 1, centre ? 6 : 0, centre ? 6 : 0);
        }
        for (int cfg = 0; cfg < 16; cfg++) {
            int v = 6 * Integer.bitCount(cfg) + ((cfg & 5) == 5 ? 14 : 0);
            set(op, en, Feature.BACK_RANK, cfg, v, v);
        }
        for (int toGo = 1; toGo <= 4; toGo++) {
            set(op, en, Feature.RUNAWAY, toGo - 1, 33 - 3 * toGo, 33 - 3 * toGo);
        }
        set(op, en, Feature.MAN_MOBILITY, 0, 2, 2);
        set(op, en, Feature.KING_MOBILITY, 0, 2, 2);
        set(op, en, Feature.TRADE, 0, 3, 3);
        set(op, en, Feature.KING_DISTANCE, 0, -3, -3);
        set(op, en, Feature.WEAK_KING_ROOM, 0, -4, -4);
        set(op, en, Feature.WEAK_DOUBLE_CORNER, 0, -10, -10);
        return new Weights(op, en);
    }

    private static void set(int[] op, int[] en, Feature f, int i, int opening, int ending) {
        op[f.offset() + i] = opening;
        en[f.offset() + i] = ending;
    }

    /** Reads the text form; every weight must be given exactly once. */
    public static Weights parse(String text) {
        int[] op = new int[Feature.COUNT];
        int[] en = new int[Feature.COUNT];
        boolean[] seen = new boolean[Feature.COUNT];
        int lineNumber = 0;
        for (String raw : text.split("\n")) {
            lineNumber++;
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] w = line.split("\\s+");
            if (w.length != 4) {
                throw new IllegalArgumentException("weights line " + lineNumber + ": expected FEATURE INDEX OPENING ENDING");
            }
            Feature f;
            try {
                f = Feature.valueOf(w[0]);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("weights line " + lineNumber + ": no feature " + w[0]);
            }
            int i = Integer.parseInt(w[1]);
            if (i < 0 || i >= f.size()) {
                throw new IllegalArgumentException("weights line " + lineNumber + ": " + f + " has no weight " + i);
            }
            int at = f.offset() + i;
            if (seen[at]) {
                throw new IllegalArgumentException("weights line " + lineNumber + ": " + f + " " + i + " given twice");
            }
            seen[at] = true;
            op[at] = Integer.parseInt(w[2]);
            en[at] = Integer.parseInt(w[3]);
        }
        for (int i = 0; i < seen.length; i++) {
            if (!seen[i]) {
                throw new IllegalArgumentException("weights: " + Feature.of(i) + " " + (i - Feature.of(i).offset())
                        + " is missing");
            }
        }
        return new Weights(op, en);
    }

    /** The text form, after {@code header} (each of its lines becomes a comment). */
    public String format(String header) {
        StringBuilder sb = new StringBuilder();
        for (String h : header.split("\n")) {
            sb.append("# ").append(h).append('\n');
        }
        for (Feature f : Feature.values()) {
            for (int i = 0; i < f.size(); i++) {
                int at = f.offset() + i;
                sb.append(String.format(Locale.ROOT, "%s %d %d %d\n", f.name(), i, opening[at], ending[at]));
            }
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Weights w && java.util.Arrays.equals(w.opening, opening)
                && java.util.Arrays.equals(w.ending, ending);
    }

    @Override
    public int hashCode() {
        return java.util.Arrays.hashCode(opening) * 31 + java.util.Arrays.hashCode(ending);
    }
}
