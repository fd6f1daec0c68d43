package dev.kingme.app.web;

import dev.kingme.app.account.Accounts;
import dev.kingme.app.session.Action;
import dev.kingme.app.session.GameError;
import dev.kingme.app.store.GameStore;
import dev.kingme.app.store.StoredGame;
import dev.kingme.rules.Player;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * How the {@link GameHub} starts games: a new game a client asked for, its settings from {@link NewGame}, stored
 * and set going with a record's first actions replayed and chance rolled ({@link #create}); and a finished game's
 * rematch, its settings with the colours swapped, made once however often the players ask ({@link #rematch}).
 */
final class GameStarter {
    private final GameHub hub;
    private final GameStore store;
    private final HeldGames games;
    private final SeatAccounts accounts;
    private final ActionCommitter committer;

    GameStarter(GameHub hub, GameStore store, HeldGames games, SeatAccounts accounts, ActionCommitter committer) {
        this.hub = hub;
        this.store = store;
        this.games = games;
        this.accounts = accounts;
        this.committer = committer;
    }

    /**
     * The game {@code request} asks for, the seats in {@code given} keyed by the tokens whose hashes are given
     * (a challenge's creator's key) and those in {@code owners} belonging to those accounts.
     */
    GameHub.Created create(CreateRequest request, Map<Player, String> given, Map<Player, Long> owners) {
        NewGame made = NewGame.of(request, given, owners);
        return new GameHub.Created(start(made.settings(), made.replay()), made.tokens());
    }

    /** Stores and starts game {@code g}, its first actions {@code replay} (a record's, as it rolled them). */
    private String start(StoredGame g, List<Action> replay) {
        LiveGame live = new LiveGame(g);
        games.add(live);  // room is made first: a server that is full refuses before anything is stored
        try {
            store.create(g);
        } catch (RuntimeException e) {
            synchronized (live) {
                games.letGo(live);
            }
            throw e;
        }
        hub.claim(live);
        synchronized (live) {
            accounts.loaded(live);
            for (Action a : replay) {
                committer.store(live, a);
            }
            committer.rollChance(live);
        }
        hub.changed(live);
        hub.thinkSoon(live);
        return g.id();
    }

    /**
     * A new game with the settings of game {@code id} and the colours swapped, for the seats {@code token} or the
     * session of the logged-in player {@code who} holds ({@link GameHub#held}): each person keeps their token,
     * their character and their name, and plays the other colour. Asking twice gives the same game.
     */
    GameHub.Created rematch(String id, String token, Supplier<Optional<Accounts.Player>> who) {
        LiveGame old = hub.game(id);
        Set<Player> seats = hub.held(old, token, true, who).seats();
        if (seats.isEmpty()) {
            throw GameError.forbidden("spectators cannot ask for a rematch: only the players can");
        }
        String made;
        synchronized (old) {
            if (old.gone) {
                return rematch(id, token, who);
            }
            if (old.verdict() == null) {
                throw GameError.illegal("the game is not over yet");
            }
            made = old.rematch();
            if (made == null) {
                // the seats' accounts as stored now: an account deleted since leaves its seat no one's; a rematch
                // another node made meanwhile is the one
                StoredGame now = store.game(id).orElse(old.settings());
                made = now.rematch() != null ? now.rematch()
                        : store.setRematch(id, start(NewGame.rematchOf(old, now.blackAccount(), now.whiteAccount()), List.of()));
                old.rematch(made);
            }
        }
        hub.changed(old);
        Map<String, String> tokens = new LinkedHashMap<>();
        for (Player p : seats) {
            if (token != null && !token.isEmpty()) {
                tokens.put(GameView.name(p.opponent()), token);  // else the seats are the account's, in the new game too
            }
        }
        return new GameHub.Created(made, tokens);
    }
}
