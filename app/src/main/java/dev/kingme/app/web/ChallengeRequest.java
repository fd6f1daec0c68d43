package dev.kingme.app.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.app.session.GameError;
import dev.kingme.app.session.PersonName;
import dev.kingme.rules.Player;

/**
 * A new challenge as a client asks for it ({@code POST /api/challenges}, docs/web.md "The lobby"), read once
 * at the edge: the fields of {@code POST /api/games} for the game to play (passed through as they are, so
 * that a field this class does not know, such as the clock, reaches {@link CreateRequest#read} when the game
 * is made), and the challenge's own: {@code colour}, the creator's, and {@code name}, the creator's name.
 * Who plays which seat, online play and the players' names are the challenge's to set, not the request's.
 *
 * @param colour  the colour the creator plays
 * @param name    the creator's name, or null
 * @param game    the game's request without the challenge's own fields, to store
 * @param minRating the lowest rating of a player who may accept it, or null
 * @param maxRating the highest, or null
 */
record ChallengeRequest(Player colour, String name, ObjectNode game, Integer minRating, Integer maxRating) {
    /** The bounds a rating range may take. */
    static final int LOWEST = 0;
    static final int HIGHEST = 4000;

    /** A challenge open to every rating. */
    ChallengeRequest(Player colour, String name, ObjectNode game) {
        this(colour, name, game, null, null);
    }

    /** The longest game request a challenge keeps (the column that holds it holds as much). */
    static final int MAX_REQUEST = 8000;

    static ChallengeRequest read(ObjectNode body) {
        String side = Fields.text(body, "colour", "black", 10);
        Player colour = switch (side) {
            case "black" -> Player.BLACK;
            case "white" -> Player.WHITE;
            default -> throw GameError.invalid("'colour' must be black or white, not '" + Fields.clip(side) + "'");
        };
        String name = PersonName.of(Fields.text(body, "name", null, 200), null, "'name'");
        if (body.hasNonNull("record")) {
            throw GameError.invalid("a challenge starts a new game, so it takes no 'record': post a record to /api/games");
        }
        Integer min = body.hasNonNull("minRating") ? Fields.number(body, "minRating", LOWEST, HIGHEST) : null;
        Integer max = body.hasNonNull("maxRating") ? Fields.number(body, "maxRating", LOWEST, HIGHEST) : null;
        if (min != null && max != null && min > max) {
            throw GameError.invalid("'minRating' (" + min + ") is above 'maxRating' (" + max + ")");
        }
        ObjectNode game = body.deepCopy();
        game.remove(java.util.List.of("colour", "name", "black", "white", "online", "record", "minRating", "maxRating"));
        if (game.toString().length() > MAX_REQUEST) {
            throw GameError.invalid("a challenge's game may be at most " + MAX_REQUEST + " characters of JSON, not "
                    + game.toString().length());
        }
        ChallengeRequest r = new ChallengeRequest(colour, name, game, min, max);
        r.create(null);  // refuses what POST /api/games would refuse to read
        return r;
    }

    /** True when the challenge's game is to be rated. */
    boolean rated() {
        return game.path("rated").asBoolean(false);
    }

    /** The request that makes the challenge's game, {@code accepter} (or nobody) the other person's name. */
    CreateRequest create(String accepter) {
        return CreateRequest.read(forGame(game, colour, name, accepter));
    }

    /** {@code stored}, a challenge's game request, with both seats people's, online, and named. */
    static ObjectNode forGame(ObjectNode stored, Player colour, String creator, String accepter) {
        ObjectNode request = stored.deepCopy();
        request.put("black", "human").put("white", "human").put("online", true);
        ObjectNode names = request.putObject("name");
        names.put(GameView.name(colour), creator).put(GameView.name(colour.opponent()), accepter);
        return request;
    }
}
