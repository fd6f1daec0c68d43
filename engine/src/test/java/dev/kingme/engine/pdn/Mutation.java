package dev.kingme.engine.pdn;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * A small random edit of a text, for fuzzing readers with input that is nearly valid: real records with
 * a character inserted, deleted, replaced, or a stretch copied elsewhere.
 */
public record Mutation(int kind, int at, int to, char c) {
    /** Characters that mean something to PDN or FEN readers, plus a few awkward ones. */
    public static final String ALPHABET = "{}()[];\"\\%$!?xX-:,./*0123456789 \n\r\tKkBbWwaz\u00a0\uFEFF\u00bd\u0663";

    public static Arbitrary<Mutation> any() {
        return Combinators.combine(Arbitraries.integers().between(0, 3),
                Arbitraries.integers().between(0, Integer.MAX_VALUE),
                Arbitraries.integers().between(0, Integer.MAX_VALUE),
                Arbitraries.of(ALPHABET.toCharArray())).as(Mutation::new);
    }

    /** {@code text} with this edit made; positions wrap round the text's length. */
    public String apply(String text) {
        int n = text.length();
        int i = n == 0 ? 0 : at % n;
        switch (kind) {
            case 0:
                return text.substring(0, i) + c + text.substring(i);
            case 1:
                return n == 0 ? text : text.substring(0, i) + text.substring(i + 1);
            case 2:
                return n == 0 ? String.valueOf(c) : text.substring(0, i) + c + text.substring(i + 1);
            default:
                int j = n == 0 ? 0 : to % n;
                String piece = text.substring(i, Math.min(n, i + 1 + to % 40));
                return text.substring(0, j) + piece + text.substring(j);
        }
    }
}
