package dev.kingme.app.web;

import java.security.SecureRandom;

/** Game ids and games' seeds; a seat's token, which makes a request the seat's, is a {@link dev.kingme.app.account.Tokens} token. */
final class Secrets {
    private static final SecureRandom RANDOM = new SecureRandom();

    private Secrets() {
    }

    /** A new game id: 12 letters and digits that are hard to misread. */
    static String gameId() {
        return dev.kingme.app.store.Ids.next();
    }

    static long seed() {
        return RANDOM.nextLong();
    }
}
