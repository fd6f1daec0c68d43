package dev.kingme.rules.character.block;

import dev.kingme.rules.Decision;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
import dev.kingme.rules.character.BentJumps;
import dev.kingme.rules.character.CharacterRules;
import dev.kingme.rules.character.Counters;
import dev.kingme.rules.character.Frame;
import dev.kingme.rules.character.Levels;
import dev.kingme.rules.character.Marks;
import dev.kingme.rules.character.PowerSpec.Passive;
import dev.kingme.rules.character.PowerSpec;
import dev.kingme.rules.character.Reach;
import java.util.List;

/**
 * What a block power changes without a decision: pennies on checkers that take wounds, bent jumps, a
 * protection from jumps earned by a loss, captures that stop after one hop; and the wards its decisions put
 * on pieces. The passive blocks read.
 */
final class BlockPassives {
    private BlockPassives() {
    }

    static int absorbs(Passive p, GameState s, int square) {
        return p != null && p.penniesAbsorbWounds() ? Marks.COINS.get(s, square) : 0;
    }

    static void moreJumps(CharacterRules rules, Passive p, GameState s, Player owner, int from, List<Decision> out) {
        if (p != null && p.bentJumpsAtLd() != null && Levels.ld(s, owner) >= p.bentJumpsAtLd()) {
            BentJumps.add(rules, s, owner, from, out);
        }
    }

    /** True while the opponent (to move) may not jump the owner's pieces: it captured one of them in its last turn. */
    private static boolean guarded(Passive p, GameState s, Player owner) {
        return p != null && p.unjumpableAfterALoss() && owner != s.player() && s.record(owner).get(Counters.GUARD) > 0;
    }

    static boolean mayBeJumped(BlockPower power, GameState s, Player owner, int square) {
        return !guarded(power.spec().passive(), s, owner) && !(wards(power) && BlockEffects.warded(s, square))
                && auraBeside(power.spec().passive() == null ? null : power.spec().passive().aura(), s, owner, square) < 0;
    }

    /**
     * The square of the piece whose aura ({@link PowerSpec.Aura}) covers {@code owner}'s piece on {@code square}
     * (the lowest such), or -1 when none does.
     */
    static int auraBeside(PowerSpec.Aura aura, GameState s, Player owner, int square) {
        if (aura == null) {
            return -1;
        }
        long kings = s.layer(Layer.KING);
        long givers = Reach.around(square) & s.pieces(owner) & switch (aura.of()) {
            case KINGS -> kings;
            case MEN -> ~kings;
            case PIECES -> -1L;
        };
        return givers == 0 ? -1 : Long.numberOfTrailingZeros(givers);
    }

    static String whyNotJumped(CharacterRules rules, BlockPower power, GameState s, Player owner, int square) {
        if (guarded(power.spec().passive(), s, owner)) {
            return "none of " + rules.hero(owner).title() + "'s pieces may be jumped this turn: one of them was captured in "
                    + s.player().title() + "'s last turn";
        }
        if (wards(power) && BlockEffects.warded(s, square)) {
            return rules.square(square) + " is warded (" + power.title() + ") until the end of " + s.player().title() + "'s turn";
        }
        int beside = auraBeside(power.spec().passive() == null ? null : power.spec().passive().aura(), s, owner, square);
        if (beside >= 0) {
            return rules.square(square) + " stands beside " + (s.has(Layer.KING, beside) ? "the king" : "the man")
                    + " on " + rules.square(beside) + " and may not be jumped (" + power.title() + ")";
        }
        return null;
    }

    /** True when the power's decision wards pieces. */
    static boolean wards(BlockPower power) {
        return power.act() != null && BlockEffects.has(power.act(), PowerSpec.Effect.Ward.class);
    }

    static boolean mayContinue(Passive p, GameState s, Player owner) {
        if (p == null || p.singleJumps() == null) {
            return true;
        }
        int n = Long.bitCount(Reach.checkers(s, owner));
        return n < p.singleJumps().least() || n > p.singleJumps().most();
    }

    /** At the end of the opponent's move: the protection its losses earn for the opponent's next turn, and wards ending. */
    static void afterOpponentsMove(BlockPower power, GameState s, Player owner, List<Effect> fx) {
        Passive p = power.spec().passive();
        if (p != null && p.unjumpableAfterALoss()) {
            int lost = s.record(owner).get(Counters.LOST) + Long.bitCount(s.jumped() & Reach.checkers(s, owner));
            int guard = lost > 0 ? 1 : 0;
            if (guard != s.record(owner).get(Counters.GUARD)) {
                fx.add(new Effect.Count(owner, Counters.GUARD, guard - s.record(owner).get(Counters.GUARD)));
            }
            if (guard > 0) {
                String says = p.says() != null ? p.says()
                        : "{power}: none of {side}'s pieces may be jumped in {opponent}'s next turn";
                fx.add(new Effect.Note("guard", List.of(), says.replace("{power}", power.title())
                        .replace("{side}", owner.title()).replace("{opponent}", s.player().title())));
            }
        }
        if (wards(power)) {
            BlockEffects.wardsEnd(s, owner, fx);
        }
    }

    /** Adds to the owner's status line what the passive does now; {@code neutralized}: nothing, this turn. */
    static void describe(Passive p, GameState s, Player owner, boolean neutralized, StringBuilder line) {
        if (p != null && p.unjumpableAfterALoss() && s.record(owner).get(Counters.GUARD) > 0 && neutralized) {
            line.append(", protection neutralized this turn: its pieces may be jumped");
        } else if (p != null && p.unjumpableAfterALoss() && s.record(owner).get(Counters.GUARD) > 0) {
            // the opponent's move is over (its turn is passing) when the protection was just earned
            boolean next = s.player() == owner || s.pending().stream().anyMatch(q -> q.kind().equals(Frame.PASS_TURN));
            line.append(", protected: no piece may be jumped in ").append(owner.opponent().title()).append("'s ")
                    .append(next ? "next turn" : "turn");
        }
        if (p != null && p.singleJumps() != null) {
            int n = Long.bitCount(Reach.checkers(s, owner));
            if (n >= p.singleJumps().least() && n <= p.singleJumps().most()) {
                line.append(", captures stop after one jump");
            }
        }
    }

    /** Why the owner's piece on {@code square} takes no wound now (an aura against wounds beside it), or null. */
    static String woundShield(CharacterRules rules, BlockPower power, GameState s, Player owner, int square) {
        Passive p = power.spec().passive();
        int beside = auraBeside(p == null ? null : p.woundAura(), s, owner, square);
        return beside < 0 ? null : rules.square(square) + " stands beside " + (s.has(Layer.KING, beside) ? "the king" : "the man")
                + " on " + rules.square(beside) + " and takes no wound (" + power.title() + ")";
    }
}
