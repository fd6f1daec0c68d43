package dev.kingme.app.rating;

import dev.kingme.app.session.TimeControl;
import java.util.Locale;

/**
 * A game's speed class, by which ratings are kept apart: from the clock's estimated duration, the start time
 * plus forty increments (as lichess estimates a game of forty moves a side). A game of days a move, or with
 * no clock, is correspondence: nobody plays it against the clock.
 */
public enum Speed {
    BULLET, BLITZ, RAPID, CLASSICAL, CORRESPONDENCE;

    /** The estimated seconds below which a game is bullet, blitz and rapid (lichess's limits). */
    private static final long BLITZ_FROM = 180;
    private static final long RAPID_FROM = 480;
    private static final long CLASSICAL_FROM = 1500;

    /** The speed class of a game under {@code clock} (null: no clock). */
    public static Speed of(TimeControl clock) {
        if (clock == null || clock.daysPerMove() > 0) {
            return CORRESPONDENCE;
        }
        long estimated = (clock.initialMs() + 40 * clock.incrementMs()) / 1000;
        return estimated < BLITZ_FROM ? BULLET : estimated < RAPID_FROM ? BLITZ : estimated < CLASSICAL_FROM ? RAPID : CLASSICAL;
    }

    /** Its name as the API and the pages write it: {@code blitz}. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
