package dev.kingme.bench;

import dev.kingme.rules.Games;
import dev.kingme.rules.Rules;
import java.util.Map;

/** The games the model benchmarks are parameterised by, as one text each. */
final class BenchGames {
    private BenchGames() {
    }

    /** The rules {@code param} names: a game name, or {@code GAME:BLACK:WHITE} for a game with two characters. */
    static Rules rules(String param) {
        String[] parts = param.split(":");
        return Games.byName(parts[0]).rules(parts.length == 3 ? Map.of("black", parts[1], "white", parts[2]) : Map.of());
    }
}
