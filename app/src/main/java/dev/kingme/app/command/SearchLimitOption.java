package dev.kingme.app.command;

import dev.kingme.ai.Budget;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Option;

/**
 * How long a command searches each position it analyses: {@code --depth N} or {@code --movetime MS} (one of them),
 * and the {@link Budget} that gives, checked. A mixin of {@code analyze} and {@code review}.
 */
final class SearchLimitOption {
    @ArgGroup(exclusive = true)
    Limit limit;

    static final class Limit {
        @Option(names = "--depth", paramLabel = "N", description = "search each position this deep (plies; the general"
                + " model's search: expectimax depth)")
        Integer depth;

        @Option(names = "--movetime", paramLabel = "MS", description = "search each position this long, in milliseconds")
        Long movetime;
    }

    /** The budget asked for, or {@code defaultMillis} of search when none was. */
    Budget budget(long defaultMillis) {
        return budget(Budget.movetime(defaultMillis));
    }

    /** The budget the options give, or {@code otherwise} when they give none. */
    Budget budget(Budget otherwise) {
        if (limit == null) {
            return otherwise;
        }
        if (limit.depth != null) {
            if (limit.depth < 1) {
                throw new IllegalArgumentException("--depth must be at least 1, got " + limit.depth);
            }
            return Budget.depth(limit.depth);
        }
        if (limit.movetime < 1) {
            throw new IllegalArgumentException("--movetime must be at least 1 ms, got " + limit.movetime);
        }
        return Budget.movetime(limit.movetime);
    }
}
