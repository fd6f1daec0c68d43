package dev.kingme.app.session;

import dev.kingme.ai.Review;
import java.util.ArrayList;
import java.util.List;

/**
 * A game's moves as a review takes them ({@link Review.Played}, the whole moves its players made, chance and
 * agreements left out), and the position after each as the history numbers them (the start 0, then one a step).
 */
public record ReviewedMoves(List<Review.Played> played, List<Integer> positions) {
    public ReviewedMoves {
        played = List.copyOf(played);
        positions = List.copyOf(positions);
    }

    public static ReviewedMoves of(History history) {
        List<Review.Played> played = new ArrayList<>();
        List<Integer> positions = new ArrayList<>();
        List<History.Step> steps = history.steps();
        for (int i = 0; i < steps.size(); i++) {
            if (steps.get(i) instanceof History.Played p) {
                played.add(new Review.Played(p.before(), p.player(), p.line().decisions(), p.after(), p.text()));
                positions.add(i + 1);
            }
        }
        return new ReviewedMoves(played, positions);
    }
}
