package dev.kingme.engine.openings;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Two-move restriction. Seed: "A two-move restriction was used from 1900 until 1934 in the United States
 * and in the British Isles until the 1950s."
 *
 * <p>Our data has no two-move list, so {@link #derivedFrom(ThreeMoveRestriction)} rules one: the two-move
 * ballots are the distinct first-two-move prefixes of the three-move ballots that may be drawn
 * (crossboard and mail-play; a prefix found only in barred ballots is left out). They are numbered from 1
 * in the order the prefix first occurs in the three-move list; they have no names. A ballot's deck is
 * crossboard when at least one crossboard three-move ballot continues it, otherwise mail-play; both are
 * drawn. From the ACF list this gives 46 ballots.
 *
 * @param ballots every ballot: two moves each, legal from the initial position, with distinct numbers and
 *     distinct moves
 */
public record TwoMoveRestriction(List<Opening> ballots) implements Restriction {
    public TwoMoveRestriction {
        ballots = Ballots.validate(ballots, 2, "two-move restriction");
    }

    /** The two-move ballots derived from the bundled ACF three-move list (computed once). */
    public static TwoMoveRestriction acf() {
        return Acf.INSTANCE;
    }

    /** The distinct two-move prefixes of the drawable ballots of {@code threeMove}, as described above. */
    public static TwoMoveRestriction derivedFrom(ThreeMoveRestriction threeMove) {
        Map<String, List<String>> movesOf = new LinkedHashMap<>();
        Map<String, Deck> deckOf = new LinkedHashMap<>();
        for (Opening o : threeMove.deck()) {
            Opening prefix = new Opening(o.number(), "", o.moves().subList(0, 2), o.deck());
            String key = Ballots.canonicalMoves(prefix);
            movesOf.putIfAbsent(key, prefix.moves());
            deckOf.merge(key, o.deck(), (a, b) -> a == Deck.CROSSBOARD || b == Deck.CROSSBOARD
                    ? Deck.CROSSBOARD : Deck.MAILPLAY);
        }
        List<Opening> out = new ArrayList<>();
        for (Map.Entry<String, List<String>> e : movesOf.entrySet()) {
            out.add(new Opening(out.size() + 1, "", e.getValue(), deckOf.get(e.getKey())));
        }
        return new TwoMoveRestriction(out);
    }

    @Override
    public String title() {
        return "two-move restriction";
    }

    @Override
    public int ballotLength() {
        return 2;
    }

    private static final class Acf {
        static final TwoMoveRestriction INSTANCE = derivedFrom(ThreeMoveRestriction.acf());
    }
}
