package dev.kingme.engine.openings;

import dev.kingme.engine.MoveText;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads ballot lists in CSV with the header {@value #HEADER}, one ballot a row: {@code acf_number} (a
 * whole number, unique in the file), {@code moves} (PDN moves separated by spaces, Black's first),
 * {@code deck} ({@code crossboard}, {@code mailplay} or {@code barred}), {@code ctd_flag} ({@code True}
 * or {@code False}; carried over from the source table, meaning unrecorded, so it is checked but not
 * kept) and {@code name} (may be empty). Fields may be double-quoted, with {@code ""} for a quote inside;
 * blank lines are skipped; line ends may be LF or CRLF.
 *
 * <p>The bundled list, {@value #ACF_RESOURCE}, is the American Checker Federation's three-move ballot
 * list (174 openings: 144 crossboard, 12 mail-play, 18 barred) as tabulated in the source of the
 * CheckerBoard program (eygilbert/CheckerBoard, {@code utility.c}); it backs the seed sentence "The first
 * three moves are drawn at random from a set of accepted openings."
 *
 * <p>This class only checks that each row is well formed (moves are shaped like moves); whether the moves
 * are legal is checked when a {@link Restriction} is built from the ballots.
 */
public final class BallotCsv {
    /** The header line every ballot CSV starts with. */
    public static final String HEADER = "acf_number,moves,deck,ctd_flag,name";
    /** The bundled ACF list, a resource beside this class. */
    public static final String ACF_RESOURCE = "acf-three-move-ballots.csv";

    private static final List<String> COLUMNS = List.of(HEADER.split(","));

    private BallotCsv() {
    }

    /** A row (or the header) that is not as described above; the message names the line. */
    public static final class BallotFormatException extends IllegalArgumentException {
        private final int line;

        BallotFormatException(String source, int line, String detail) {
            super(source + " line " + line + ": " + detail);
            this.line = line;
        }

        /** The 1-based line number of the bad row (the header is line 1). */
        public int line() {
            return line;
        }
    }

    /** The ACF three-move ballots bundled with the engine, in file order. */
    public static List<Opening> acf() {
        InputStream in = BallotCsv.class.getResourceAsStream(ACF_RESOURCE);
        if (in == null) {
            throw new IllegalStateException("resource " + ACF_RESOURCE + " is missing from the engine jar");
        }
        try (Reader r = new InputStreamReader(in, StandardCharsets.UTF_8)) {
            return read(r, ACF_RESOURCE);
        } catch (IOException e) {
            throw new UncheckedIOException("reading " + ACF_RESOURCE, e);
        }
    }

    /** The ballots in {@code in}, in file order; the reader is not closed. */
    public static List<Opening> read(Reader in) {
        return read(in, "ballot CSV");
    }

    /** As {@link #read(Reader)}; {@code source} names the input in error messages. */
    public static List<Opening> read(Reader in, String source) {
        BufferedReader lines = in instanceof BufferedReader ? (BufferedReader) in : new BufferedReader(in);
        List<Opening> out = new ArrayList<>();
        Map<Integer, Integer> lineOfNumber = new HashMap<>();
        int lineNo = 0;
        boolean headerSeen = false;
        try {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                lineNo++;
                if (lineNo == 1 && line.startsWith("\uFEFF")) {
                    line = line.substring(1);
                }
                if (!headerSeen) {
                    checkHeader(line, source, lineNo);
                    headerSeen = true;
                } else if (!line.isBlank()) {
                    Opening o = row(fields(line, source, lineNo), source, lineNo);
                    Integer earlier = lineOfNumber.putIfAbsent(o.number(), lineNo);
                    if (earlier != null) {
                        throw new BallotFormatException(source, lineNo,
                                "ballot number " + o.number() + " is already used on line " + earlier);
                    }
                    out.add(o);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("reading " + source + " after line " + lineNo, e);
        }
        if (!headerSeen) {
            throw new BallotFormatException(source, 1, "empty; expected the header " + HEADER);
        }
        return List.copyOf(out);
    }

    private static void checkHeader(String line, String source, int lineNo) {
        List<String> names = new ArrayList<>();
        for (String f : fields(line, source, lineNo)) {
            names.add(f.strip().toLowerCase(Locale.ROOT));
        }
        if (!names.equals(COLUMNS)) {
            throw new BallotFormatException(source, lineNo, "expected the header " + HEADER + ", found " + line);
        }
    }

    private static Opening row(List<String> f, String source, int lineNo) {
        if (f.size() != COLUMNS.size()) {
            throw new BallotFormatException(source, lineNo, "expected " + COLUMNS.size() + " fields (" + HEADER
                    + "), found " + f.size());
        }
        int number = number(f.get(0).strip(), source, lineNo);
        List<String> moves = moves(f.get(1).strip(), source, lineNo);
        String deckWord = f.get(2).strip();
        Deck deck = Deck.ofCsv(deckWord);
        if (deck == null) {
            throw new BallotFormatException(source, lineNo, "deck \"" + deckWord
                    + "\" is not one of crossboard, mailplay, barred");
        }
        String flag = f.get(3).strip();
        if (!flag.equalsIgnoreCase("true") && !flag.equalsIgnoreCase("false")) {
            throw new BallotFormatException(source, lineNo, "ctd_flag \"" + flag + "\" is not True or False");
        }
        return new Opening(number, f.get(4), moves, deck);
    }

    private static int number(String text, String source, int lineNo) {
        if (text.isEmpty() || text.length() > 9 || !text.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new BallotFormatException(source, lineNo, "ballot number \"" + text + "\" is not a whole number");
        }
        int n = Integer.parseInt(text);
        if (n < 1) {
            throw new BallotFormatException(source, lineNo, "ballot number must be 1 or more, got " + n);
        }
        return n;
    }

    private static List<String> moves(String text, String source, int lineNo) {
        if (text.isEmpty()) {
            throw new BallotFormatException(source, lineNo, "no moves");
        }
        List<String> moves = Arrays.asList(text.split("\\s+"));
        for (String m : moves) {
            try {
                MoveText.squares(m);
            } catch (MoveText.MoveTextException e) {
                throw new BallotFormatException(source, lineNo, e.getMessage());
            }
        }
        return moves;
    }

    /** The fields of one CSV line: commas separate, a field may be wrapped in double quotes. */
    static List<String> fields(String line, String source, int lineNo) {
        List<String> out = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        boolean fieldStart = true;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c != '"') {
                    field.append(c);
                } else if (i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    field.append('"');
                    i++;
                } else {
                    quoted = false;
                }
            } else if (c == ',') {
                out.add(field.toString());
                field.setLength(0);
                fieldStart = true;
                continue;
            } else if (c == '"' && fieldStart) {
                quoted = true;
            } else {
                field.append(c);
            }
            fieldStart = false;
        }
        if (quoted) {
            throw new BallotFormatException(source, lineNo, "a quoted field is not closed");
        }
        out.add(field.toString());
        return out;
    }
}
