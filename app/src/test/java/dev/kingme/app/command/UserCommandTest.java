package dev.kingme.app.command;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.app.account.AccountException;
import dev.kingme.app.account.Accounts;
import dev.kingme.app.store.GameStore;
import java.nio.file.Path;
import java.time.Clock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code kingme user}: the operator lists accounts, resets a password (printed once) and disables an account. */
class UserCommandTest {
    @TempDir
    Path data;

    @Test
    void listResetDisableEnable() {
        try (GameStore store = GameStore.open(GameStore.h2Url(data), null, null)) {
            new Accounts(store.accounts(), Clock.systemUTC()).signUp("Ann", "the first password");
        }
        String dir = data.toString();
        Run list = Run.of("user", "list", "--data", dir);
        assertThat(list.exit()).isZero();
        assertThat(list.out()).contains("Ann  since ");

        Run reset = Run.of("user", "reset-password", "ann", "--data", dir);
        assertThat(reset.exit()).isZero();
        String fresh = reset.out().replaceAll("(?s).*new password for ann: (\\S+).*", "$1");
        assertThat(fresh).hasSizeGreaterThan(10).doesNotContain(" ");

        assertThat(Run.of("user", "disable", "Ann", "--data", dir).out()).contains("Ann is disabled");
        assertThat(Run.of("user", "list", "--data", dir).out()).contains("Ann  (disabled)");
        try (GameStore store = GameStore.open(GameStore.h2Url(data), null, null)) {
            Accounts accounts = new Accounts(store.accounts(), Clock.systemUTC());
            org.junit.jupiter.api.Assertions.assertThrows(AccountException.class, () -> accounts.logIn("Ann", fresh, "1.2.3.4"));
        }
        assertThat(Run.of("user", "enable", "Ann", "--data", dir).out()).contains("Ann is enabled again");
        try (GameStore store = GameStore.open(GameStore.h2Url(data), null, null)) {
            assertThat(new Accounts(store.accounts(), Clock.systemUTC()).logIn("Ann", fresh, "1.2.3.4").player().name())
                    .isEqualTo("Ann");
        }
    }

    @Test
    void mistakesAreSaid() {
        Run unknown = Run.of("user", "reset-password", "nobody", "--data", data.toString());
        assertThat(unknown.exit()).isEqualTo(1);
        assertThat(unknown.err()).contains("no player named 'nobody'");
        Run missing = Run.of("user", "disable", "--data", data.toString());
        assertThat(missing.exit()).isNotZero();
        assertThat(missing.err()).contains("disable needs the player's NAME");
        assertThat(Run.of("user", "rename", "x", "--data", data.toString()).err()).contains("unknown action 'rename'");
    }
}
