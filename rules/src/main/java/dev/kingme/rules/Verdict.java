package dev.kingme.rules;

/** How a game ended: the winner, or none for a draw, and why. */
public record Verdict(Player winner, String reason) {
    public static Verdict win(Player winner, String reason) {
        return new Verdict(winner, reason);
    }

    public static Verdict draw(String reason) {
        return new Verdict(null, reason);
    }

    public boolean isDraw() {
        return winner == null;
    }

    /** PDN's result token (1-0: Black won). */
    public String pdn() {
        return winner == null ? "1/2-1/2" : winner == Player.BLACK ? "1-0" : "0-1";
    }
}
