package dev.kingme.app.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.app.session.TimeControl;
import dev.kingme.app.store.GameLists;
import dev.kingme.app.store.ListedGame;
import dev.kingme.record.StoredJson;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.Games;
import dev.kingme.rules.Persona;
import dev.kingme.rules.Player;
import java.util.Locale;
import java.util.Map;

/**
 * A game of the lists of games as JSON (docs/web.md, "Lists of games"): what the game is (title, characters,
 * time control), who plays it (names, AI levels), and how it ended and how long it was, as the store has it.
 */
final class ListedGames {
    private ListedGames() {
    }

    /** A finished game as the list of finished games shows it, with its place in the list ({@code cursor}). */
    static ObjectNode finished(ListedGame g) {
        ObjectNode o = common(g);
        o.put("cursor", FinishedQuery.cursor(new GameLists.Cursor(g.endedAt(), g.id())));
        return o;
    }

    /** The fields every list gives a game. */
    static ObjectNode common(ListedGame g) {
        ObjectNode o = Fields.JSON.createObjectNode().put("id", g.id()).put("game", g.game());
        GameKind kind = kind(g.game());
        o.put("title", kind == null ? g.game() : kind.title());
        o.put("result", g.result());
        o.put("created", g.createdAt().toString());
        o.put("ended", g.endedAt() == null ? null : g.endedAt().toString());
        o.putObject("players").put("black", g.blackName()).put("white", g.whiteName());
        o.putObject("levels").put("black", level(g.black())).put("white", level(g.white()));
        o.set("characters", characters(kind, g.options()));
        o.set("clock", clock(g.clock()));
        Verdict verdict = verdict(g.result());
        o.put("rated", g.rated());
        o.put("over", g.result() != null);
        o.put("winner", verdict == null ? null : verdict.winner());
        o.put("outcome", verdict == null ? null : verdict.words());
        length(o, g.result() != null || g.turnCurrent() ? g.moves() : null);
        return o;
    }

    /** {@code plies}, each side's move counted once, and {@code moves}, counted in pairs as move numbers; null when not known. */
    static void length(ObjectNode o, Integer plies) {
        o.put("plies", plies);
        o.put("moves", plies == null ? null : (plies + 1) / 2);
    }

    private static GameKind kind(String name) {
        try {
            return Games.byName(name);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** {@code medium} for a seat an AI plays ({@code ai:medium}), null for a person's. */
    private static String level(String seat) {
        return seat != null && seat.startsWith("ai:") ? seat.substring(3) : null;
    }

    /** Each side's character ({@code name}, {@code title}) in a game of characters, else null. */
    private static ObjectNode characters(GameKind kind, String options) {
        if (kind == null || kind.characters().isEmpty()) {
            return null;
        }
        Map<String, String> chosen;
        try {
            chosen = StoredJson.options(options);
        } catch (IllegalArgumentException e) {
            return null;
        }
        ObjectNode out = Fields.JSON.createObjectNode();
        for (Player p : Player.values()) {
            String side = GameView.name(p);
            Persona persona = Characters.of(kind, chosen.get(side));
            String name = chosen.get(side);
            out.set(side, name == null ? null : Fields.JSON.createObjectNode().put("name", name)
                    .put("title", persona == null ? name : persona.title()));
        }
        return out;
    }

    /** Seat {@code side}'s character's name in game {@code g} of characters, else null. */
    static String character(ListedGame g, String side) {
        GameKind kind = kind(g.game());
        if (kind == null || kind.characters().isEmpty()) {
            return null;
        }
        try {
            return StoredJson.options(g.options()).get(side);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** The time control as the views give it ({@code control}, {@code label}, {@code daysPerMove}), or null. */
    private static ObjectNode clock(String text) {
        if (text == null) {
            return null;
        }
        ObjectNode o = Fields.JSON.createObjectNode().put("control", text);
        try {
            TimeControl c = TimeControl.parse(text);
            o.put("label", c.label()).put("daysPerMove", c.daysPerMove());
        } catch (IllegalArgumentException e) {
            o.put("label", text).put("daysPerMove", 0);
        }
        return o;
    }

    /** A stored result ({@code 0-1 Black ran out of time}) read back: the winner and the result in words. */
    record Verdict(String winner, String words) {
    }

    static Verdict verdict(String result) {
        if (result == null) {
            return null;
        }
        int space = result.indexOf(' ');
        String token = space < 0 ? result : result.substring(0, space);
        String reason = space < 0 ? "" : result.substring(space + 1).strip();
        String winner = switch (token) {
            case "1-0" -> "black";
            case "0-1" -> "white";
            default -> null;
        };
        if (winner == null) {
            String lower = reason.toLowerCase(Locale.ROOT);
            return new Verdict(null, reason.isEmpty() ? "Draw" : lower.startsWith("draw") ? capital(reason) : "Draw: " + reason);
        }
        String wins = capital(winner) + " wins";
        return new Verdict(winner, reason.isEmpty() ? wins : wins + ": " + reason);
    }

    private static String capital(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
