package dev.kingme.engine.egdb;

/** Binomial coefficients C(n, k) for n up to 32, from a table (indexing uses them for every position). */
final class Binomial {
    private static final long[][] TABLE = new long[33][33];

    static {
        for (int n = 0; n <= 32; n++) {
            TABLE[n][0] = 1;
            for (int k = 1; k <= n; k++) {
                TABLE[n][k] = TABLE[n - 1][k - 1] + (k <= n - 1 ? TABLE[n - 1][k] : 0);
            }
        }
    }

    private Binomial() {
    }

    /** C(n, k), 0 when k is out of 0..n. */
    static long of(int n, int k) {
        return k < 0 || n < 0 || k > n ? 0 : TABLE[n][k];
    }
}
