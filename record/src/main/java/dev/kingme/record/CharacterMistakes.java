package dev.kingme.record;

import dev.kingme.record.json.JsonException;
import dev.kingme.record.json.JsonFields;
import dev.kingme.record.json.NearestWord;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The mistakes found in one character file as it is read. A part of the file that is read on its own (a key's
 * value, a power, a decision's effect) is {@linkplain #attempt attempted}: its first mistake is kept and
 * reading goes on with the next part, so that one reading finds every mistake of the parts that do not depend
 * on each other. A check that needs a part which had a mistake is left out rather than guessed at: the reader
 * never reports a mistake that only follows from another.
 */
final class CharacterMistakes {
    private final List<JsonException> found = new ArrayList<>();

    /** What {@code part} reads, or null when it finds a mistake, which is kept. */
    <T> T attempt(Supplier<T> part) {
        try {
            return part.get();
        } catch (JsonException e) {
            found.add(e);
            return null;
        }
    }

    /** Runs the check {@code part}, keeping its mistake; true when it found none. */
    boolean check(Runnable part) {
        try {
            part.run();
            return true;
        } catch (JsonException e) {
            found.add(e);
            return false;
        }
    }

    void add(JsonException e) {
        found.add(e);
    }

    /**
     * Keeps a mistake for each key of {@code f} but {@code keys}, the other keys still to be read, and gives the
     * keys those were probably meant to be (a misspelt {@code "sumary"}: {@code summary}), so that the reader
     * does not report such a key missing as a second mistake ({@link #meantButMissing}). The {@code unlisted} keys
     * are allowed too, and not listed as expected (a {@code "comment"}).
     */
    Set<String> allowOnly(JsonFields f, List<String> keys, String... unlisted) {
        List<String> allowed = new ArrayList<>(keys);
        allowed.addAll(List.of(unlisted));
        Set<String> meant = new HashSet<>();
        for (var e : f.obj().members().entrySet()) {
            if (!allowed.contains(e.getKey())) {
                String near = NearestWord.to(e.getKey(), allowed);
                if (near != null) {
                    meant.add(near);
                }
            }
        }
        found.addAll(f.unknownKeys(keys, List.of(unlisted)));
        return meant;
    }

    /** True when one of {@code keys} is missing from {@code f} because a misspelt key was meant for it. */
    static boolean meantButMissing(JsonFields f, Set<String> meant, String... keys) {
        for (String k : keys) {
            if (meant.contains(k) && !f.has(k)) {
                return true;
            }
        }
        return false;
    }

    /** What {@code part} reads from {@code key}, or null; null without a mistake when a misspelt key was meant for it. */
    <T> T attempt(JsonFields f, Set<String> meant, String key, Supplier<T> part) {
        return meantButMissing(f, meant, key) ? null : attempt(part);
    }

    /** How many mistakes so far: a part read without adding to it had none. */
    int count() {
        return found.size();
    }

    /** Every mistake, in the order found. */
    List<JsonException> all() {
        return List.copyOf(found);
    }
}
