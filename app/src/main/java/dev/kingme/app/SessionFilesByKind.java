package dev.kingme.app;

import dev.kingme.rules.Rules;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Picks the file format by the file's name: {@code .json} for a game record of any game, {@code .pdn} for
 * a PDN record of American checkers.
 */
final class SessionFilesByKind implements SessionFiles {
    private final SessionFiles pdn;
    private final SessionFiles json;

    SessionFilesByKind(SessionFiles pdn, SessionFiles json) {
        this.pdn = pdn;
        this.json = json;
    }

    @Override
    public void save(Rules rules, History history, Path file) throws IOException {
        pick(file).save(rules, history, file);
    }

    @Override
    public Loaded load(Rules rules, Path file, int number) throws IOException {
        return pick(file).load(rules, file, number);
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
