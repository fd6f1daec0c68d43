package dev.kingme.rules;

/** A decision the rules do not allow now, with the reason. */
public final class IllegalDecisionException extends IllegalArgumentException {
    public IllegalDecisionException(String reason) {
        super(reason);
    }
}
