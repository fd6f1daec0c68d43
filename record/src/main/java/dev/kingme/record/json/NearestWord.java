package dev.kingme.record.json;

import java.util.List;

/**
 * The word a misspelt one was probably meant to be, for "did you mean" in what to write instead: the allowed
 * word fewest single-character edits away (insertions, deletions, substitutions, swaps of neighbours), when it
 * is near enough to be a slip of the hand rather than another word.
 */
public final class NearestWord {
    private NearestWord() {
    }

    /** The allowed word nearest {@code word}, or null when none is near: at most a third of its letters off (1 for short words). */
    public static String to(String word, List<String> allowed) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String a : allowed) {
            int d = distance(word, a);
            if (d < bestDistance) {
                best = a;
                bestDistance = d;
            }
        }
        int near = Math.max(1, Math.min(word.length(), best == null ? 0 : best.length()) / 3);
        return best != null && bestDistance <= near && bestDistance > 0 ? best : null;
    }

    /** {@code did you mean "cost"? } followed by {@code otherwise}, or {@code otherwise} alone when no word is near. */
    public static String suggest(String word, List<String> allowed, String otherwise) {
        String near = to(word, allowed);
        return near == null ? otherwise : "did you mean " + JsonWriter.write(near) + "? Otherwise " + otherwise;
    }

    /** Edits from {@code a} to {@code b}, a swap of neighbouring characters counting one (optimal string alignment). */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
