package dev.kingme.record;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * A file's bytes as UTF-8 text, or where they stop being UTF-8: the first byte that does not begin or
 * continue a UTF-8 character, by its offset in the file and by line and column, so that a file saved in
 * another encoding (Latin-1, Windows-1252, UTF-16) is told so at the place to look.
 */
final class Utf8Text {
    private Utf8Text() {
    }

    /**
     * Where bytes stop being UTF-8.
     *
     * @param offset the bad byte's offset in the file, counting from 0
     * @param value  the bad byte, 0-255
     * @param line   its line, from 1
     * @param column its column in characters, from 1 (as the JSON reader counts them)
     */
    record Fault(int offset, int value, int line, int column) {
        /** What is wrong, in words. */
        String what() {
            return String.format("the file is not UTF-8 text: the byte 0x%02X at offset %d (counting from 0) is not UTF-8",
                    value, offset);
        }

        static String fix() {
            return "save the file as UTF-8 (an editor's \"Save with encoding\" or \"Encoding\" menu)";
        }
    }

    /** Where {@code bytes} stop being UTF-8, or null when they are UTF-8 from end to end. */
    static Fault fault(byte[] bytes) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length + 1);  // UTF-8 never gives more characters than bytes
        CoderResult r = decoder.decode(in, out, true);
        if (!r.isError()) {
            return null;
        }
        String before = out.flip().toString();
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < before.length(); i++) {
            if (before.charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        int bom = line == 1 && before.startsWith("\uFEFF") ? 1 : 0;  // not counted, as the JSON reader does not count it
        return new Fault(in.position(), bytes[in.position()] & 0xff, line, before.length() - lineStart + 1 - bom);
    }
}
