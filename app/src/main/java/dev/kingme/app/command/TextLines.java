package dev.kingme.app.command;

import java.io.BufferedReader;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * A text file (or standard input, {@code -}) read line by line as a person's file is: bytes that are not
 * UTF-8 become U+FFFD, so a damaged line is one bad line and not the end of the run, and a line longer
 * than {@link #MAX_LINE} characters is reported as such instead of filling the memory.
 */
final class TextLines implements Closeable {
    static final int MAX_LINE = 65_536;

    /** One line: its text, or null when it ran past {@link #MAX_LINE} (then skipped to its end). */
    record Line(int number, String text) {
        boolean tooLong() {
            return text == null;
        }
    }

    private final BufferedReader in;
    private int number;

    private TextLines(InputStream stream) {
        this.in = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE).onUnmappableCharacter(CodingErrorAction.REPLACE)));
    }

    /** Opens {@code name}, with a plain reason when it cannot be read. */
    static TextLines open(String name) throws IOException {
        if ("-".equals(name)) {
            return new TextLines(System.in);
        }
        Path p = Path.of(name);
        if (Files.isDirectory(p)) {
            throw new IOException(name + " is a folder, not a file");
        }
        if (!Files.exists(p)) {
            throw new NoSuchFileException(name, null, "no such file");
        }
        if (!Files.isReadable(p)) {
            throw new IOException(name + ": permission denied");
        }
        return new TextLines(Files.newInputStream(p));
    }

    /** The next line, or null at the end. */
    Line next() throws IOException {
        StringBuilder sb = new StringBuilder();
        int c = in.read();
        if (c < 0) {
            return null;
        }
        boolean tooLong = false;
        while (c >= 0 && c != '\n') {
            if (sb.length() < MAX_LINE) {
                sb.append((char) c);
            } else {
                tooLong = true;
            }
            c = in.read();
        }
        number++;
        if (sb.length() > 0 && sb.charAt(sb.length() - 1) == '\r') {
            sb.setLength(sb.length() - 1);
        }
        return new Line(number, tooLong ? null : sb.toString());
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
