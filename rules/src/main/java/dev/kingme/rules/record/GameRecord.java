package dev.kingme.rules.record;

import dev.kingme.rules.GameKind;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Rules;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The record of one game in the general model: enough to rebuild every state it went through. Its JSON
 * form is the record module's ({@code dev.kingme.record.RecordJson}); the model keeps none of its own.
 *
 * @param game       the game's name in {@link dev.kingme.rules.Games} ("american")
 * @param options    every option value the game was played with, defaults included, so that a later
 *                   change of a default does not change what an old record means
 * @param characters unused and always empty: a game's characters are its options
 * @param setup      the start as the game writes it (a PDN FEN for checkers games), or null for the
 *                   game's own start ({@link Rules#initial()})
 * @param entries    the decisions and chance outcomes from the start, in order
 */
public record GameRecord(String game, Map<String, String> options, List<String> characters, String setup,
        List<Entry> entries) {
    public GameRecord {
        Objects.requireNonNull(game, "game");
        Map<String, String> o = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : options.entrySet()) {
            o.put(Objects.requireNonNull(e.getKey(), "option name"), Objects.requireNonNull(e.getValue(), "option value"));
        }
        options = Collections.unmodifiableMap(o);
        characters = List.copyOf(characters);
        entries = List.copyOf(entries);
    }

    /** An empty record of a game about to start from {@code rules.initial()}. */
    public static GameRecord of(Rules rules) {
        return of(rules, null);
    }

    /** An empty record of a game about to start from {@code rules.initial(setup)} (null: the game's own start). */
    public static GameRecord of(Rules rules, String setup) {
        return new GameRecord(rules.kind().name(), rules.options().asMap(), List.of(), setup, List.of());
    }

    /** This record with {@code more} entries after its own. */
    public GameRecord with(List<Entry> more) {
        List<Entry> all = new ArrayList<>(entries);
        all.addAll(more);
        return new GameRecord(game, options, characters, setup, all);
    }

    /**
     * The state after every entry, the game looked up by name among {@link dev.kingme.rules.Games}.
     *
     * @throws RecordException for an unknown game, bad options or setup, or an entry the rules refuse
     */
    public GameState replay() {
        return Replayer.replay(this);
    }

    /** As {@link #replay()}, for a game given directly (one not registered, such as a test's own game). */
    public GameState replay(GameKind kind) {
        return Replayer.replay(this, kind);
    }
}
