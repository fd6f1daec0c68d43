package dev.kingme.rules.record;

import dev.kingme.rules.GameKind;
import dev.kingme.rules.OptionSpec;
import dev.kingme.rules.Options;
import dev.kingme.rules.Rules;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.function.BiFunction;

/**
 * A real game with one method of its rules replaced, to show that the checks catch a game that breaks
 * the model (a check that passes on a broken game proves nothing). Only calls made on the rules object
 * itself are replaced: the game's own internal calls still reach its real methods.
 */
public final class Sabotage {
    private Sabotage() {
    }

    /** {@code kind} whose rules answer {@code method} with {@code replacement(realRules, args)}. */
    public static GameKind of(GameKind kind, String method, BiFunction<Rules, Object[], Object> replacement) {
        return new GameKind() {
            @Override
            public String name() {
                return kind.name();
            }

            @Override
            public String title() {
                return kind.title();
            }

            @Override
            public List<OptionSpec> options() {
                return kind.options();
            }

            @Override
            public Rules rules(Options options) {
                Rules real = kind.rules(options);
                return (Rules) Proxy.newProxyInstance(Rules.class.getClassLoader(), new Class<?>[] {Rules.class},
                        (proxy, m, args) -> {
                            if (m.getName().equals(method)) {
                                return replacement.apply(real, args);
                            }
                            try {
                                return m.invoke(real, args);
                            } catch (InvocationTargetException e) {
                                throw e.getCause();
                            }
                        });
            }
        };
    }
}
