package dev.kingme.rules.character;

import dev.kingme.rules.Rules.TypedExample;
import java.util.ArrayList;
import java.util.List;

/**
 * How each power's decision is typed, with an example and what it does, for the help of interfaces: the
 * powers of the two characters in play, and the answers their powers ask of the other side (seeing through
 * an illusion, resisting a charm, naming Thurl's best move).
 */
final class PowerForms {
    /** A power's decision as typed: whose it is ({@code owner}), or whose opponent answers with it ({@code answers}). */
    private record Form(Hero owner, Hero answers, String typed, String meaning) {
    }

    private static final List<Form> FORMS = List.of(
            new Form(Hero.RANGER, null, "backstab 15", "Backstab, instead of moving: wounds to the enemy piece on 15, from behind"),
            new Form(Hero.RANGER, null, "stab 19", "Leap & Stab, after your second jump: a wound to the enemy piece on 19 next to it"),
            new Form(Hero.CLERIC, null, "cure-light-wounds 6", "Cure Light Wounds (1 penny), instead of moving: heal your checker on 6"),
            new Form(Hero.CLERIC, null, "cure-critical-wounds 14", "Cure Critical Wounds (3 pennies), in the opponent's turn:"
                    + " your checker on 14 is not captured"),
            new Form(Hero.CLERIC, null, "call-lightning 18", "Call Lightning (5 pennies), instead of moving: strike the enemy"
                    + " piece on 18 and the checkers around it"),
            new Form(Hero.BARD, null, "charm 10", "Charm (1 penny), instead of moving: a penny on your checker on 10"),
            new Form(Hero.BARD, null, "illusion 17", "Illusion (2 pennies), instead of moving: an illusory checker on 17"),
            new Form(null, Hero.BARD, "disbelieve 17", "before you move: try to see through the illusion on 17 (a saving throw)"),
            new Form(null, Hero.BARD, "resist-charm 10", "before you move: try to break the charm on 10 (a saving throw)"),
            new Form(Hero.THIEF, null, "shoot 22", "Shortbow, before you move: an arrow at the enemy piece on 22"),
            new Form(Hero.FIGHTER, null, "10x19(15)", "Tactical Master: a jump over 15 that bends to land on 19"),
            new Form(Hero.MAGE, null, "fireball 19", "Fireball (3 pennies), instead of moving: at the enemy piece on 19 and"
                    + " the checkers around it"),
            new Form(Hero.MAGE, null, "magic-missile 23", "Magic Missile (1 penny), instead of moving: a wound to the enemy"
                    + " piece on 23"),
            new Form(Hero.SCHLOCK, null, "plasma-cannon 14", "Plasma Cannon (1 penny): capture the piece on 14 instead of"
                    + " jumping it"),
            new Form(Hero.SCHLOCK, null, "regenerate 2", "Regeneration, after a crowning: a piece back on 2 of your home row"),
            new Form(Hero.TAGON, null, "nerves-of-steel 14", "Nerves of Steel (1 penny), in the opponent's turn: your jumped"
                    + " piece on 14 is not captured"),
            new Form(Hero.BREYA, null, "superior-tactician", "Superior Tactician (1 penny), at the start of a turn: the"
                    + " opponent's powers do nothing that turn"),
            new Form(Hero.KEVYN, null, "terraport 9 22", "Terraport, before you move: your piece on 9 goes to 22 when the"
                    + " die runs out"),
            new Form(Hero.ENNESBY, null, "maser 9 14", "High-powered Maser, instead of the first jump: fire from 9 through"
                    + " 14, capturing the whole line"),
            new Form(Hero.THURL, null, "problem-solver", "Good Problem-solver (1 penny), before you move: the opponent names"
                    + " your best move"),
            new Form(null, Hero.THURL, "suggest 9-13", "when Thurl asks: the move you think is his best"),
            new Form(Hero.THURL, null, "extra-turn", "Works Miracles (2 pennies), at the end of your turn: another turn"),
            new Form(Hero.CHVORTHQ, null, "detonate 10", "Biological Bomb (1 penny), instead of moving: your checker on 10"
                    + " and every checker around it are captured"),
            new Form(Hero.DERTRIHS, null, "transplant 5", "Big robot body: king your checker on 5"),
            new Form(Hero.BUNNIGUS, null, "heal 3", "Medic! (2 pennies), before you move or at the start of the opponent's"
                    + " turn: a captured checker back on 3"));

    private PowerForms() {
    }

    /** The typed forms of {@code black}'s and {@code white}'s powers and of the answers they ask for, and {@code pass}. */
    static List<TypedExample> of(Hero black, Hero white) {
        List<TypedExample> out = new ArrayList<>();
        for (Form f : FORMS) {
            boolean used = f.owner() != null ? f.owner() == black || f.owner() == white
                    : f.answers() == black || f.answers() == white;
            if (used) {
                out.add(new TypedExample(f.typed(), f.meaning()));
            }
        }
        if (!out.isEmpty()) {
            out.add(new TypedExample("pass", "decline what you are asked (a reaction, another turn, more stabs)"));
        }
        return out;
    }
}
