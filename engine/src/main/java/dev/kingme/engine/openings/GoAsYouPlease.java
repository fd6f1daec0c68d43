package dev.kingme.engine.openings;

import java.util.List;

/**
 * No restriction: the players choose every move themselves. Seed: "Before 1900, championships were
 * played without restriction: this style is called go-as-you-please (GAYP)."
 *
 * <p>So that a tournament can treat every style alike, it has exactly one ballot, {@link #FREE}, with no
 * moves: drawing always gives it, and starting it gives the initial position.
 */
public record GoAsYouPlease() implements Restriction {
    /** The one ballot: number 1, no moves. */
    public static final Opening FREE = new Opening(1, "Go as you please", List.of(), Deck.CROSSBOARD);

    static final GoAsYouPlease INSTANCE = new GoAsYouPlease();

    @Override
    public String title() {
        return "go as you please";
    }

    @Override
    public int ballotLength() {
        return 0;
    }

    @Override
    public List<Opening> ballots() {
        return List.of(FREE);
    }
}
