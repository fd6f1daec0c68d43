package dev.kingme.record;

import dev.kingme.record.json.JsonException;
import dev.kingme.rules.character.CharacterSource;
import dev.kingme.rules.character.CharacterSpec;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Character files on disk and the built-in characters' own files (resources {@code characters/ID.json}):
 * read whole or refused whole, every mistake named with its file, line and column.
 */
public final class CharacterFiles implements CharacterSource {
    /** Public for {@link java.util.ServiceLoader}. */
    public CharacterFiles() {
    }

    /** The built-in characters' ids in their sets' order, as {@code characters/index.txt} lists them. */
    public static List<String> builtInIds() {
        return List.of(resource("index.txt").strip().split("\\s+"));
    }

    @Override
    public List<CharacterSpec> builtIns() {
        List<CharacterSpec> out = new ArrayList<>();
        for (String id : builtInIds()) {
            try {
                out.add(CharacterJson.read(builtInText(id)));
            } catch (JsonException e) {
                throw new IllegalStateException("the built-in character file " + id + ".json " + e.getMessage(), e);
            }
        }
        return out;
    }

    /** The text of the built-in character {@code id}'s file. */
    public static String builtInText(String id) {
        return resource(id + ".json");
    }

    private static String resource(String name) {
        try (InputStream in = CharacterFiles.class.getResourceAsStream("/characters/" + name)) {
            if (in == null) {
                throw new IllegalArgumentException("no built-in character file '" + name + "'");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The text of the file {@code file}, or an error that names it: no such file, one that cannot be read, or
     * one that is not UTF-8 ("FILE line L, column C: the file is not UTF-8 text: the byte 0xE9 at offset 123 ...").
     */
    public static String text(Path file) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new IllegalArgumentException(file + ": " + unreadable(e));
        }
        Utf8Text.Fault fault = Utf8Text.fault(bytes);
        if (fault != null) {
            throw new IllegalArgumentException(file + " line " + fault.line() + ", column " + fault.column() + ": "
                    + fault.what() + "; " + Utf8Text.Fault.fix());
        }
        return new String(bytes, StandardCharsets.UTF_8);
    }

    private static String unreadable(IOException e) {
        return e instanceof NoSuchFileException ? "no such character file" : "cannot be read (" + e.getMessage() + ")";
    }

    /**
     * The character of {@code text}, read from {@code name}; a mistake says "NAME line L, column C: what", the
     * first found, and how many more there are.
     */
    public static CharacterSpec read(String name, String text) {
        CharacterJson.Reading r;
        try {
            r = CharacterJson.reading(text);
        } catch (JsonException e) {
            throw new IllegalArgumentException(name + " " + e.getMessage(), e);
        }
        if (!r.mistakes().isEmpty()) {
            int more = r.mistakes().size() - 1;
            throw new IllegalArgumentException(name + " " + r.mistakes().get(0).getMessage() + (more == 0 ? ""
                    : " (and " + more + " more " + (more == 1 ? "mistake" : "mistakes") + " in the file)"), r.mistakes().get(0));
        }
        return r.character();
    }

    /** Every mistake of the file {@code file} and, when it has none, its warnings ({@code kingme character check}). */
    public static CharacterCheck check(Path file) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            return CharacterCheck.unreadable(CharacterFinding.error(0, 0, unreadable(e), e instanceof NoSuchFileException
                    ? "give the path of a character file that exists" : "make it a file that may be read"));
        }
        Utf8Text.Fault fault = Utf8Text.fault(bytes);
        if (fault != null) {
            return CharacterCheck.unreadable(CharacterFinding.error(fault.line(), fault.column(), fault.what(),
                    Utf8Text.Fault.fix()));
        }
        return CharacterJson.check(new String(bytes, StandardCharsets.UTF_8));
    }

    /** The character of the file {@code file}. */
    public static CharacterSpec read(Path file) {
        return read(file.toString(), text(file));
    }

    /**
     * {@link #check} of every file, and each file's id against the built-in characters' and the other files'
     * (one of a built-in character, or of another of the files, is a warning).
     */
    public static List<CharacterCheck> checkAll(List<Path> files) {
        List<CharacterCheck> checks = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (Path f : files) {
            checks.add(check(f));
            names.add(f.toString());
        }
        return CharacterIds.checked(names, checks);
    }

    /** The characters of every file, all read before any is used: one mistake refuses them all. */
    public static List<CharacterSpec> readAll(List<Path> files) {
        List<CharacterSpec> out = new ArrayList<>();
        for (Path f : files) {
            out.add(read(f));
        }
        return out;
    }

    /** The {@code .json} files of the folder {@code dir}, by name. */
    public static List<Path> inFolder(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new IllegalArgumentException(dir + ": no such folder of character files");
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".json") && Files.isRegularFile(p)).sorted().toList();
        } catch (IOException e) {
            throw new IllegalArgumentException(dir + ": cannot be listed (" + e.getMessage() + ")");
        }
    }
}
