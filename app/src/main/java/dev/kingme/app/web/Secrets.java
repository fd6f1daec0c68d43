package dev.kingme.app.web;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/**
 * Game ids and seat tokens. A token is 32 random bytes: knowing it is what makes a request a seat's. The
 * database keeps only its SHA-256, so a copy of the database lets nobody act for a player; the comparison
 * of hashes takes the same time whatever they share.
 */
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

    static String token() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    static long seed() {
        return RANDOM.nextLong();
    }

    static String hash(String token) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this Java", e);
        }
    }

    /** True when {@code token}'s hash is {@code storedHash}, compared in constant time. */
    static boolean matches(String token, String storedHash) {
        if (token == null || storedHash == null) {
            return false;
        }
        return MessageDigest.isEqual(hash(token).getBytes(StandardCharsets.US_ASCII),
                storedHash.getBytes(StandardCharsets.US_ASCII));
    }
}
