package dev.kingme.rules.character;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Pending;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules.TypedExample;
import dev.kingme.rules.SideRecord;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Window;
import java.util.ArrayList;
import java.util.List;

/**
 * What the character games say in words: the status of each side, what the head of the queue asks, why a
 * decision is refused, which power a decision uses, and how powers are typed. Each power says its own part.
 */
final class CharacterText {
    private final CharacterRules rules;

    CharacterText(CharacterRules rules) {
        this.rules = rules;
    }

    /**
     * Why {@code d} is not legal in {@code s}, or null when the checkers rules' own reason is the one: the
     * game over, the dice to roll, a question asked first, a power's own reason, a piece that may not be jumped.
     */
    String refusal(GameState s, Decision d) {
        ToAct who = rules.toAct(s);
        if (who instanceof ToAct.Terminal t) {
            return "the game is over: " + t.verdict().reason();
        }
        if (who instanceof ToAct.Chance c) {
            return "no decision now: the dice decide (" + c.what() + ")";
        }
        if (!s.pending().isEmpty()) {
            Pending head = s.pending().get(0);
            Power asking = rules.sides().powerOfPending(head);
            String aimed = d instanceof Decision.Act a && asking != null ? asking.queuedRefusal(rules, s, head, a) : null;
            if (aimed == null && d instanceof Decision.Act a && a.name().equals("pass") && asking != null && !asking.passable(head)) {
                aimed = asking.title() + " may not be declined: " + head.player().title() + " must decide " + question(head);
            }
            return aimed != null ? aimed : head.player().title() + " must first decide " + question(head);
        }
        if (d instanceof Decision.Act a && !a.name().equals("huff")) {
            return refusal(s, a);
        }
        if (d instanceof Decision.Jump j && s.owner(j.from()) == s.player() && s.owner(j.over()) == s.player().opponent()
                && !rules.mayBeJumped(s, j.over())) {
            return rules.whyNotJumped(s, j.over());
        }
        if (d instanceof Decision.Jump j && s.window() == Window.MID_CHAIN && s.owner(j.from()) == s.player()
                && !rules.lookups().mayContinue(s, s.player())) {
            return rules.lookups().whyNoMoreJumps(s, s.player());
        }
        return null;
    }

    /** Why the power decision {@code a} is refused: whose power it is, a neutralization, or the power's own reason. */
    private String refusal(GameState s, Decision.Act a) {
        Player me = s.player();
        Power p = rules.sides().powerOfAct(s, a.name());
        if (p == null) {
            Power known = Roster.powerOfAct(a.name());
            if (known == null) {
                return "there is no power called '" + a.name() + "'";
            }
            if (known.isAnswer(a)) {
                return known.answerRefusal(rules, s, a);
            }
            Hero mine = rules.hero(me);
            return a.name() + " is a power of " + Roster.heroOf(known).named() + "; " + me.title() + " plays "
                    + (mine == Hero.NONE ? "no character" : mine.named());
        }
        if (p.isAnswer(a)) {
            return p.answerRefusal(rules, s, a);
        }
        if (rules.sides().neutralized(s, me) && p.neutralizable()) {
            return rules.sides().neutralizer(me.opponent()) + " neutralized " + me.title() + "'s powers for this turn";
        }
        return p.refusal(rules, s, a);
    }

    /** What the head of the queue asks its side to decide, in words. */
    String question(Pending head) {
        Power p = rules.sides().powerOfPending(head);
        return p == null ? head.kind() : p.question(rules, head);
    }

    /** The title of the power {@code d} uses, as the character's list names it; "" for a move, an answer or a decline. */
    String power(GameState s, Decision d) {
        if (d instanceof Decision.Jump j && BentJumps.bent(j)) {
            return rules.sides().bentJumpsPower(s.player());
        }
        if (d instanceof Decision.Act a) {
            Power p = Roster.powerOfAct(a.name());
            return p == null || p.isAnswer(a) ? "" : p.title();
        }
        return "";
    }

    /** Each side's character, level, pool, purse and what its powers keep, a line each. */
    String describe(GameState s) {
        StringBuilder sb = new StringBuilder();
        for (Player p : Player.values()) {
            Hero h = rules.hero(p);
            SideRecord r = s.record(p);
            sb.append(sb.length() == 0 ? "" : "\n").append(p.title()).append(" (").append(h.title()).append("): ");
            if (rules.sides().levelsMatter()) {
                sb.append("level ").append(Levels.level(s, p)).append(", LD ")
                        .append(Levels.signed(Levels.ld(s, p))).append(", ");
            }
            sb.append("pool ").append(r.get(Counters.POOL));
            if (r.get(Counters.POOL_PENNIES) > 0) {
                sb.append(" + ").append(r.get(Counters.POOL_PENNIES)).append(" penny");
            }
            if (h.showsPurse() || r.get(Counters.PENNIES) > 0) {
                sb.append(", pennies ").append(r.get(Counters.PENNIES));
                if (h.pennyVictory() > 0) {
                    sb.append(" (").append(h.pennyVictory()).append(" to win)");
                }
            }
            for (Power power : h.powers()) {
                power.describe(rules, s, p, sb);
            }
        }
        return sb.toString();
    }

    /** The saves tried this turn, and the pieces saved this turn that may not be jumped again. */
    List<String> turnNotes(GameState s) {
        List<String> out = new ArrayList<>();
        if (s.layer(Marks.TRIED) != 0) {
            out.add("Saving throws already tried this turn against: " + Frame.squares(rules, s.layer(Marks.TRIED)) + ".");
        }
        if (s.layer(Marks.SHIELDED) != 0) {
            out.add("May not be jumped again this turn: " + Frame.squares(rules, s.layer(Marks.SHIELDED)) + ".");
        }
        return out;
    }

    /** How the two characters' powers are typed, then the answers they ask of the other side, then a pass. */
    List<TypedExample> typedExamples(Hero black, Hero white) {
        List<Hero> heroes = black == white ? List.of(black) : List.of(black, white);
        List<TypedExample> out = new ArrayList<>();
        for (Hero h : heroes) {
            for (Power p : h.powers()) {
                out.addAll(p.examples());
            }
        }
        for (Hero h : heroes) {
            for (Power p : h.powers()) {
                out.addAll(p.answerExamples());
            }
        }
        if (!out.isEmpty()) {
            out.add(new TypedExample("pass", "decline what you are asked (a reaction, another turn, more stabs)"));
        }
        return out;
    }

    /** Why the piece on {@code square} may not be jumped now. */
    String whyNotJumped(GameState s, int square) {
        if (s.has(Marks.SHIELDED, square)) {
            return rules.square(square) + " was saved from this capture and may not be jumped again this turn";
        }
        Player owner = s.owner(square);
        for (Power p : rules.powers(s, owner)) {
            String why = p.whyNotJumped(rules, s, owner, square);
            if (why != null) {
                return why;
            }
        }
        return rules.square(square) + " may not be jumped now";
    }

    /** A power's decision as the power writes it ({@code suggest 9-13}), a bent jump with the square it jumps, or null. */
    String notation(Decision d) {
        if (d instanceof Decision.Act a) {
            Power p = Roster.powerOfAct(a.name());
            return p == null ? null : p.notation(rules, a);
        }
        if (d instanceof Decision.Jump j && BentJumps.bent(j)) {
            return rules.square(j.from()) + "x" + rules.square(j.to()) + "(" + rules.square(j.over()) + ")";
        }
        return null;
    }

    /** The side's level and LD, when levels matter in this pairing, and how many of its checkers are wounded. */
    java.util.Map<String, Integer> standing(GameState s, Player p) {
        java.util.Map<String, Integer> out = new java.util.LinkedHashMap<>();
        if (rules.sides().levelsMatter()) {
            out.put("level", Levels.level(s, p));
            out.put("ld", Levels.ld(s, p));
        }
        out.put("wounded", Long.bitCount(Reach.checkers(s, p) & s.layer(Marks.WOUNDED)));
        return out;
    }

    /** Why the side to move cannot use its power titled {@code power} now, named by its title; "" when it may. */
    String whyNot(GameState s, String power) {
        for (Power p : rules.hero(s.player()).powers()) {
            if (p.title().equals(power)) {
                String why = p.whyNotNow(rules, s);
                if (why == null) {
                    return "";
                }
                for (String act : p.acts()) {
                    if (why.startsWith(act + " ")) {
                        return p.title() + why.substring(act.length());  // its title, not its typed name
                    }
                }
                return why;
            }
        }
        return "";
    }
}
