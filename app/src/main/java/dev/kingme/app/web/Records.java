package dev.kingme.app.web;

import dev.kingme.app.records.GameRecords;
import dev.kingme.rules.Player;

/** A game's record for download: PDN for games that PDN can write, a JSON game record for every game. */
final class Records {
    private Records() {
    }

    /** The game in PDN, or null for a game PDN does not record. */
    static String pdn(LiveGame g) {
        return GameRecords.pdn(g.rules(), g.history(), g.name(Player.BLACK), g.name(Player.WHITE),
                g.settings().createdAt());
    }

    static String json(LiveGame g) {
        return GameRecords.json(g.rules(), g.history(), g.settings().setup());
    }

    static String fileName(LiveGame g, String extension) {
        return "kingme-" + g.rules().kind().name() + "-" + g.settings().id() + "." + extension;
    }
}
