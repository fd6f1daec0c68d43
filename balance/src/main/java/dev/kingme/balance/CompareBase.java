package dev.kingme.balance;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The base run a {@code --compare} names, checked against the run to be compared with it before that run
 * plays a game: the base must be a finished run in another folder, of the same plan (AI, iterations, seed,
 * games per pair, move limit) apart from its characters, with at least one character in common. Otherwise the
 * comparison could only be refused after the whole run.
 */
public final class CompareBase {
    private CompareBase() {
    }

    /**
     * The finished run in {@code baseDir}, to compare the run of {@code plan} in {@code out} with.
     *
     * @throws IllegalArgumentException saying what is wrong, each message starting {@code --compare BASE_DIR}
     */
    public static BalanceRun.Finished check(Path baseDir, Path out, BalancePlan plan) throws IOException {
        String option = "--compare " + baseDir;
        if (sameFolder(baseDir, out)) {
            throw new IllegalArgumentException(option + ": that is the folder of this run (--out); compare with another"
                    + " run's folder");
        }
        BalanceRun.Finished base;
        try {
            base = BalanceRun.finished(baseDir);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(option + ": " + e.getMessage(), e);
        }
        List<String> differences = differences(base.plan(), plan);
        if (!differences.isEmpty()) {
            throw new IllegalArgumentException(option + ": the base run is of another plan (" + String.join("; ", differences)
                    + "): compare runs that differ only in their characters (give the base's options, or another base)");
        }
        if (base.plan().characters().stream().noneMatch(plan.characters()::contains)) {
            throw new IllegalArgumentException(option + ": the base run has no character in common with this one (there: "
                    + String.join(", ", base.plan().characters()) + "; here: " + String.join(", ", plan.characters()) + ")");
        }
        return base;
    }

    /** What differs between the two plans apart from their characters and character files. */
    static List<String> differences(BalancePlan there, BalancePlan here) {
        List<String> out = new ArrayList<>();
        differ(out, "AI", there.ai(), here.ai());
        differ(out, "iterations", there.iterations(), here.iterations());
        differ(out, "seed", there.seed(), here.seed());
        differ(out, "games per pair", there.gamesPerPair(), here.gamesPerPair());
        differ(out, "max plies", there.maxPlies(), here.maxPlies());
        return out;
    }

    private static void differ(List<String> out, String what, Object there, Object here) {
        if (!Objects.equals(there, here)) {
            out.add(what + " " + there + " there, " + here + " here");
        }
    }

    private static boolean sameFolder(Path a, Path b) throws IOException {
        if (Files.exists(a) && Files.exists(b)) {
            return Files.isSameFile(a, b);
        }
        return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
    }
}
