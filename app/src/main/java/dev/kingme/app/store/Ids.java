package dev.kingme.app.store;

import java.security.SecureRandom;

/** New keys for the rows people find by their id (games, the game database's imported games): random and hard to misread. */
public final class Ids {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final char[] LETTERS = "abcdefghijkmnpqrstuvwxyz23456789".toCharArray();

    private Ids() {
    }

    /** A new id: 12 letters and digits that are hard to misread (60 bits: no two alike in practice). */
    public static String next() {
        char[] out = new char[12];
        for (int i = 0; i < out.length; i++) {
            out[i] = LETTERS[RANDOM.nextInt(LETTERS.length)];
        }
        return new String(out);
    }
}
