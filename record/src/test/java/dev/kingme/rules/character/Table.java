package dev.kingme.rules.character;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.GameStateBuilder;
import dev.kingme.rules.Layer;
import dev.kingme.rules.Outcome;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.SideRecord;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.Topology;
import dev.kingme.rules.Transition;
import dev.kingme.rules.checkers.CheckersFen;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A table to set up Fantasy RPG scenarios on: rules for two characters, a position from a PDN FEN with
 * pools, pennies, wounds and illusions added, and decisions and die rolls given as text.
 */
final class Table {
    final Rules rules;
    private GameStateBuilder b;

    private Table(Rules rules, String fen) {
        this.rules = rules;
        this.b = ((CharacterRules) rules).position(fen);
    }

    /** {@code black} and {@code white} are character ids; {@code fen} a PDN FEN such as {@code B:W18,19:B14}. */
    static Table of(String black, String white, String fen) {
        return new Table(FantasyRpg.GAME.rules(Map.of(FantasyRpg.BLACK, black, FantasyRpg.WHITE, white)), fen);
    }

    /** A table for rules made some other way (a character being written, not yet in the roster). */
    static Table of(Rules rules, String fen) {
        return new Table(rules, fen);
    }

    /** Pennies, dimes, a terraport's numbers ...: sets one counter of {@code p}'s record. */
    Table counter(Player p, dev.kingme.rules.Counter c, int value) {
        return record(p, c, value);
    }

    /** Marks the piece on {@code number} as the one a terraport will move. */
    Table terraport(Player kevyn, int number, int to, int pips) {
        b.set(Marks.TERRAPORT, sq(number), true);
        record(kevyn, Counters.PORT, sq(to) + 1);
        return record(kevyn, Counters.COUNTDOWN, pips);
    }

    static int sq(int number) {
        return Topology.DARK_SQUARES.square(number);
    }

    Table pool(Player p, int checkers) {
        return record(p, Counters.POOL, checkers);
    }

    Table pennies(Player p, int n) {
        return record(p, Counters.PENNIES, n);
    }

    Table arrows(Player p, int n) {
        return record(p, Counters.ARROWS, n);
    }

    Table record(Player p, dev.kingme.rules.Counter c, int value) {
        b.record(p, b.record(p).plus(c, value - b.record(p).get(c)));
        return this;
    }

    Table wounded(int... numbers) {
        for (int n : numbers) {
            b.set(Marks.WOUNDED, sq(n), true);
        }
        return this;
    }

    /** Sets the pennies on the checkers on these squares. */
    Table coins(int count, int... numbers) {
        for (int n : numbers) {
            Marks.COINS.set(b, sq(n), count);
        }
        return this;
    }

    /** Puts an illusion of {@code p} on each square. */
    Table illusion(Player p, int... numbers) {
        for (int n : numbers) {
            b.set(Layer.of(p), sq(n), true).set(Marks.ILLUSION, sq(n), true);
        }
        return this;
    }

    /** The position set up, its turn started (what the start of a turn brings is done or waiting). */
    GameState state() {
        return ((CharacterRules) rules).atTurnStart(b.build());
    }

    // ---- playing ------------------------------------------------------------------------------------

    /** The legal decision written {@code text} in {@code s} (as the rules write it), or an assertion error. */
    static Decision decision(Rules rules, GameState s, String text) {
        List<String> seen = new ArrayList<>();
        for (Decision d : rules.legalDecisions(s)) {
            String n = rules.notation(s, d);
            if (n.equals(text)) {
                return d;
            }
            seen.add(n);
        }
        throw new AssertionError("'" + text + "' is not legal in " + s + "; legal: " + seen);
    }

    /** The notations of every legal decision. */
    static List<String> legal(Rules rules, GameState s) {
        List<String> out = new ArrayList<>();
        for (Decision d : rules.legalDecisions(s)) {
            out.add(rules.notation(s, d));
        }
        return out;
    }

    static Transition play(Rules rules, GameState s, String text) {
        return rules.step(s, decision(rules, s, text));
    }

    /** Chance rolls {@code face} on the die. */
    static Transition roll(Rules rules, GameState s, int face) {
        ToAct who = rules.toAct(s);
        if (!(who instanceof ToAct.Chance c)) {
            throw new AssertionError("no die to roll in " + s + ": " + who);
        }
        for (Outcome o : c.outcomes()) {
            if (o.value() == face) {
                return rules.chance(s, o);
            }
        }
        throw new AssertionError("no face " + face);
    }

    // ---- shorthands for assertions ------------------------------------------------------------------

    static Decision act(String name, int number) {
        return Decision.Act.of(name, sq(number));
    }

    /** {@code d} is refused in {@code s} with exactly {@code message}. */
    static void refused(Table t, GameState s, Decision d, String message) {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> t.rules.step(s, d))
                .isInstanceOf(dev.kingme.rules.IllegalDecisionException.class).hasMessage(message);
    }

    /** The sentences of the events of {@code tr}. */
    static List<String> texts(Transition tr) {
        return tr.events().stream().map(dev.kingme.rules.Event::text).toList();
    }

    /** The legal uses of the power {@code name}. */
    static List<String> powers(Table t, GameState s, String name) {
        return legal(t.rules, s).stream().filter(n -> n.startsWith(name + " ")).toList();
    }

    /** What chance is rolling for in {@code s}. */
    static String chance(Table t, GameState s) {
        ToAct who = t.rules.toAct(s);
        org.assertj.core.api.Assertions.assertThat(who).isInstanceOf(ToAct.Chance.class);
        return ((ToAct.Chance) who).what();
    }
}
