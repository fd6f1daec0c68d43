package dev.kingme.engine.pdn;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Reads PDN 3.0 files of American checkers (GameType 21): tag pairs, movetext with move numbers, moves
 * and capture routes, {@code {}} and {@code ;} comments, nested variations (skipped), NAGs and result
 * tokens. Reading never fails on content: each game is returned, and {@link PdnGame#replay()} says
 * whether it holds together, so one damaged record never costs the rest of an archive.
 *
 * <p>Games are separated by result tokens, by a blank line after movetext, and by new tag sections; a
 * file may hold games without tags. {@code [FEN "..."]} sets the start position ({@code SetUp} is not
 * required, as checkers archives often omit it); {@code [Huffing "on"]} selects the huffing rules, under
 * which a {@code {huff N}} comment removes the piece on N (see {@link PdnWriter}).
 */
public final class PdnReader {
    private PdnReader() {
    }

    /** The games of {@code text}. */
    public static List<PdnGame> read(String text) {
        if (text == null) {
            throw new IllegalArgumentException("no PDN text given");
        }
        return PdnParser.games(PdnLexer.tokens(text));
    }

    /**
     * The games of {@code file}, read as UTF-8 or, when the bytes are not valid UTF-8, as ISO-8859-1 (the
     * usual encoding of older archives).
     */
    /** The largest file read: archives are a few megabytes; anything near this is not a game file. */
    public static final long MAX_FILE_BYTES = 256L << 20;

    /**
     * Every game in {@code file}.
     *
     * @throws IOException when the file cannot be read, is a folder or a device, or is over
     *     {@link #MAX_FILE_BYTES}, with the reason in plain words
     */
    public static List<PdnGame> read(Path file) throws IOException {
        if (Files.isDirectory(file)) {
            throw new IOException("is a folder, not a file");
        }
        if (Files.exists(file) && !Files.isRegularFile(file)) {
            throw new IOException("not a regular file");
        }
        if (Files.exists(file) && Files.size(file) > MAX_FILE_BYTES) {
            throw new IOException("too large for a game file (" + Files.size(file) + " bytes; at most "
                    + MAX_FILE_BYTES + ")");
        }
        return read(decode(Files.readAllBytes(file)));
    }

    private static String decode(byte[] bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return new String(bytes, StandardCharsets.ISO_8859_1);
        }
    }
}
