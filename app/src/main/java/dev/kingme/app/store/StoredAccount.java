package dev.kingme.app.store;

import java.time.Instant;

/** An account as stored: its name as typed, its password's Argon2id hash, and whether an operator disabled it. */
public record StoredAccount(long id, String name, String passwordHash, Instant createdAt, Instant disabledAt) {
    /** True when an operator disabled it: it may not log in. */
    public boolean disabled() {
        return disabledAt != null;
    }
}
