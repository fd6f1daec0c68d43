package dev.kingme.app.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.kingme.ai.AiSpec;
import dev.kingme.app.session.GameError;
import dev.kingme.app.session.PersonName;
import dev.kingme.app.session.TimeControl;
import dev.kingme.record.RecordJson;
import dev.kingme.rules.Player;
import dev.kingme.rules.record.GameRecord;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A new game as a client asks for it (docs/web.md, {@code POST /api/games}), read once at the edge: every
 * field checked for its type and size, a posted game record read, the players' specs parsed. Whether the
 * game, its options and its start make sense together is the hub's to say.
 *
 * @param game    the game's name (the record's, when a record is given)
 * @param options the option values given (none with a record: its own are used)
 * @param setup   the start position in the game's own text, or null
 * @param record  a game record to go on from, or null
 * @param players who plays each side (a person, or an AI)
 * @param names   the name each person's side is shown with, where one was given
 * @param online  true when each person gets a token of their own
 * @param clock   the time control, or null for none
 * @param rated   true for a rated game (between two accounts, online, from the game's start)
 */
record CreateRequest(String game, Map<String, String> options, String setup, GameRecord record,
        Map<Player, AiSpec> players, Map<Player, String> names, boolean online, TimeControl clock, boolean rated) {
    private static final int MAX_OPTIONS = 20;
    /**
     * The longest start position a client may send (the column that keeps it holds as much): every square of
     * Warp's board listed one by one takes some 260 characters.
     */
    static final int MAX_SETUP = 1000;

    static CreateRequest read(ObjectNode request) {
        GameRecord record = record(Fields.text(request, "record", null, Fields.MAX_BODY));
        String setup = Fields.text(request, "setup", null, MAX_SETUP);
        if (record != null && setup != null) {
            throw GameError.invalid("'setup' and 'record' both give the start: a record starts from its own setup");
        }
        String game = record != null ? record.game() : Fields.required(request, "game", 40);
        Map<String, String> options = new LinkedHashMap<>();
        if (record == null) {
            ObjectNode given = Fields.child(request, "options");
            if (given.size() > MAX_OPTIONS) {
                throw GameError.invalid("too many options: " + given.size());
            }
            given.fieldNames().forEachRemaining(name -> options.put(name, Fields.required(given, name, 100)));
        }
        ObjectNode shown = Fields.child(request, "name");
        Map<Player, AiSpec> players = new EnumMap<>(Player.class);
        Map<Player, String> names = new EnumMap<>(Player.class);
        for (Player p : Player.values()) {
            String side = GameView.name(p);
            AiSpec spec;
            try {
                spec = AiSpec.parse(Fields.text(request, side, "human", 40));
            } catch (IllegalArgumentException e) {
                throw GameError.invalid("'" + side + "': " + e.getMessage());
            }
            players.put(p, spec);
            String name = spec.isHuman() ? PersonName.of(Fields.text(shown, side, null, 200), null, "'name." + side + "'") : null;
            if (name != null) {
                names.put(p, name);
            }
        }
        boolean online = Fields.flag(request, "online", false);
        boolean rated = Fields.flag(request, "rated", false);
        if (rated) {
            if (record != null || setup != null) {
                throw GameError.invalid("a rated game starts from the game's own start: it takes no 'setup' or 'record'");
            }
            if (players.values().stream().anyMatch(p -> !p.isHuman())) {
                throw GameError.invalid("a rated game is between two people: games against the AI are never rated");
            }
            if (!online) {
                throw GameError.invalid("a rated game is played online, each person at a seat of their own: set 'online': true");
            }
        }
        return new CreateRequest(game, options, setup, record, players, names, online, ClockField.read(request), rated);
    }

    private static GameRecord record(String text) {
        if (text == null) {
            return null;
        }
        try {
            return RecordJson.read(text);
        } catch (IllegalArgumentException e) {
            throw GameError.invalid("record: " + e.getMessage());
        }
    }
}
