package dev.kingme.engine.egdb;

/** Growable lists of ints, one per depth: the retrograde solver's work queue, taken in order of depth. */
final class Buckets {
    private int[][] lists = new int[Value.MAX_PLIES + 2][];
    private final int[] sizes = new int[Value.MAX_PLIES + 2];

    void add(int depth, int entry) {
        if (depth > Value.MAX_PLIES) {
            throw new IllegalStateException("a result of more than " + Value.MAX_PLIES + " plies does not fit a byte");
        }
        int[] l = lists[depth];
        if (l == null) {
            l = new int[1024];
            lists[depth] = l;
        } else if (sizes[depth] == l.length) {
            l = java.util.Arrays.copyOf(l, l.length + (l.length >> 1));
            lists[depth] = l;
        }
        l[sizes[depth]++] = entry;
    }

    int size(int depth) {
        return sizes[depth];
    }

    /** The list of {@code depth}; only its first {@link #size} entries count, and it may grow while read. */
    int get(int depth, int i) {
        return lists[depth][i];
    }

    /** Lets go of a depth that has been worked through. */
    void drop(int depth) {
        lists[depth] = null;
        sizes[depth] = 0;
    }
}
