package dev.kingme.rules.character.block;

import dev.kingme.rules.Counter;
import dev.kingme.rules.Effect;
import dev.kingme.rules.GameState;
import dev.kingme.rules.GameStateBuilder;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Player;
import dev.kingme.rules.Verdict;
import dev.kingme.rules.character.CharacterRules;
import dev.kingme.rules.character.Counters;
import dev.kingme.rules.character.Levels;
import dev.kingme.rules.character.Marks;
import dev.kingme.rules.character.PowerSpec.Gain;
import dev.kingme.rules.character.PowerSpec.Resource;
import dev.kingme.rules.character.PowerSpec.Win;
import dev.kingme.rules.character.PowerSpec;
import java.util.List;
import java.util.Locale;

/** What a block power's owner keeps, earns and wins by: the resource, gain and win blocks read. */
final class BlockGains {
    private BlockGains() {
    }

    /** The counter a resource is kept in. */
    static Counter counter(Resource r) {
        return switch (r) {
            case PENNIES -> Counters.PENNIES;
            case ARROWS -> Counters.ARROWS;
            case DIMES -> Counters.DIMES;
            case POOL_PENNIES -> Counters.POOL_PENNIES;
        };
    }

    /** True when the power pays, earns, starts with or wins by pennies in the purse, so the status shows it. */
    static boolean usesPurse(PowerSpec spec) {
        if (spec.act() != null && spec.cost() > 0 && spec.act().pays() == Resource.PENNIES) {
            return true;
        }
        for (Gain g : spec.gains()) {
            if (g.resource() == Resource.PENNIES) {
                return true;
            }
        }
        for (PowerSpec.Start s : spec.starts()) {
            if (!s.onCheckers() && s.resource() == Resource.PENNIES) {
                return true;
            }
        }
        return pennyVictory(spec) > 0;
    }

    /** True when capturing earns the power's owner something. */
    static boolean earnsByCapturing(PowerSpec spec) {
        return spec.gains().stream().anyMatch(g -> g.per() != Gain.Per.OWN_TURN);
    }

    /** What the power's owner earns at the start of each of its turns (an income), said in the log. */
    static void forTurn(BlockPower power, Player owner, List<Effect> fx) {
        for (Gain g : power.spec().gains()) {
            if (g.per() == Gain.Per.OWN_TURN) {
                Counter c = counter(g.resource());
                fx.add(new Effect.Note(power.title().toLowerCase(Locale.ROOT).replace(' ', '-'), List.of(),
                        power.title() + ": " + owner.title() + " earns " + c.count(g.amount()) + " at the start of the turn"));
                fx.add(new Effect.Count(owner, c, g.amount()));
            }
        }
    }

    /** What a move of {@code s.hops()} jumps earns by the power's gains, said in the log. */
    static void forHops(BlockPower power, GameState s, Player owner, List<Effect> fx) {
        int hops = s.hops();
        for (Gain g : power.spec().gains()) {
            Counter c = counter(g.resource());
            String kind = power.title().toLowerCase(Locale.ROOT).replace(' ', '-');
            if (g.per() == Gain.Per.JUMP_AFTER_THE_FIRST && hops >= 2) {
                int n = (hops - 1) * g.amount();
                fx.add(new Effect.Note(kind, List.of(), power.title() + ": " + owner.title() + " earns " + c.count(n)
                        + " for " + hops + " jumps in one move"));
                fx.add(new Effect.Count(owner, c, n));
            } else if (g.per() == Gain.Per.MOVE_OF_SEVERAL_JUMPS && hops >= 2) {
                String what = g.resource() == Resource.POOL_PENNIES
                        ? "puts " + (g.amount() == 1 ? "a penny" : g.amount() + " pennies") + " in the pool"
                        : "earns " + c.count(g.amount()) + " for a move of " + hops + " jumps";
                fx.add(new Effect.Note(kind, List.of(), power.title() + ": " + owner.title() + " " + what));
                fx.add(new Effect.Count(owner, c, g.amount()));
            }
        }
    }

    /** What {@code captures} captures worth {@code levels} levels earn by the power's gains. */
    static void forCaptures(PowerSpec spec, Player owner, int levels, int captures, List<Effect> fx) {
        for (Gain g : spec.gains()) {
            int n = g.per() == Gain.Per.LEVEL ? levels : g.per() == Gain.Per.CAPTURE ? captures : 0;
            if (n > 0) {
                fx.add(new Effect.Count(owner, counter(g.resource()), n * g.amount()));
            }
        }
    }

    /** Pennies in the purse that win the game at once by the power's wins (0: none). */
    static int pennyVictory(PowerSpec spec) {
        int v = 0;
        for (Win w : spec.wins()) {
            if (w instanceof Win.ResourceAtLeast r && r.resource() == Resource.PENNIES) {
                v = Math.max(v, r.atLeast());
            }
        }
        return v;
    }

    /** The game won now by one of the power's wins, or null. */
    static Verdict victory(CharacterRules rules, BlockPower power, GameState s, Player owner) {
        for (Win w : power.spec().wins()) {
            if (w instanceof Win.JumpsInAMove j && owner == s.player() && s.hops() >= j.jumps()) {
                return won(rules, power, s, owner, w, "{power}: {side}'s {hero} made {jumps}");
            }
            if (w instanceof Win.LdAtLeast l && Levels.ld(s, owner) >= l.atLeast()) {
                return won(rules, power, s, owner, w, "{power}: {side}'s {hero} has LD {ld}");
            }
            if (w instanceof Win.ResourceAtLeast r && s.record(owner).get(counter(r.resource())) >= r.atLeast()) {
                return won(rules, power, s, owner, w, "{power}: {side}'s {hero} has {amount} {resource}");
            }
        }
        return null;
    }

    private static Verdict won(CharacterRules rules, BlockPower power, GameState s, Player owner, Win w, String usual) {
        String text = (w.says() == null ? usual : w.says())
                .replace("{power}", power.title())
                .replace("{side}", owner.title())
                .replace("{hero}", rules.hero(owner).title())
                .replace("{ld}", Levels.signed(Levels.ld(s, owner)));
        if (w instanceof Win.JumpsInAMove j) {
            text = text.replace("{jumps}", jumps(j.jumps()));
        }
        if (w instanceof Win.ResourceAtLeast r) {
            int held = s.record(owner).get(counter(r.resource()));
            String counted = counter(r.resource()).count(held);  // "8 pennies": the number, then its word
            text = text.replace("{amount}", String.valueOf(held)).replace("{resource}", counted.substring(counted.indexOf(' ') + 1));
        }
        return Verdict.win(owner, text);
    }

    private static String jumps(int n) {
        return switch (n) {
            case 2 -> "a double jump";
            case 3 -> "a triple jump";
            case 4 -> "a quadruple jump";
            default -> n + " jumps in one move";
        };
    }

    /** The power's share of its owner's prospects: closeness to an LD victory, resources worth keeping. */
    static double prospects(PowerSpec spec, GameState s, Player owner) {
        double v = 0;
        for (Win w : spec.wins()) {
            if (w instanceof Win.LdAtLeast l) {
                int ld = Levels.ld(s, owner);
                v += ld > 0 ? 1.5 * ld * ld / (double) (l.atLeast() * l.atLeast()) : 0;
            }
        }
        if (spec.act() != null && spec.act().pays() != Resource.PENNIES && spec.cost() > 0) {
            v += 0.1 * Math.min(s.record(owner).get(counter(spec.act().pays())), 5);
        }
        return v;
    }

    /** What its owner starts the game with by the power's starts: resources, or pennies on each checker. */
    static void atSetUp(PowerSpec spec, GameStateBuilder b, Player owner) {
        for (PowerSpec.Start start : spec.starts()) {
            if (start.onCheckers()) {
                for (long m = b.layer(Layer.of(owner)); m != 0; m &= m - 1) {
                    Marks.COINS.set(b, Long.numberOfTrailingZeros(m), start.amount());
                }
            } else {
                b.record(owner, b.record(owner).plus(counter(start.resource()), start.amount()));
            }
        }
    }
}
