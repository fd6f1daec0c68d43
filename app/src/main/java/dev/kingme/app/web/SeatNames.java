package dev.kingme.app.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.app.session.GameError;
import dev.kingme.app.session.PersonName;
import dev.kingme.app.store.GameStore;
import dev.kingme.rules.Player;
import java.util.Set;

/**
 * A person who joined a seat by an invite link names it ({@code POST /api/games/ID/name}): once, and only
 * while the seat is still shown under its colour's name (nobody gave it a name when the game was made).
 */
final class SeatNames {
    private final GameHub hub;
    private final GameStore store;

    SeatNames(GameHub hub, GameStore store) {
        this.hub = hub;
        this.store = store;
    }

    /** Names the seat {@code token} holds in game {@code id} {@code given}, and answers the seat's view. */
    ObjectNode name(String id, String token, String given) {
        String name = PersonName.of(given, null, "'name'");
        if (name == null) {
            throw GameError.invalid("'name' is missing: send {\"name\": \"your name\"}");
        }
        while (true) {
            LiveGame g = hub.game(id);
            Set<Player> seats = hub.seats(g, token);
            if (seats.isEmpty()) {
                throw GameError.forbidden("a spectator has no seat to name: open the game with a seat's invite link");
            }
            if (seats.size() > 1) {
                throw GameError.illegal("a game at one screen names its players when it is made");
            }
            Player p = seats.iterator().next();
            ObjectNode view;
            synchronized (g) {
                if (g.gone) {
                    continue;  // let go of since it was looked up: look it up again
                }
                String unnamed = p.title();
                if (!g.name(p).equals(unnamed) || !store.setName(id, p == Player.BLACK, unnamed, name)) {
                    throw GameError.illegal("the " + GameView.name(p) + " seat of game " + id + " is named '" + g.name(p)
                            + "' already: a seat is named once");
                }
                g.name(p, name);
                view = GameView.of(g, seats);
            }
            hub.changed(g);
            return view;
        }
    }
}
