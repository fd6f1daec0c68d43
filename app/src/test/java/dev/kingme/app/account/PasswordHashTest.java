package dev.kingme.app.account;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/** Argon2id as RFC 9106 defines it (its test vector), and the stored form of an account's password. */
class PasswordHashTest {
    /**
     * RFC 9106, section 5.3: Argon2id with a password of 32 bytes 0x01, a salt of 16 bytes 0x02, a secret of 8
     * bytes 0x03, associated data of 12 bytes 0x04, 32 KiB, 3 passes, 4 lanes and a tag of 32 bytes.
     */
    @Test
    void rfc9106TestVector() {
        byte[] tag = PasswordHash.argon2(filled(32, 1), filled(16, 2), filled(8, 3), filled(12, 4), 32, 3, 4, 32);
        assertThat(HexFormat.of().formatHex(tag))
                .isEqualTo("0d640df58d78766c08c037a34a8b53c9d01ef0452d75b65eb52520e96b01e659");
    }

    @Test
    void aPasswordMatchesItsHashAndNoOther() {
        String stored = PasswordHash.hash("correct horse battery staple");
        assertThat(stored).startsWith("$argon2id$v=19$m=19456,t=2,p=1$").doesNotContain("correct", "horse");
        assertThat(PasswordHash.matches("correct horse battery staple", stored)).isTrue();
        assertThat(PasswordHash.matches("correct horse battery stapl", stored)).isFalse();
        assertThat(PasswordHash.matches("", stored)).isFalse();
    }

    @Test
    void eachHashHasItsOwnSalt() {
        assertThat(PasswordHash.hash("same")).isNotEqualTo(PasswordHash.hash("same"));
    }

    @Test
    void noAccountNeverMatchesAndAForeignHashIsRefused() {
        assertThat(PasswordHash.matches("no account has this password", null)).isFalse();
        assertThatThrownBy(() -> PasswordHash.matches("x", "$2a$10$abcdefghijklmnopqrstuv"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageNotContaining("x\"");
    }

    private static byte[] filled(int n, int value) {
        byte[] b = new byte[n];
        Arrays.fill(b, (byte) value);
        return b;
    }
}
