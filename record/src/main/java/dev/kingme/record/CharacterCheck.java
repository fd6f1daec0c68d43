package dev.kingme.record;

import dev.kingme.record.json.Json;
import dev.kingme.rules.character.CharacterSpec;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * What a check of one character file found: its character when it has no mistake (null otherwise), every error
 * and warning in the order they stand in the file, and the file's JSON (null when it is not JSON), for checks of
 * the file against others ({@link CharacterIds}).
 */
public record CharacterCheck(CharacterSpec character, List<CharacterFinding> findings, Json json) {
    private static final Comparator<CharacterFinding> IN_THE_FILE = Comparator.comparingInt(CharacterFinding::line)
            .thenComparingInt(CharacterFinding::column).thenComparing(CharacterFinding::kind);

    public CharacterCheck {
        findings = List.copyOf(findings);
    }

    /** A check of {@code findings}, put in the file's order. */
    static CharacterCheck of(CharacterSpec character, List<CharacterFinding> findings, Json json) {
        List<CharacterFinding> sorted = new ArrayList<>(findings);
        sorted.sort(IN_THE_FILE);
        return new CharacterCheck(character, sorted, json);
    }

    /** A file that could not be read at all: {@code error} alone. */
    public static CharacterCheck unreadable(CharacterFinding error) {
        return new CharacterCheck(null, List.of(error), null);
    }

    /** This check and {@code more} findings about the same file (its id against other files'), in the file's order. */
    public CharacterCheck with(List<CharacterFinding> more) {
        List<CharacterFinding> all = new ArrayList<>(findings);
        all.addAll(more);
        return of(character, all, json);
    }

    public List<CharacterFinding> errors() {
        return findings.stream().filter(f -> f.kind() == CharacterFinding.Kind.ERROR).toList();
    }

    public List<CharacterFinding> warnings() {
        return findings.stream().filter(f -> f.kind() == CharacterFinding.Kind.WARNING).toList();
    }

    /** True when the file has no mistake (it may have warnings): it can be played. */
    public boolean ok() {
        return errors().isEmpty();
    }
}
