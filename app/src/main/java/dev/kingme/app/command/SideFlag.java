package dev.kingme.app.command;

import dev.kingme.rules.GameKind;
import dev.kingme.rules.Games;
import dev.kingme.rules.OptionSpec;
import dev.kingme.rules.Player;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What {@code play --black VALUE} and {@code --white VALUE} say about a side: who plays it ({@code human},
 * {@code random}, {@code greedy}, {@code ai} or {@code ai:LEVEL}), or, in a game with characters, the side's
 * character, the flag then standing for the game's option named after the side ({@code --black mage} is
 * {@code --option black=mage}); a game without such an option refuses a character. The words that name a
 * player are no character's id, so the value is never ambiguous.
 */
final class SideFlag {
    private SideFlag() {
    }

    /** The flag that sets {@code side}'s option of {@code kind} to {@code value}, or null when not given. */
    static GivenOptions.Flag of(GameKind kind, Player side, String value) {
        if (value == null) {
            return null;
        }
        String flag = flag(side);
        String option = side.name().toLowerCase(Locale.ROOT);
        if (kind.options().stream().map(OptionSpec::name).noneMatch(option::equals)) {
            throw new IllegalArgumentException(flag + " " + value + ": " + kind.name()
                    + " has no characters to choose; " + flag + " chooses a side's character in "
                    + String.join(", ", gamesWithCharacters()));
        }
        return new GivenOptions.Flag(flag, option, value.strip());
    }

    /** True when {@code value} says who plays a side (human, random, greedy, ai, ai:LEVEL, mcts), not a character. */
    static boolean namesPlayer(String value) {
        String head = value.strip().toLowerCase(Locale.ROOT).split(":", 2)[0];
        return List.of("human", "random", "greedy", "ai", "mcts").contains(head);
    }

    static String flag(Player side) {
        return "--" + side.name().toLowerCase(Locale.ROOT);
    }

    private static List<String> gamesWithCharacters() {
        List<String> out = new ArrayList<>();
        for (GameKind k : Games.all()) {
            if (!k.characters().isEmpty()) {
                out.add(k.name());
            }
        }
        return out.isEmpty() ? List.of("no game yet") : out;
    }
}
