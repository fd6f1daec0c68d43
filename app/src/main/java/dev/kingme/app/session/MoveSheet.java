package dev.kingme.app.session;

import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.MoveNumbers;
import dev.kingme.rules.Outcome;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import java.util.ArrayList;
import java.util.List;

/**
 * A game's moves as a record reads them for people (docs/web.md, "Notation"): numbered in pairs as checkers
 * numbers them ({@link MoveNumbers}), each move in its {@linkplain Rules#readable readable} notation, the dice
 * rolled for a move folded into it ({@code Fireball 24 (rolls 5, 1)}), a reaction declined left out, an
 * agreed ending in the pair where it happened. The terminal's {@code record}, the JSON record's {@code text}
 * and the browser's move list (from the same fields of each entry) read the same.
 */
public final class MoveSheet {
    /** One thing a side did (or an ending agreed), with the history's step it is and the dice rolled for it. */
    public record Item(int step, Player player, String text, List<Roll> rolls) {
    }

    /** A die or other chance outcome: the history's step, what it was rolled for, and its value or label. */
    public record Roll(int step, String what, String shown) {
    }

    /** The things done in move {@code number}, in order. */
    public record Row(int number, List<Item> items) {
    }

    private MoveSheet() {
    }

    /** The rows of {@code history} played by {@code rules}. */
    public static List<Row> rows(Rules rules, History history) {
        List<Row> rows = new ArrayList<>();
        List<History.Step> steps = history.steps();
        Item last = null;
        for (int i = 0; i < steps.size(); i++) {
            History.Step step = steps.get(i);
            int number = number(history.start(), step);
            Row row = rows.isEmpty() || rows.get(rows.size() - 1).number() != number ? null : rows.get(rows.size() - 1);
            if (step instanceof History.Rolled r && last != null && row != null) {
                last.rolls().add(roll(rules, r, i));
                continue;
            }
            Item item = item(rules, step, i);
            if (item == null) {
                continue;  // a reaction declined
            }
            if (row == null) {
                row = new Row(number, new ArrayList<>());
                rows.add(row);
            }
            row.items().add(item);
            last = step instanceof History.Played ? item : null;
        }
        return rows;
    }

    /** The rows as one line of text: {@code 1. 11-15 24-20 2. Fireball 24 (rolls 5, 1) 23x14}. */
    public static String text(List<Row> rows) {
        StringBuilder sb = new StringBuilder();
        for (Row row : rows) {
            sb.append(sb.length() == 0 ? "" : " ").append(row.number()).append('.');
            if (!row.items().isEmpty() && row.items().get(0).player() == Player.WHITE) {
                sb.append("..");
            }
            for (Item item : row.items()) {
                sb.append(' ').append(written(item));
            }
        }
        return sb.toString();
    }

    /** An item with its rolls: {@code Fireball 24 (rolls 5, 1)}. */
    public static String written(Item item) {
        if (item.rolls().isEmpty()) {
            return item.text();
        }
        StringBuilder sb = new StringBuilder(item.text()).append(" (roll").append(item.rolls().size() > 1 ? "s " : " ");
        for (int i = 0; i < item.rolls().size(); i++) {
            sb.append(i == 0 ? "" : ", ").append(item.rolls().get(i).shown());
        }
        return sb.append(')').toString();
    }

    /** The number of the move {@code step} belongs to: the one it was made (or rolled, or agreed) in. */
    public static int number(GameState start, History.Step step) {
        return MoveNumbers.of(start, step.before());
    }

    /**
     * How the move {@code p} reads for people ({@link Rules#readable}): its typed text when it is only steps and
     * jumps, which read as typed, without writing it again.
     */
    public static String readable(Rules rules, History.Played p) {
        for (Decision d : p.line().decisions()) {
            if (!(d instanceof Decision.Step || d instanceof Decision.Jump)) {
                return rules.readable(p.before(), p.line().decisions());
            }
        }
        return p.text();
    }

    /** How {@code step} reads on its own, or null for a reaction declined. */
    private static Item item(Rules rules, History.Step step, int i) {
        if (step instanceof History.Played p) {
            String text = readable(rules, p);
            return text.isEmpty() ? null : new Item(i, p.player(), text, new ArrayList<>());
        }
        if (step instanceof History.Rolled r) {
            Roll roll = roll(rules, r, i);
            return new Item(i, null, roll.what().isEmpty() ? roll.shown() : roll.what() + ": " + roll.shown(), new ArrayList<>());
        }
        return new Item(i, null, ((History.Agreed) step).verdict().reason(), new ArrayList<>());
    }

    /** A roll: what chance was asked ({@code White's saving throw for 24 against 2 wounds}) and what came up. */
    public static Roll roll(Rules rules, History.Rolled r, int i) {
        String what = rules.toAct(r.before()) instanceof ToAct.Chance c ? c.what() : "";
        return new Roll(i, what, shown(r.outcome()));
    }

    /** A die's face as its number ({@code 5}); any other outcome by its label ({@code ballot 12: 11-15 23-19 8-11}). */
    public static String shown(Outcome o) {
        return o.label().matches("d\\d+ \\d+") ? Integer.toString(o.value()) : o.label();
    }
}
