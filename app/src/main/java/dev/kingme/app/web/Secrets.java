package dev.kingme.app.web;

import java.security.SecureRandom;

/** Game ids and games' seeds; a seat's token, which makes a request the seat's, is a {@link dev.kingme.app.account.Tokens} token. */
final class Secrets {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final char[] ID_LETTERS = "abcdefghijkmnpqrstuvwxyz23456789".toCharArray();

    private Secrets() {
    }

    /** A new game id: 12 letters and digits that are hard to misread. */
    static String gameId() {
        char[] out = new char[12];
        for (int i = 0; i < out.length; i++) {
            out[i] = ID_LETTERS[RANDOM.nextInt(ID_LETTERS.length)];
        }
        return new String(out);
    }

    static long seed() {
        return RANDOM.nextLong();
    }
}
