package dev.kingme.engine.openings;

import java.util.List;

/**
 * Three-move restriction. Seed: "In tournament Checkers, a variation called three-move restriction is
 * preferred. The first three moves are drawn at random from a set of accepted openings."
 *
 * <p>The accepted openings are the ACF's list ({@link #acf()}): the crossboard (144) and mail-play (12)
 * decks are drawn; the barred ballots (18), judged lost for one side, can be looked up and played but are
 * never drawn.
 *
 * @param ballots every ballot, barred ones included: three moves each, legal from the initial position,
 *     with distinct numbers and distinct moves
 */
public record ThreeMoveRestriction(List<Opening> ballots) implements Restriction {
    public ThreeMoveRestriction {
        ballots = Ballots.validate(ballots, 3, "three-move restriction");
    }

    /** The ACF ballots bundled with the engine (read and checked once). */
    public static ThreeMoveRestriction acf() {
        return Acf.INSTANCE;
    }

    @Override
    public String title() {
        return "three-move restriction";
    }

    @Override
    public int ballotLength() {
        return 3;
    }

    private static final class Acf {
        static final ThreeMoveRestriction INSTANCE = new ThreeMoveRestriction(BallotCsv.acf());
    }
}
