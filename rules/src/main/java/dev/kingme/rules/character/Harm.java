package dev.kingme.rules.character;

import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
import java.util.ArrayList;
import java.util.List;

/**
 * Wounds and captures that are not jumps (F15): a wound turns a healthy checker face down and captures a
 * wounded one, an illusion vanishes at any wound, and what a power of the owner's takes first (a penny of
 * Loads of HP) is taken first; a capture goes into the capturer's pool with what it earns, unless a power of
 * the owner's answers it first (Cure Critical Wounds), or the piece is the capturer's own, which goes to no pool.
 */
public final class Harm {
    private final CharacterRules rules;

    Harm(CharacterRules rules) {
        this.rules = rules;
    }

    /** {@code n} wounds to the piece on {@code square}, dealt by the side to move. */
    public List<Effect> wound(GameState s, int square, int n) {
        Player owner = s.owner(square);
        List<Effect> fx = new ArrayList<>();
        if (owner == null || n <= 0) {
            return fx;
        }
        if (s.has(Marks.ILLUSION, square)) {
            fx.add(new Effect.Remove(square, "dispelled"));
            return fx;
        }
        String spared = shielded(s, owner, square);
        if (spared != null) {
            fx.add(new Effect.Note("shield", List.of(square), spared));
            return fx;
        }
        int shield = absorbs(s, owner, square);
        boolean wounded = s.has(Marks.WOUNDED, square);
        for (int i = 0; i < n; i++) {
            if (shield > 0) {
                shield--;
                fx.add(new Effect.Tally(Marks.COINS, square, -1));
            } else if (!wounded) {
                wounded = true;
                fx.add(new Effect.SetLayer(Marks.WOUNDED, square, true));
            } else {
                fx.addAll(capture(s, square));
                break;
            }
        }
        return fx;
    }

    /** Why the owner's powers spare the piece on {@code square} every wound now, or null. */
    private String shielded(GameState s, Player owner, int square) {
        for (Power p : rules.powers(s, owner)) {
            String why = p.woundShield(rules, s, owner, square);
            if (why != null) {
                return why;
            }
        }
        return null;
    }

    /** The wounds the owner's powers take off the piece on {@code square} first. */
    private int absorbs(GameState s, Player owner, int square) {
        int n = 0;
        for (Power p : rules.powers(s, owner)) {
            n += p.absorbs(rules, s, owner, square);
        }
        return n;
    }

    /** Would one wound capture the piece on {@code square}: an illusion, or a wounded checker nothing shields? */
    public boolean kills(GameState s, int square) {
        Player owner = s.owner(square);
        return s.has(Marks.ILLUSION, square) || (s.has(Marks.WOUNDED, square) && absorbs(s, owner, square) == 0
                && shielded(s, owner, square) == null);
    }

    /** The piece on {@code square} is captured otherwise than by a jump, by the side to move. */
    public List<Effect> capture(GameState s, int square) {
        Player owner = s.owner(square);
        if (owner == null) {
            return List.of();
        }
        if (s.has(Marks.ILLUSION, square)) {
            return List.of(new Effect.Remove(square, "dispelled"));
        }
        for (Power p : rules.powers(s, owner)) {
            List<Effect> answer = p.beforeCapture(rules, s, owner, square);
            if (answer != null) {
                return answer;
            }
        }
        return kill(s, square, s.player());
    }

    /**
     * The piece on {@code square} is captured otherwise than by a jump: into {@code by}'s pool, with what
     * that earns, unless it is {@code by}'s own, which goes to no pool.
     */
    public List<Effect> kill(GameState s, int square, Player by) {
        List<Effect> fx = new ArrayList<>();
        Player owner = s.owner(square);
        if (s.has(Marks.ILLUSION, square)) {
            fx.add(new Effect.Remove(square, "dispelled"));
            return fx;
        }
        int checkers = s.has(Layer.KING, square) ? 2 : 1;
        fx.add(new Effect.Remove(square, owner == by ? "lost" : "killed"));
        fx.add(new Effect.Count(owner, Counters.LOST, 1));
        if (owner != by) {
            fx.add(new Effect.Count(by, Counters.POOL, checkers));
            fx.addAll(rewards(s, by, checkers, 1));
        }
        return fx;
    }

    /** What {@code p}'s powers earn it for {@code levels} new levels and {@code captures} captures. */
    List<Effect> rewards(GameState s, Player p, int levels, int captures) {
        List<Effect> fx = new ArrayList<>();
        for (Power power : rules.powers(s, p)) {
            power.forCaptures(rules, s, p, levels, captures, fx);
        }
        return fx;
    }
}
