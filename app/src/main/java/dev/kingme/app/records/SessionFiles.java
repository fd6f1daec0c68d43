package dev.kingme.app.records;

import dev.kingme.app.session.History;
import dev.kingme.app.terminal.StatusText;
import dev.kingme.rules.Rules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Saving and loading a terminal game; PDN for American checkers in the product, a stand-in in tests. */
public interface SessionFiles {
    /** A game read from a file: the rules it is played by, what happened, and how many moves that is. */
    record Loaded(Rules rules, History history, int moves) {
    }

    void save(Rules rules, History history, Path file) throws IOException;

    /** Game {@code number} (from 1) of {@code file}, for a session now playing by {@code rules}. */
    Loaded load(Rules rules, Path file, long number) throws IOException;

    /** What the existing {@code file} holds, in a few words ({@code a PDN file of 724 games}). */
    default String describe(Path file) throws IOException {
        return StatusText.count(Files.size(file), "byte");
    }
}
