package dev.kingme.app.records;

import dev.kingme.app.session.History;
import dev.kingme.rules.Rules;
import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Picks the file format by the file's name: {@code .json} for a game record of any game, {@code .pdn} for
 * a PDN record of American checkers. A folder, or a file to load that is not there, is refused as such
 * before its name is looked at.
 */
public final class SessionFilesByKind implements SessionFiles {
    private final SessionFiles pdn;
    private final SessionFiles json;

    public SessionFilesByKind(SessionFiles pdn, SessionFiles json) {
        this.pdn = pdn;
        this.json = json;
    }

    @Override
    public void save(Rules rules, History history, Path file) throws IOException {
        requireNoFolder(file);
        pick(file).save(rules, history, file);
    }

    @Override
    public Loaded load(Rules rules, Path file, long number) throws IOException {
        requireNoFolder(file);
        if (!Files.exists(file)) {
            throw new NoSuchFileException(file.toString());
        }
        return pick(file).load(rules, file, number);
    }

    @Override
    public String describe(Path file) throws IOException {
        return pick(file).describe(file);
    }

    private static void requireNoFolder(Path file) throws FileSystemException {
        if (Files.isDirectory(file)) {
            throw new FileSystemException(file.toString(), null, "Is a directory");
        }
    }

    private SessionFiles pick(Path file) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
        if (name.endsWith(".json")) {
            return json;
        }
        if (name.endsWith(".pdn")) {
            return pdn;
        }
        throw new IllegalArgumentException("name the file FILE.json (a game record, any game) or FILE.pdn"
                + " (PDN, American checkers)");
    }
}
