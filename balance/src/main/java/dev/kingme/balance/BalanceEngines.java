package dev.kingme.balance;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

/** The {@link BalanceEngine}s on the class path, by name. */
public final class BalanceEngines {
    /** The engine a run uses unless told otherwise: threads on this machine. */
    public static final String DEFAULT = LocalEngine.NAME;

    private BalanceEngines() {
    }

    /** Every engine on the class path, sorted by name. */
    public static List<BalanceEngine> all() {
        List<BalanceEngine> out = new ArrayList<>();
        for (BalanceEngine e : ServiceLoader.load(BalanceEngine.class, loader())) {
            out.add(e);
        }
        out.sort(java.util.Comparator.comparing(BalanceEngine::name));
        return out;
    }

    /**
     * The engine called {@code name}, or an error listing the engines there are; for {@code spark}, the error
     * also says how to put the Spark engine on the class path.
     */
    public static BalanceEngine byName(String name) {
        List<String> names = new ArrayList<>();
        for (BalanceEngine e : all()) {
            if (e.name().equals(name)) {
                return e;
            }
            names.add(e.name());
        }
        String how = "spark".equals(name)
                ? ": the Spark engine is not part of kingme.jar; the launcher builds its module (spark) and puts it"
                        + " and Spark on the class path when asked for it (./kingme balance --engine spark ...); to run"
                        + " kingme.jar with it yourself, see docs/balance.md, On Apache Spark"
                : "";
        throw new IllegalArgumentException("no balance engine called '" + name + "' on the class path (engines: "
                + String.join(", ", names) + ")" + how);
    }

    private static ClassLoader loader() {
        ClassLoader l = Thread.currentThread().getContextClassLoader();
        return l != null ? l : BalanceEngines.class.getClassLoader();
    }
}
