package dev.kingme.rules.record;

import dev.kingme.rules.GameKind;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Games;
import dev.kingme.rules.IllegalDecisionException;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Rebuilds the states of a {@link GameRecord}: the game's rules with the record's options, its start
 * (or setup), then each entry in turn, a decision where a side acts and an outcome where chance does.
 *
 * <p>Records come from files and the network, so every refusal is a {@link RecordException} naming the
 * field or entry at fault; an entry is quoted as its reader wrote it (the record module quotes its JSON),
 * so that whoever fixes the file finds it. Even a failure inside the rules themselves is wrapped (with its cause kept for
 * whoever debugs it), so that a caller's single catch cannot be bypassed by a game's bug.
 */
public final class Replayer {
    private Replayer() {
    }

    /** The state after every entry of {@code record}. */
    public static GameState replay(GameRecord record) {
        return replay(record, lookUp(record.game()));
    }

    /** As {@link #replay(GameRecord)}, quoting a refused entry with {@code shown}. */
    public static GameState replay(GameRecord record, Function<Entry, String> shown) {
        return replay(record, lookUp(record.game()), shown);
    }

    /** The state after every entry, with {@code kind} as the record's game. */
    public static GameState replay(GameRecord record, GameKind kind) {
        return replay(record, kind, String::valueOf);
    }

    /** As {@link #replay(GameRecord, GameKind)}, quoting a refused entry with {@code shown}. */
    public static GameState replay(GameRecord record, GameKind kind, Function<Entry, String> shown) {
        List<GameState> states = states(record, kind, shown);
        return states.get(states.size() - 1);
    }

    /** The start, then the state after each entry: one more state than entries, for stepping through. */
    public static List<GameState> states(GameRecord record, GameKind kind) {
        return states(record, kind, String::valueOf);
    }

    /** As {@link #states(GameRecord, GameKind)}, quoting a refused entry with {@code shown}. */
    public static List<GameState> states(GameRecord record, GameKind kind, Function<Entry, String> shown) {
        Rules rules = rules(record, kind);
        GameState s = start(record, rules);
        List<GameState> out = new ArrayList<>(record.entries().size() + 1);
        out.add(s);
        for (int i = 0; i < record.entries().size(); i++) {
            s = next(rules, s, record.entries().get(i), i, shown);
            out.add(s);
        }
        return out;
    }

    /** The rules {@code record} was played under: its game with its options. */
    public static Rules rules(GameRecord record, GameKind kind) {
        if (!kind.name().equals(record.game())) {
            throw RecordException.field("game", "the record is of '" + record.game() + "', not '" + kind.name() + "'",
                    null);
        }
        if (!record.characters().isEmpty()) {
            throw RecordException.field("characters", record.game() + " has no characters (found "
                    + String.join(", ", record.characters()) + ")", null);
        }
        try {
            return kind.rulesOfRecord(record.options());
        } catch (RuntimeException e) {
            throw RecordException.field("options", e.getMessage(), e);
        }
    }

    /** The first state of the game: the record's setup, or the game's own start. */
    public static GameState start(GameRecord record, Rules rules) {
        try {
            return record.setup() == null ? rules.initial() : rules.initial(record.setup());
        } catch (RuntimeException e) {
            throw RecordException.field("setup", e.getMessage(), e);
        }
    }

    private static GameKind lookUp(String game) {
        try {
            return Games.byName(game);
        } catch (IllegalArgumentException e) {
            throw RecordException.field("game", e.getMessage(), e);
        }
    }

    /** The state after entry {@code index}, checked against who acts in {@code s}. */
    static GameState next(Rules rules, GameState s, Entry entry, int index, Function<Entry, String> quote) {
        String shown = quote.apply(entry);
        try {
            ToAct who = rules.toAct(s);
            if (entry instanceof Entry.Chosen c) {
                if (!(who instanceof ToAct.Choice)) {
                    throw RecordException.entry(index, shown + " is a decision, but " + describe(who), null);
                }
                return rules.step(s, c.decision()).state();
            }
            Entry.Rolled r = (Entry.Rolled) entry;
            if (!(who instanceof ToAct.Chance chance)) {
                throw RecordException.entry(index, shown + " is a chance outcome, but " + describe(who), null);
            }
            if (!chance.outcomes().contains(r.outcome())) {
                throw RecordException.entry(index, shown + " is not one of the outcomes of " + chance.what(), null);
            }
            return rules.chance(s, r.outcome()).state();
        } catch (RecordException e) {
            throw e;
        } catch (IllegalDecisionException e) {
            throw RecordException.entry(index, shown + " is refused: " + e.getMessage(), e);
        } catch (RuntimeException e) {
            throw RecordException.entry(index, "the rules failed on " + shown + ": " + e, e);
        }
    }

    private static String describe(ToAct who) {
        if (who instanceof ToAct.Choice c) {
            return c.player().title() + " decides here";
        }
        if (who instanceof ToAct.Chance c) {
            return "chance acts here (" + c.what() + ")";
        }
        return "the game is over (" + ((ToAct.Terminal) who).verdict().reason() + ")";
    }
}
