package dev.kingme.app.web;

import dev.kingme.app.account.Accounts;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.app.account.Tokens;
import dev.kingme.app.session.GameError;
import dev.kingme.app.store.GameLists;
import dev.kingme.app.store.ListedGame;
import dev.kingme.rules.Player;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The games a browser holds seats in (docs/web.md, "Lists of games"): it sends each game's id with its seat
 * token, and hears back of the games whose token is a seat's, for that seat (whose turn, the opponent, how it
 * ended); a game whose token is not one of its seats' is left out, as is one that does not exist, so the
 * answer tells nothing to whoever does not hold the token. The games are read from the store in one query;
 * whose turn it is comes from the game in memory when it is held, else from what the server wrote when it let
 * go of it (unknown when an action came after that).
 */
final class OwnGames {
    /** The most seats one request asks after. */
    static final int MAX_SEATS = 100;
    private static final Pattern ID = Pattern.compile("[a-z0-9]{1,32}");

    private final GameHub hub;
    private final GameLists lists;

    OwnGames(GameHub hub, GameLists lists) {
        this.hub = hub;
        this.lists = lists;
    }

    /** The most games of an account's that the list adds to the browser's own. */
    static final int ACCOUNT_GAMES = 50;

    /** The answer to {@code {"seats": [{"id": ID, "token": TOKEN}, ...]}}: {@code {"games": [...]}}. */
    ObjectNode read(ObjectNode request) {
        return read(request, Optional.empty());
    }

    /**
     * As {@link #read(ObjectNode)}, with the games whose seats belong to the account of {@code who}, the logged-in
     * player, whichever browser they were played in: its unfinished ones, and its last finished ones.
     */
    ObjectNode read(ObjectNode request, Optional<Accounts.Player> who) {
        Map<String, List<String>> tokens = seats(request);
        record Own(ObjectNode json, int group, Instant at) {
        }
        List<Own> own = new ArrayList<>();
        Map<String, ListedGame> found = new LinkedHashMap<>();
        lists.games(tokens.keySet()).forEach(g -> found.put(g.id(), g));
        if (who.isPresent()) {
            lists.ofAccount(who.get().id(), true, ACCOUNT_GAMES).forEach(g -> found.putIfAbsent(g.id(), g));
            lists.ofAccount(who.get().id(), false, ACCOUNT_GAMES).forEach(g -> found.putIfAbsent(g.id(), g));
        }
        for (ListedGame g : found.values()) {
            Set<Player> seats = EnumSet.noneOf(Player.class);
            if (who.isPresent()) {
                for (Player p : Player.values()) {
                    Long account = p == Player.BLACK ? g.blackAccount() : g.whiteAccount();
                    if (account != null && account == who.get().id()) {
                        seats.add(p);
                    }
                }
            }
            for (String token : tokens.getOrDefault(g.id(), List.of())) {
                if (Tokens.matches(token, g.blackToken())) {
                    seats.add(Player.BLACK);
                }
                if (Tokens.matches(token, g.whiteToken())) {
                    seats.add(Player.WHITE);
                }
            }
            if (!seats.isEmpty()) {
                ObjectNode o = game(g, seats);
                boolean over = o.path("over").asBoolean();
                int group = over ? 2 : o.path("yourTurn").asBoolean() ? 0 : 1;
                own.add(new Own(o, group, over && g.endedAt() != null ? g.endedAt() : Instant.parse(o.path("lastActivity").asText())));
            }
        }
        own.sort(Comparator.comparingInt(Own::group).thenComparing(Own::at, Comparator.reverseOrder()));
        ObjectNode body = Fields.JSON.createObjectNode();
        ArrayNode games = body.putArray("games");
        own.forEach(o -> games.add(o.json()));
        return body;
    }

    /** The tokens sent for each game id, every entry checked. */
    private static Map<String, List<String>> seats(ObjectNode request) {
        JsonNode list = request.get("seats");
        if (!(list instanceof ArrayNode entries)) {
            throw GameError.invalid("'seats' must be a list of {\"id\": GAME, \"token\": TOKEN}");
        }
        if (entries.size() > MAX_SEATS) {
            throw GameError.invalid("'seats' has " + entries.size() + " entries; the most is " + MAX_SEATS
                    + " (send the most recent games)");
        }
        Map<String, List<String>> tokens = new LinkedHashMap<>();
        for (int i = 0; i < entries.size(); i++) {
            if (!(entries.get(i) instanceof ObjectNode entry)) {
                throw GameError.invalid("'seats' entry " + (i + 1) + " must be {\"id\": GAME, \"token\": TOKEN}");
            }
            String id;
            String token;
            try {
                id = Fields.required(entry, "id", 32);
                token = Fields.required(entry, "token", 100);
            } catch (GameError e) {
                throw GameError.invalid("'seats' entry " + (i + 1) + ": " + e.getMessage());
            }
            if (!ID.matcher(id).matches()) {
                throw GameError.invalid("'seats' entry " + (i + 1) + ": 'id' is a game's id, letters and digits, not '"
                        + Fields.clip(id) + "'");
            }
            tokens.computeIfAbsent(id, k -> new ArrayList<>()).add(token);
        }
        return tokens;
    }

    /** Game {@code g} for the holder of {@code seats}. */
    private ObjectNode game(ListedGame g, Set<Player> seats) {
        ObjectNode o = ListedGames.common(g);
        ArrayNode held = o.putArray("seats");
        seats.forEach(p -> held.add(GameView.name(p)));
        if (seats.size() == 1) {
            Player other = seats.iterator().next().opponent();
            o.set("opponent", Fields.JSON.createObjectNode().put("name", o.path("players").path(GameView.name(other)).asText())
                    .set("level", o.path("levels").path(GameView.name(other))));
        } else {
            o.putNull("opponent");  // a game at one screen: the holder plays both sides
        }
        String turn = g.result() == null && g.turnCurrent() ? g.turn() : null;
        boolean known = g.result() != null || g.turnCurrent();
        LiveGame live = hub.held(g.id());
        if (live != null) {
            synchronized (live) {
                if (!live.gone && live.verdict() == null) {
                    turn = Turns.of(live);
                    known = true;
                    ListedGames.length(o, live.movesPlayed());
                }
            }
        }
        String toAct = turn;
        o.put("turn", toAct);
        o.put("turnKnown", known);
        o.put("yourTurn", toAct != null && seats.stream().anyMatch(p -> GameView.name(p).equals(toAct)));
        o.put("lastActivity", (g.lastAt() != null ? g.lastAt() : g.createdAt()).toString());
        return o;
    }
}
