package dev.kingme.app.web;

import dev.kingme.app.records.FenStart;
import dev.kingme.app.session.GameError;
import dev.kingme.rules.Rules;

/** A new game's start position as a client gives it ({@code "setup"}), checked and written as the game writes it. */
final class StartText {
    private StartText() {
    }

    /** {@code setup} as the game writes it (quotes and spaces gone), or a 400 that says what is wrong with it. */
    static String of(Rules rules, String setup) {
        try {
            FenStart.check(rules, "'setup'");
        } catch (IllegalArgumentException e) {
            throw GameError.invalid(e.getMessage());
        }
        try {
            return rules.setupText(FenStart.state(rules, setup));
        } catch (IllegalArgumentException e) {
            throw GameError.invalid("'setup': " + e.getMessage());
        }
    }
}
