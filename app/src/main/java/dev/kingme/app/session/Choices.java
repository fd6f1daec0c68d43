package dev.kingme.app.session;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Line;
import dev.kingme.rules.Lines;
import dev.kingme.rules.Rules;
import dev.kingme.rules.Topology;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * The whole moves (see {@link Line}) the side to act may choose, each with its text in the game's notation,
 * in the order people read them and the engine lists them: by the number of the square the piece starts
 * on, then by the squares it lands on. Choices that move no piece (a huff, a pawn's hop, a placement) come
 * after, in the order the rules give them. The order is part of the interface: choices are typed by their
 * number, and {@code moves --game} must print exactly what the engine prints. In the reaction window
 * (a side deciding within a turn under way: a reaction in the opponent's turn, where a power's wounds go)
 * each decision is a choice by itself, and so is each decision while the turn waits on something queued
 * within it (Warp Checkers' split: the split, then each piece it sends out, each hop of a split-jump and
 * its {@code stop}); {@link Lines#goesOn} is that rule. Where a capture may stop after any hop, each place
 * it may stop is a whole move of its own: {@code 10x28} (it stops there) and {@code 10x28x46}.
 */
public final class Choices {
    private final List<Line> lines;
    private final List<String> texts;

    private Choices(List<Line> lines, List<String> texts) {
        this.lines = List.copyOf(lines);
        this.texts = List.copyOf(texts);
    }

    public static Choices of(Rules rules, GameState s) {
        List<Line> lines = Lines.expand(rules, s);
        lines.sort(order(rules.topology()));
        List<String> texts = new ArrayList<>();
        for (Line l : lines) {
            texts.add(Lines.notation(rules, s, l));
        }
        return new Choices(lines, texts);
    }

    private static Comparator<Line> order(Topology t) {
        return (a, b) -> {
            if (a.origin() < 0 || b.origin() < 0) {
                return Boolean.compare(a.origin() < 0, b.origin() < 0);
            }
            int byOrigin = Integer.compare(t.number(a.origin()), t.number(b.origin()));
            return byOrigin != 0 ? byOrigin : Arrays.compare(numbers(t, a.landings()), numbers(t, b.landings()));
        };
    }

    private static int[] numbers(Topology t, int[] squares) {
        int[] out = new int[squares.length];
        for (int i = 0; i < squares.length; i++) {
            out[i] = t.number(squares[i]);
        }
        return out;
    }

    public List<Line> lines() {
        return lines;
    }

    public List<String> texts() {
        return texts;
    }

    public boolean isEmpty() {
        return lines.isEmpty();
    }

    /**
     * True when the side must capture: some choice captures and none steps. A power that does not move a
     * piece may stand beside the captures (a terraport or a heal before the capture, the Plasma Cannon in
     * place of a jump), but no plain move does, nor a placement, nor declining to go on ({@code stop}).
     */
    public boolean allCaptures() {
        boolean capture = false;
        for (Line l : lines) {
            if (l.decisions().size() == 1 && l.first() instanceof Decision.Pass) {
                return false;
            }
            for (Decision d : l.decisions()) {
                if (d instanceof Decision.Step || d instanceof Decision.Place) {
                    return false;
                }
                capture |= d instanceof Decision.Jump;
            }
        }
        return capture;
    }
}
