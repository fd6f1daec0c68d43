package dev.kingme.rules.character;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.GameStateBuilder;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import dev.kingme.rules.Verdict;
import java.util.ArrayList;
import java.util.List;

/**
 * The two sides of a character game: the character each plays, which of their powers are active now (the
 * one registry every hook is asked through, so Superior Tactician's neutralization is one check), and which
 * power a decision or a pending item belongs to.
 */
public final class Sides {
    /** What an illusion on the board is, whoever cast it: the frame's, not a character's power. */
    private static final Illusions ILLUSIONS = new Illusions();

    private final Hero black;
    private final Hero white;
    /** Whether each side's character keeps zones that block (a trap that blocks), black's first. */
    private final boolean[] zones;

    Sides(Hero black, Hero white) {
        this.black = black;
        this.white = white;
        this.zones = new boolean[] {blocks(black), blocks(white)};
    }

    /** The squares {@code mover}'s pieces may not enter now: its opponent's zones that block (not neutralized by anyone). */
    long closedTo(GameState s, Player mover) {
        Player keeper = mover.opponent();
        return zones[keeper == Player.BLACK ? 0 : 1] ? Counters.trapSquares(s, keeper) : 0;
    }

    /** True when {@code hero}'s traps block (zones the opponent's pieces may not enter) rather than spring. */
    private static boolean blocks(Hero hero) {
        for (Power p : hero.powers()) {
            PowerSpec.Act act = p.spec() == null ? null : p.spec().act();
            if (act != null && act.effects().stream().anyMatch(e -> e instanceof PowerSpec.Effect.Trap t
                    && t.does() == PowerSpec.Effect.Trap.Does.BLOCK)) {
                return true;
            }
        }
        return false;
    }

    /** The title of {@code p}'s power that bends jumps (Tactical Master), or "". */
    String bentJumpsPower(Player p) {
        for (Power power : hero(p).powers()) {
            if (power.spec() != null && power.spec().passive() != null && power.spec().passive().bentJumpsAtLd() != null) {
                return power.title();
            }
        }
        return "";
    }

    /** The frame's rules of illusions on the board. */
    Illusions illusions() {
        return ILLUSIONS;
    }

    /** The character {@code p} plays. */
    Hero hero(Player p) {
        return p == Player.BLACK ? black : white;
    }

    /**
     * The powers {@code p} has now: its character's, less those its opponent (Admiral Breya) neutralized for
     * this turn, at the start of her turn or of {@code p}'s own (S9). Every hook is asked through here: the
     * one place a neutralization is checked.
     */
    List<Power> powers(GameState s, Player p) {
        Hero h = hero(p);
        if (s.record(p.opponent()).get(Counters.TACTICS) == 0) {
            return h.powers();
        }
        List<Power> out = new ArrayList<>();
        for (Power power : h.powers()) {
            if (!power.neutralizable()) {
                out.add(power);
            }
        }
        return out;
    }

    /** True when {@code p}'s powers are neutralized this turn (Superior Tactician). */
    public boolean neutralized(GameState s, Player p) {
        return hero(p) != Hero.NONE && s.record(p.opponent()).get(Counters.TACTICS) > 0;
    }

    /** Who neutralizes with {@code p}'s powers, in words: "Admiral Breya's Superior Tactician". */
    String neutralizer(Player p) {
        String title = poweredBy(p, PowerSpec.Effect.Neutralize.class, "", "");
        return title.isEmpty() ? p.title() : hero(p).title() + "'s " + title;
    }

    /**
     * The title of {@code p}'s power whose decision has an effect of the kind {@code effect}, between
     * {@code before} and {@code after} ("Cure Critical Wounds"), or "" when none has.
     */
    String poweredBy(Player p, Class<? extends PowerSpec.Effect> effect, String before, String after) {
        for (Power power : hero(p).powers()) {
            if (power.spec() != null && power.spec().act() != null
                    && power.spec().act().effects().stream().anyMatch(effect::isInstance)) {
                return before + power.title() + after;
            }
        }
        return "";
    }

    /** Does either side play a Fantasy RPG character (then levels matter to someone)? */
    boolean levelsMatter() {
        return black.set() == Hero.Sets.FANTASY || white.set() == Hero.Sets.FANTASY;
    }

    /**
     * The power whose decision is named {@code name} in {@code s}: the side to move's own, an answer the
     * opponent's powers allow it (resisting a charm), the frame's (seeing through an illusion); or null.
     */
    Power powerOfAct(GameState s, String name) {
        Player me = s.player();
        for (Power p : hero(me).powers()) {
            if (p.acts().contains(name) && !p.isAnswer(Decision.Act.of(name))) {
                return p;
            }
        }
        for (Power p : hero(me.opponent()).powers()) {
            if (p.acts().contains(name) && p.isAnswer(Decision.Act.of(name))) {
                return p;
            }
        }
        return ILLUSIONS.acts().contains(name) ? ILLUSIONS : null;
    }

    /** The power that put {@code head} in the queue (the asked side's first, then the other's), or null for the frame's. */
    public Power powerOfPending(Pending head) {
        if (ILLUSIONS.pendings().contains(head.kind())) {
            return ILLUSIONS;
        }
        for (Player p : new Player[] {head.player(), head.player().opponent()}) {
            for (Power power : hero(p).powers()) {
                if (power.pendings().contains(head.kind())) {
                    return power;
                }
            }
        }
        return null;
    }

    /**
     * The endings that hold the moment they happen, even in the middle of a turn: a side without checkers
     * (both at once is a draw), then each side's special victory conditions, the side to move's first.
     */
    Verdict verdict(CharacterRules rules, GameState s) {
        Player p = s.player();
        int mine = Long.bitCount(Reach.checkers(s, p));
        int theirs = Long.bitCount(Reach.checkers(s, p.opponent()));
        if (mine == 0 && theirs == 0) {
            return Verdict.draw("both sides lost their last pieces at once");
        }
        for (Player side : new Player[] {p.opponent(), p}) {
            if (Reach.checkers(s, side) == 0) {
                return Verdict.win(side.opponent(), side.title() + " has no pieces left"
                        + (s.pieces(side) != 0 ? " (only illusions, which are not checkers)" : ""));
            }
        }
        for (Player side : new Player[] {p, p.opponent()}) {
            for (Power power : hero(side).powers()) {
                Verdict v = power.victory(rules, s, side);
                if (v != null) {
                    return v;
                }
            }
        }
        return null;
    }

    /** What each side's character starts with (pennies on its checkers, in its purse). */
    GameStateBuilder setUp(CharacterRules rules, GameStateBuilder b) {
        for (Player p : Player.values()) {
            for (Power power : hero(p).powers()) {
                power.atSetUp(rules, b, p);
            }
        }
        return b;
    }

    /** The marks the sides' powers put on squares (a terraport's destination). */
    List<dev.kingme.rules.SquareMark> marks(CharacterRules rules, GameState s) {
        List<dev.kingme.rules.SquareMark> out = new ArrayList<>();
        for (Player p : Player.values()) {
            for (Power power : hero(p).powers()) {
                power.marks(rules, s, p, out);
            }
        }
        return out;
    }
}
