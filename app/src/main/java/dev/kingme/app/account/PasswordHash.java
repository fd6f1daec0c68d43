package dev.kingme.app.account;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.bouncycastle.crypto.generators.Argon2BytesGenerator;
import org.bouncycastle.crypto.params.Argon2Parameters;

/**
 * Passwords hashed with Argon2id (RFC 9106), Bouncy Castle's: memory-hard and salted, kept as the PHC string
 * ({@code $argon2id$v=19$m=19456,t=2,p=1$SALT$HASH}, base64 without padding) so that a stored hash says how
 * it was made and stronger settings can come later. The password itself is never kept; a check compares in
 * constant time, and a check against no account costs what a real one does (a wrong user name and a wrong
 * password take the same time).
 */
public final class PasswordHash {
    /** OWASP's minimum for Argon2id: 19 MiB of memory, 2 passes, 1 lane. */
    static final int MEMORY_KIB = 19 * 1024;
    static final int PASSES = 2;
    static final int LANES = 1;
    private static final int SALT_BYTES = 16;
    private static final int HASH_BYTES = 32;
    private static final Pattern PHC = Pattern.compile(
            "\\$argon2id\\$v=19\\$m=(\\d{1,7}),t=(\\d{1,2}),p=(\\d{1,2})\\$([A-Za-z0-9+/]{16,88})\\$([A-Za-z0-9+/]{16,88})");
    private static final Base64.Encoder B64 = Base64.getEncoder().withoutPadding();
    private static final SecureRandom RANDOM = new SecureRandom();
    /** What a check against no account compares with: made once, the same work as a stored hash. */
    private static final String NOBODY = hash("no account has this password");

    private PasswordHash() {
    }

    /** {@code password} hashed with a fresh random salt, as a PHC string. */
    public static String hash(String password) {
        byte[] salt = new byte[SALT_BYTES];
        RANDOM.nextBytes(salt);
        byte[] out = argon2(password.getBytes(StandardCharsets.UTF_8), salt, MEMORY_KIB, PASSES, LANES, HASH_BYTES);
        return "$argon2id$v=19$m=" + MEMORY_KIB + ",t=" + PASSES + ",p=" + LANES + "$" + B64.encodeToString(salt) + "$"
                + B64.encodeToString(out);
    }

    /**
     * True when {@code password} is the one {@code stored} was made from; {@code stored} null (no such account)
     * checks against a hash of nothing, so that it takes as long and answers false.
     *
     * @throws IllegalArgumentException when {@code stored} is not an Argon2id PHC string
     */
    public static boolean matches(String password, String stored) {
        boolean account = stored != null;
        Matcher m = PHC.matcher(account ? stored : NOBODY);
        if (!m.matches()) {
            throw new IllegalArgumentException("a stored password hash is not an Argon2id PHC string");
        }
        byte[] salt = Base64.getDecoder().decode(m.group(4));
        byte[] expected = Base64.getDecoder().decode(m.group(5));
        byte[] actual = argon2(password.getBytes(StandardCharsets.UTF_8), salt, Integer.parseInt(m.group(1)),
                Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)), expected.length);
        return MessageDigest.isEqual(expected, actual) && account;
    }

    /** Argon2id's tag of {@code password} with {@code salt} (RFC 9106, version 0x13). */
    static byte[] argon2(byte[] password, byte[] salt, int memoryKib, int passes, int lanes, int length) {
        return argon2(password, salt, null, null, memoryKib, passes, lanes, length);
    }

    /** As {@link #argon2(byte[], byte[], int, int, int, int)} with RFC 9106's optional secret and associated data. */
    static byte[] argon2(byte[] password, byte[] salt, byte[] secret, byte[] associated, int memoryKib, int passes, int lanes,
            int length) {
        Argon2Parameters.Builder b = new Argon2Parameters.Builder(Argon2Parameters.ARGON2_id)
                .withVersion(Argon2Parameters.ARGON2_VERSION_13).withSalt(salt).withMemoryAsKB(memoryKib)
                .withIterations(passes).withParallelism(lanes);
        if (secret != null) {
            b.withSecret(secret);
        }
        if (associated != null) {
            b.withAdditional(associated);
        }
        Argon2BytesGenerator g = new Argon2BytesGenerator();
        g.init(b.build());
        byte[] out = new byte[length];
        g.generateBytes(password, out);
        return out;
    }
}
