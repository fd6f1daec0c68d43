package dev.kingme.app.web;

import dev.kingme.ai.AiSpec;
import dev.kingme.app.account.Tokens;
import dev.kingme.app.session.Action;
import dev.kingme.app.session.GameError;
import dev.kingme.app.store.StoredGame;
import dev.kingme.record.StoredJson;
import dev.kingme.rules.GameKind;
import dev.kingme.rules.Games;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.record.GameRecord;
import dev.kingme.rules.record.Replayer;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A game about to be stored and started: its settings, the actions it starts with (an imported record's,
 * as that record rolled them) and the tokens of the seats handed out with it. Made from a client's
 * {@link CreateRequest}, or from a finished game for its rematch.
 */
record NewGame(StoredGame settings, List<Action> replay, Map<String, String> tokens) {

    /**
     * The game {@code request} asks for, the seats in {@code given} keyed by the tokens whose hashes are
     * given (a challenge's creator's key): their tokens are not among {@link #tokens}, their holders have them.
     */
    static NewGame of(CreateRequest request, Map<Player, String> given) {
        return of(request, given, Map.of());
    }

    /** As {@link #of(CreateRequest, Map)}, the seats in {@code owners} belonging to those accounts from the start. */
    static NewGame of(CreateRequest request, Map<Player, String> given, Map<Player, Long> owners) {
        GameRecord record = request.record();
        GameKind kind;
        try {
            kind = Games.byName(request.game());
        } catch (IllegalArgumentException e) {
            throw GameError.invalid(e.getMessage());
        }
        String notLoaded = record == null ? null : Characters.notLoaded(kind, record.options());
        if (notLoaded != null) {
            throw GameError.invalid("record: " + notLoaded);
        }
        Rules rules;
        try {
            rules = record != null ? Replayer.rules(record, kind) : kind.rules(request.options());
        } catch (IllegalArgumentException e) {
            throw GameError.invalid((record != null ? "record: " : "") + e.getMessage());
        }
        List<Action> replay = record == null ? List.of() : Imports.actions(rules, record);
        String setup = record != null ? record.setup()
                : request.setup() != null ? StartText.of(rules, request.setup()) : null;
        String[] specs = new String[2];
        String[] shown = new String[2];
        for (Player p : Player.values()) {
            AiSpec spec = request.players().get(p);
            specs[p.ordinal()] = spec.text();
            shown[p.ordinal()] = spec.isHuman() ? request.names().getOrDefault(p, p.title()) : "AI (" + spec.text() + ")";
        }
        Map<String, String> tokens = new LinkedHashMap<>();
        String shared = Tokens.random();
        String[] hashes = new String[2];
        for (Player p : Player.values()) {
            if (request.players().get(p).isHuman() && given.containsKey(p)) {
                hashes[p.ordinal()] = given.get(p);
            } else if (request.players().get(p).isHuman()) {
                String token = request.online() ? Tokens.random() : shared;
                tokens.put(GameView.name(p), token);
                hashes[p.ordinal()] = Tokens.hash(token);
            }
        }
        StoredGame g = new StoredGame(Secrets.gameId(), kind.name(), StoredJson.options(rules.options().asMap()),
                specs[0], specs[1], shown[0], shown[1], hashes[0], hashes[1], request.online(), Secrets.seed(), null,
                null, Instant.now(), setup, request.clock() == null ? null : request.clock().text(), request.rated(),
                owners.get(Player.BLACK), owners.get(Player.WHITE));
        return new NewGame(g, replay, tokens);
    }

    /**
     * The settings of the rematch of finished game {@code old}: the colours swapped, each seat's token,
     * character, name and account ({@code blackAccount}, {@code whiteAccount}: Black's and White's in the old
     * game, as stored now) going with it to the other colour. Caller holds {@code old}.
     */
    static StoredGame rematchOf(LiveGame old, Long blackAccount, Long whiteAccount) {
        StoredGame s = old.settings();
        // a new game: every option as today's rules fill it in (a game stored before an option existed
        // played under that option's earlier value; its rematch is played under today's)
        Map<String, String> options = new LinkedHashMap<>(old.rules().kind().rules(old.options()).options().asMap());
        String black = old.options().get("black");
        String white = old.options().get("white");
        if (black != null && white != null && !old.rules().kind().characters().isEmpty()) {
            options.put("black", white);
            options.put("white", black);
        }
        return new StoredGame(Secrets.gameId(), s.game(), StoredJson.options(options), s.white(), s.black(),
                old.name(Player.WHITE), old.name(Player.BLACK), s.whiteToken(), s.blackToken(), s.online(), Secrets.seed(), null,
                null, Instant.now(), s.setup(), s.clock(), s.rated(), whiteAccount, blackAccount);
    }
}
