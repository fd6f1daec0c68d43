package dev.kingme.rules.record;

import dev.kingme.rules.GameKind;
import dev.kingme.rules.OptionSpec;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A representative set of option values for a game, derived from its specs so that a new game or option
 * is covered without anyone listing it: flags both ways, choices every value, numbers their default and
 * 0 (0 usually turns a rule off), free text its default. Every combination while there are few; past
 * {@link #MAX}, the defaults and each value changed on its own.
 */
final class OptionCombos {
    static final int MAX = 32;

    private OptionCombos() {
    }

    static List<String> values(OptionSpec spec) {
        Set<String> v = new LinkedHashSet<>();
        v.add(spec.defaultValue());
        if (!spec.allowed().isEmpty()) {
            v.addAll(spec.allowed());
        } else if (spec.numeric()) {
            v.add("0");
        }
        return List.copyOf(v);
    }

    static List<Map<String, String>> of(GameKind kind) {
        List<Map<String, String>> all = new ArrayList<>();
        all.add(new LinkedHashMap<>());
        long size = 1;
        for (OptionSpec spec : kind.options()) {
            size *= values(spec).size();
        }
        if (size <= MAX) {
            for (OptionSpec spec : kind.options()) {
                List<Map<String, String>> next = new ArrayList<>();
                for (Map<String, String> partial : all) {
                    for (String value : values(spec)) {
                        Map<String, String> m = new LinkedHashMap<>(partial);
                        m.put(spec.name(), value);
                        next.add(m);
                    }
                }
                all = next;
            }
            return all;
        }
        for (OptionSpec spec : kind.options()) {
            for (String value : values(spec)) {
                if (!value.equals(spec.defaultValue())) {
                    all.add(Map.of(spec.name(), value));
                }
            }
        }
        return all;
    }
}
