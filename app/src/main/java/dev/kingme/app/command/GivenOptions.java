package dev.kingme.app.command;

import dev.kingme.rules.GameKind;
import dev.kingme.rules.Options;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The options a command line gives a game: {@code --option NAME=VALUE}, and the older flags of
 * {@code play} ({@code --huffing}, {@code --opening three-move}, ...) that stand for one option each and
 * are kept so existing command lines go on working. A flag is checked on its own, so an error names the
 * flag the person typed; the game's rules check the options together.
 */
final class GivenOptions {
    /** A flag that was given, and the option and value it stands for. */
    record Flag(String flag, String option, String value) {
    }

    private GivenOptions() {
    }

    static Map<String, String> merge(GameKind kind, Map<String, String> explicit, List<Flag> flags) {
        Map<String, String> out = new LinkedHashMap<>(explicit == null ? Map.of() : explicit);
        for (Flag f : flags) {
            if (out.containsKey(f.option())) {
                throw new IllegalArgumentException(f.flag() + " and --option " + f.option() + "=" + out.get(f.option())
                        + " both set " + f.option() + ": give one of them");
            }
            try {
                Options.of(kind, Map.of(f.option(), f.value()));
            } catch (IllegalArgumentException e) {
                boolean character = !CharacterFilesOption.missing(kind, Map.of(f.option(), f.value())).isEmpty();
                throw new IllegalArgumentException(f.flag() + ": " + e.getMessage() + (character ? "; " + CharacterFilesOption.HOW : ""));
            }
            out.put(f.option(), f.value());
        }
        return out;
    }
}
