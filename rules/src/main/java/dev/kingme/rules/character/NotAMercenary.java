package dev.kingme.rules.character;

/** Ennesby's note that he is no mercenary: no pennies for jumps, no penny victory (the line in his list). */
final class NotAMercenary extends Power {
    NotAMercenary() {
        super("Not a mercenary", 0, null, "no pennies for jumps, no penny victory",
                "He is not a mercenary. He likes being a well-armed civilian, thank you very much.");
    }

    @Override
    boolean neutralizable() {
        return false;
    }
}
