package dev.kingme.rules.character;

import dev.kingme.rules.Rules.TypedExample;
import dev.kingme.rules.character.PowerSpec.Window;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A character's card for rules pages, made from its definition: each power with what it costs, when it may be
 * used and what it does, the traits that act without a decision, and the ways the character wins. A character
 * file's powers give their blocks (the decision's windows, the wins); a built-in power class gives its title,
 * cost, words and examples.
 */
public final class CharacterCards {
    private CharacterCards() {
    }

    /** Whether a power is a decision its owner takes or a trait that acts by itself. */
    public enum Kind {
        DECISION, TRAIT
    }

    /**
     * One power on a card.
     *
     * @param title     its name in the character's list
     * @param terms     its cost and when, as the list writes them ({@code 3 pennies}), or null
     * @param cost      what it costs each time, in words ({@code 3 pennies}, {@code 1 arrow}), or null for nothing
     * @param when      when it may be used, in words, or null for a trait
     * @param summary   what it does in a few words, or null when its title says it
     * @param kind      a decision or a trait
     * @param typed     how its decisions are typed, each with what it does
     * @param answers   how the opponent answers it, if they can ({@code resist-charm 10})
     * @param wins      how it wins the game at once, in words, or null
     */
    public record PowerCard(String title, String terms, String cost, String when, String summary, Kind kind,
            List<TypedExample> typed, List<TypedExample> answers, String wins) {
        public PowerCard {
            typed = List.copyOf(typed);
            answers = List.copyOf(answers);
        }
    }

    /** A character's card: its id, title, the set it is listed with, whether a file wrote it, and its powers. */
    public record Card(String id, String title, Hero.Sets set, boolean fromFile, List<PowerCard> powers) {
        public Card {
            powers = List.copyOf(powers);
        }

        /** The powers that are decisions. */
        public List<PowerCard> decisions() {
            return powers.stream().filter(p -> p.kind() == Kind.DECISION).toList();
        }

        /** The powers that act without a decision. */
        public List<PowerCard> traits() {
            return powers.stream().filter(p -> p.kind() == Kind.TRAIT).toList();
        }

        /** The ways it wins at once, each after the title of the power that gives it ({@code Loot!: you win ...}). */
        public List<String> wins() {
            return powers.stream().filter(p -> p.wins() != null).map(p -> p.title() + ": " + p.wins()).toList();
        }
    }

    /** The cards of every character of {@code set} in the current cast, in listing order. */
    public static List<Card> of(Hero.Sets set) {
        List<Card> out = new ArrayList<>();
        for (Hero h : Hero.of(set)) {
            out.add(card(h));
        }
        return out;
    }

    /** The card of {@code hero}. */
    public static Card card(Hero hero) {
        List<PowerCard> powers = new ArrayList<>();
        for (Power p : hero.powers()) {
            boolean decides = !p.acts().isEmpty();
            powers.add(new PowerCard(p.title(), p.terms(), p.cost() > 0 ? p.costWords() : null, decides ? when(p) : null, p.summary(),
                    decides ? Kind.DECISION : Kind.TRAIT, p.examples(), p.answerExamples(), wins(p)));
        }
        return new Card(hero.id(), hero.title(), hero.set(), Cast.current().fromFile(hero.id()), powers);
    }

    /** When a power's decision may be made: its blocks' windows, else its class's words, else its list's, else its example's. */
    static String when(Power p) {
        if (p.spec() != null && p.spec().act() != null) {
            List<String> words = new ArrayList<>();
            for (Window w : p.spec().act().windows()) {
                words.add(words(w));
            }
            return String.join("; or ", words);
        }
        if (p.cardWhen() != null) {
            return p.cardWhen();
        }
        if (p.when() != null) {
            return yourTurn(p.when());
        }
        for (TypedExample e : p.examples()) {
            String m = e.meaning();
            int colon = m.indexOf(':');
            int comma = m.indexOf(", ");
            if (colon > 0 && comma > 0 && comma < colon) {
                return yourTurn(m.substring(comma + 2, colon));
            }
        }
        return "in your turn";
    }

    /** "in your turn, instead of moving" for words that say what the move is replaced by, or done before. */
    private static String yourTurn(String when) {
        return when.matches("(instead|before|after your).*") ? "in your turn, " + when : when;
    }

    /** A decision window in words, said from its owner's side: those of its own turn begin "in your turn". */
    static String words(Window w) {
        String words = windowWords(w);
        return words.startsWith("in ") || words.startsWith("at ") || words.startsWith("right ") ? words : "in your turn, " + words;
    }

    /** How a power wins the game at once, in words, or null. */
    static String wins(Power p) {
        if (p.spec() != null) {
            List<String> words = new ArrayList<>();
            for (PowerSpec.Win w : p.spec().wins()) {
                if (w instanceof PowerSpec.Win.ResourceAtLeast r) {
                    words.add(r.atLeast() + " or more " + resource(r.resource(), r.atLeast())
                            + (r.resource() == PowerSpec.Resource.POOL_PENNIES ? "" : " in your purse"));
                } else if (w instanceof PowerSpec.Win.LdAtLeast l) {
                    words.add("an LD of " + l.atLeast() + " or more");
                } else if (w instanceof PowerSpec.Win.JumpsInAMove j) {
                    words.add(j.jumps() + " jumps or more in one move");
                }
            }
            return words.isEmpty() ? null : "you win at once with " + String.join(", or with ", words);
        }
        int pennies = p.pennyVictory();
        return pennies > 0 ? "you win at once with " + pennies + " or more pennies in your purse" : null;
    }

    private static String resource(PowerSpec.Resource r, int n) {
        String word = r.name().toLowerCase(Locale.ROOT).replace('_', ' ');
        return n == 1 && word.endsWith("s") ? word.substring(0, word.length() - 1) : word;
    }

    /** A decision window in words, as refusals say it. */
    public static String windowWords(PowerSpec.Window w) {
        return switch (w) {
            case INSTEAD_OF_MOVING -> "instead of moving";
            case BEFORE_MOVING -> "before moving";
            case INSTEAD_OF_A_JUMP -> "instead of a jump";
            case INSTEAD_OF_THE_FIRST_JUMP -> "instead of the first jump of the turn";
            case WHEN_JUMPED -> "in the opponent's turn, right after one of your pieces is jumped";
            case WHEN_CAPTURED -> "in the opponent's turn, when one of your checkers is about to be captured";
            case START_OF_EITHER_TURN -> "at the start of a turn, yours or the opponent's";
            case START_OF_OPPONENTS_TURN -> "at the start of the opponent's turn";
            case END_OF_TURN -> "at the end of your turn";
            case AFTER_CROWNING -> "right after one of your men is crowned";
            case AFTER_A_JUMP -> "right after a jump of yours, in the middle of your move";
        };
    }
}
