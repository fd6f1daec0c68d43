package dev.kingme.app.match;

import dev.kingme.rules.Player;
import java.math.BigDecimal;

/**
 * The two clocks of one match game under a time control ({@code kingme match --clock BASE+INC}): each side
 * starts with the base time, every move it makes costs the wall-clock time from the question to the
 * answer, and the increment is added after each move it makes in time. A side whose time runs out loses
 * the game, as over the board.
 */
public final class MatchClock {
    private final long incrementMillis;
    private long blackMillis;
    private long whiteMillis;

    public MatchClock(TimeControl control) {
        this.incrementMillis = control.incrementMillis();
        this.blackMillis = control.baseMillis();
        this.whiteMillis = control.baseMillis();
    }

    /** A time control: the base time and the increment a move, in milliseconds. */
    public record TimeControl(long baseMillis, long incrementMillis) {
        public TimeControl {
            if (baseMillis < 1 || incrementMillis < 0) {
                throw new IllegalArgumentException("a time control needs a base time and an increment not below zero");
            }
        }

        /**
         * {@code BASE} or {@code BASE+INC} in seconds (decimals allowed: {@code 10+0.1}), read for the option
         * {@code flag}; an error says what is wrong with it.
         */
        public static TimeControl parse(String flag, String text) {
            String[] parts = text.strip().split("\\+", -1);
            if (parts.length > 2) {
                throw new IllegalArgumentException(flag + " " + text + ": write BASE+INC in seconds, e.g. 10+0.1");
            }
            long base = millis(flag, text, parts[0], "base time");
            long increment = parts.length == 2 ? millis(flag, text, parts[1], "increment") : 0;
            if (base < 1) {
                throw new IllegalArgumentException(flag + " " + text + ": the base time must be at least 1 ms");
            }
            return new TimeControl(base, increment);
        }

        private static long millis(String flag, String text, String part, String what) {
            try {
                BigDecimal seconds = new BigDecimal(part.strip());
                if (seconds.signum() < 0 || seconds.compareTo(BigDecimal.valueOf(86_400)) > 0) {
                    throw new IllegalArgumentException(flag + " " + text + ": the " + what + " must be 0 to 86400 seconds");
                }
                return seconds.movePointRight(3).longValue();
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(flag + " " + text + ": the " + what + " \"" + part
                        + "\" is not a number of seconds (write BASE+INC, e.g. 10+0.1)");
            }
        }

        /** As it would be written on the command line. */
        public String text() {
            return seconds(baseMillis) + "+" + seconds(incrementMillis);
        }

        private static String seconds(long millis) {
            return BigDecimal.valueOf(millis, 3).stripTrailingZeros().toPlainString();
        }
    }

    /** The time {@code side} has left, in milliseconds. */
    synchronized long left(Player side) {
        return side == Player.BLACK ? blackMillis : whiteMillis;
    }

    long incrementMillis() {
        return incrementMillis;
    }

    /**
     * Charges {@code side} the {@code elapsedMillis} of a move: null when it was in time (the increment is
     * then added), else why it lost on time.
     */
    synchronized String charge(Player side, long elapsedMillis) {
        long left = left(side) - elapsedMillis;
        if (left < 0) {
            return "lost on time: the move took " + elapsedMillis + " ms with " + left(side) + " ms on the clock";
        }
        left += incrementMillis;
        if (side == Player.BLACK) {
            blackMillis = left;
        } else {
            whiteMillis = left;
        }
        return null;
    }
}
