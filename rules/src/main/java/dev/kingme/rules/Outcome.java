package dev.kingme.rules;

/**
 * One result of a chance event, with its probability: a die face, a coin side. The match runner picks one
 * with its own seeded generator and records it, so the state never holds a random generator.
 */
public record Outcome(String label, int value, double probability) {
    public Outcome {
        if (!(probability > 0 && probability <= 1)) {
            throw new IllegalArgumentException("probability must be in (0, 1], got " + probability);
        }
    }

    /** The six faces of a die, 1/6 each. */
    public static java.util.List<Outcome> d6(String what) {
        java.util.List<Outcome> faces = new java.util.ArrayList<>();
        for (int f = 1; f <= 6; f++) {
            faces.add(new Outcome(what + " " + f, f, 1.0 / 6));
        }
        return java.util.List.copyOf(faces);
    }
}
