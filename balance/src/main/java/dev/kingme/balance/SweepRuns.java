package dev.kingme.balance;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The runs of a {@link Sweep}, one for each value, all made and checked before the first game of the first:
 * every value's character file is changed and read, its plan made, the swept character found among the
 * plan's, and its folder's checkpoint (if any) found to be of that plan. A value that cannot be played is
 * refused up front, with the value, the file and why, instead of after the runs of the values before it.
 */
public final class SweepRuns {
    /**
     * One value's run.
     *
     * @param value the swept number's value
     * @param dir the run's folder, {@code POWER.VALUE-V} inside the sweep's
     * @param plan the run's plan, with the changed file among its character files
     * @param sweptFile the text of the swept character's changed file, which the run's folder keeps
     */
    public record Run(long value, Path dir, BalancePlan plan, String sweptFile) {
    }

    private SweepRuns() {
    }

    /**
     * The sweep's runs, in the order of its values.
     *
     * @param files the character files given besides (one may be the swept character's)
     * @param planOf the plan of the run with the given character files' texts (the other options fixed)
     * @param out the sweep's folder
     * @param fresh whether each run starts over (its checkpoint then need not match)
     * @throws IllegalArgumentException naming the value and what is wrong with it
     */
    public static List<Run> of(Sweep sweep, List<CharacterFile> files, Function<List<String>, BalancePlan> planOf, Path out,
            boolean fresh) throws IOException {
        BalanceOptions.out(out);
        List<Run> runs = new ArrayList<>();
        for (long v : sweep.values()) {
            List<String> texts = sweep.files(files, v);
            String at = "--sweep " + sweep.name() + "=" + v + ": ";
            BalancePlan plan;
            try {
                plan = planOf.apply(texts);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(at + "the run with " + sweep.base(files).name() + " changed is refused: "
                        + e.getMessage(), e);
            }
            if (!plan.characters().contains(sweep.character())) {
                throw new IllegalArgumentException("--sweep " + sweep.name() + ": " + sweep.character() + " is not among the"
                        + " characters of the run (" + String.join(", ", plan.characters()) + ")");
            }
            Path dir = out.resolve(sweep.folder(v));
            try {
                BalanceRun.check(dir, plan, fresh);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(at + e.getMessage(), e);
            }
            runs.add(new Run(v, dir, plan, texts.get(texts.size() - 1)));
        }
        return List.copyOf(runs);
    }
}
