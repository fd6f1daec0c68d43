package dev.kingme.app.web;

import dev.kingme.app.account.Tokens;
import dev.kingme.app.session.Action;
import dev.kingme.app.session.GameError;
import dev.kingme.app.session.Session;
import dev.kingme.rules.Line;
import dev.kingme.rules.Player;
import dev.kingme.rules.ToAct;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Who holds which seat of a game, and what a request asks of the game for those seats: a token is checked
 * against the seats' stored hashes, and an {@link ActionRequest} becomes the session {@link Action} of the
 * seat it is for, refused with a {@link GameError} that says why when the seat may not take it.
 */
final class SeatActions {
    private SeatActions() {
    }

    /** The seats {@code token} holds in {@code g}: none for a spectator (no token). */
    static Set<Player> seats(LiveGame g, String token) {
        Set<Player> out = EnumSet.noneOf(Player.class);
        if (token == null || token.isEmpty()) {
            return out;
        }
        if (token.length() > 100) {
            throw GameError.forbidden("that token is not a seat of game " + g.settings().id());
        }
        if (Tokens.matches(token, g.settings().blackToken())) {
            out.add(Player.BLACK);
        }
        if (Tokens.matches(token, g.settings().whiteToken())) {
            out.add(Player.WHITE);
        }
        if (out.isEmpty()) {
            throw GameError.forbidden("that token is not a seat of game " + g.settings().id());
        }
        return out;
    }

    /** The action {@code request} asks of {@code g} for the seats a token holds, checked against the version. */
    static Action action(LiveGame g, Set<Player> seats, ActionRequest request) {
        if (request.version() != g.version()) {
            throw GameError.stale("the game is at version " + g.version() + ", not " + request.version()
                    + ": someone acted first; look again and choose anew");
        }
        Session session = g.session();
        ToAct who = session.who();
        Player toAct = who instanceof ToAct.Choice c ? c.player() : null;
        Player own = seats.size() == 1 ? seats.iterator().next() : toAct != null ? toAct : Player.BLACK;
        switch (request.type()) {
            case CHOOSE -> {
                if (toAct == null) {
                    throw GameError.notYourTurn(who instanceof ToAct.Terminal t
                            ? "the game is over (" + t.verdict().reason() + ")" : "chance has still to act");
                }
                if (!seats.contains(toAct)) {
                    throw GameError.notYourTurn("it is " + toAct.title() + "'s turn to decide, not yours");
                }
                List<Line> lines = session.choices().lines();
                if (request.choice() >= lines.size()) {
                    throw GameError.illegal("there is no choice " + request.choice() + ": there are " + lines.size());
                }
                return new Action.Move(toAct, lines.get(request.choice()).decisions());
            }
            case UNDO -> {
                return new Action.Undo(own);
            }
            case OFFER_DRAW -> {
                return new Action.OfferDraw(own);
            }
            case RESIGN -> {
                return new Action.Resign(own);
            }
            default -> {
                Player offered = session.drawOffer() == null ? null : session.drawOffer().opponent();
                if (offered == null || !seats.contains(offered)) {
                    throw GameError.illegal("no draw has been offered to you");
                }
                return request.type() == ActionRequest.Type.ACCEPT_DRAW ? new Action.AcceptDraw(offered)
                        : new Action.DeclineDraw(offered);
            }
        }
    }
}
