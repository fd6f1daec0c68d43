package dev.kingme.app.command;

import static dev.kingme.app.command.PlayCommandTest.play;
import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.app.terminal.BoardText;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code play --game fantasy-rpg}: characters chosen with {@code --black} and {@code --white}, powers typed
 * like moves, every die roll printed as it happens, and a reaction asked of the side whose turn it is not.
 */
class FantasyPlayTest {
    /** Black's Mage takes three checkers (three levels, three pennies); White steps next to another. */
    private static final String[] MAGE = {"--game", "fantasy-rpg", "--black", "mage", "--white", "cleric", "--fen",
        "B:W8,15,22,27,28:B1,4"};
    private static final String MAGE_MOVES = "4x11x18x25\n27-24\n";

    /** White's Cleric takes three checkers (three pennies); then Black must jump the Cleric's checker on 8. */
    private static final String[] CLERIC = {"--game", "fantasy-rpg", "--black", "ranger", "--white", "cleric", "--fen",
        "W:W29,32:B3,11,18,25"};
    private static final String CLERIC_MOVES = "29x22x15x8\n3x12\n";

    private static final Pattern ROLL = Pattern.compile(
            "chance: d6 [1-6]\n  White's saving throw for (\\d+) against \\d wounds? needs 4 or more: rolled [1-6][^\n]*(saved|failed)");

    private static String[] with(String[] args, String... more) {
        String[] out = new String[args.length + more.length];
        System.arraycopy(args, 0, out, 0, args.length);
        System.arraycopy(more, 0, out, args.length, more.length);
        return out;
    }

    @Test
    void theCharactersAreChosenByFlagAndTheStatusShowsLevelsAndPennies() {
        Run r = play("quit\n", "--game", "fantasy-rpg", "--black", "mage", "--white", "cleric");
        assertThat(r.exit()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).contains("Options: black=mage, white=cleric,", "Move 1: Black to move (main window).",
                "Black (Arcane Mage): level 0, LD 0, pool 0, pennies 0\n",
                "White (Stalwart Cleric): level 0, LD 0, pool 0, pennies 0\n", "Black to move> ");
    }

    @Test
    void theCharacterFlagsAreRefusedWhereTheyMeanNothingOrContradictAnOption() {
        Run american = play("quit\n", "--black", "mage");
        assertThat(american.exit()).isNotZero();
        assertThat(american.out()).isEmpty();
        assertThat(american.err()).contains("--black mage: american has no characters to choose;"
                + " --black chooses a side's character in fantasy-rpg, schlock-mercenary").doesNotContain("Exception");
        Run unknown = play("quit\n", "--game", "fantasy-rpg", "--white", "wizard");
        assertThat(unknown.exit()).isNotZero();
        // Either set's characters may play in either game.
        assertThat(unknown.err()).contains("--white: option white must be one of none, ranger, cleric, bard, thief,"
                + " fighter, mage, schlock, tagon, breya, kevyn, ennesby, thurl, chvorthq, fobius, dertrihs, bunnigus,"
                + " not 'wizard'");
        Run both = play("quit\n", "--game", "fantasy-rpg", "--black", "mage", "--option", "black=bard");
        assertThat(both.exit()).isNotZero();
        assertThat(both.err()).contains("--black and --option black=bard both set black");
    }

    @Test
    void aSpellIsTypedByItsTextAndEverySavingThrowItCausesIsPrinted() {
        Run r = play(MAGE_MOVES + "fireball 24\nquit\n", with(MAGE, "--seed", "5"));
        assertThat(r.exit()).isZero();
        assertThat(r.out()).contains("Black (Arcane Mage): level 3, LD +3, pool 3, pennies 3\n",
                "White (Stalwart Cleric): level 0, LD -3, pool 0, pennies 0\n", "5. fireball 24",
                "6. magic-missile 24", "Black to move> fireball 24\n", "  Black casts Fireball at 24\n",
                "  Black loses 3 pennies (now 0)\n");
        // Two saving throws: the target's against two wounds, then its neighbour's on 28 against one.
        String after = r.out().substring(r.out().indexOf("Black to move> fireball 24"));
        Matcher m = ROLL.matcher(after);
        assertThat(m.find()).as("a roll in %s", after).isTrue();
        assertThat(m.group(1)).isEqualTo("24");
        assertThat(after).contains("White's saving throw for 24 against 2 wounds needs 4 or more: rolled 5, LD -3 makes 2:"
                + " failed, 24 takes 2 wounds");
        assertThat(m.find()).as("a second roll in %s", after).isTrue();
        assertThat(m.group(1)).isEqualTo("28");
        assertThat(after).containsPattern("White's saving throw for 28 against 1 wound needs 4 or more: rolled [1-6], LD -[34]")
                .containsPattern("Black \\(Arcane Mage\\): level [34], LD \\+[34], pool [34], pennies [01]\n")
                .contains("White to move> ");
        // The same seed rolls the same dice.
        assertThat(play(MAGE_MOVES + "fireball 24\nquit\n", with(MAGE, "--seed", "5")).out()).isEqualTo(r.out());
    }

    /**
     * Undo is never a way to roll again: a Fireball taken back and cast anew meets the dice it met the first
     * time, with a seed or without one.
     */
    @Test
    void aFireballTakenBackAndCastAgainMeetsTheSameDice() {
        for (String[] args : List.of(MAGE, with(MAGE, "--seed", "5"))) {
            Run r = play(MAGE_MOVES + "fireball 24\nundo\nfireball 24\nundo\nfireball 24\nquit\n", args);
            String[] casts = r.out().split("Black to move> fireball 24\n");
            assertThat(casts).hasSize(4);
            List<String> first = rolls(casts[1]);
            assertThat(first).hasSizeGreaterThanOrEqualTo(2);
            assertThat(rolls(casts[2])).isEqualTo(first);
            assertThat(rolls(casts[3])).isEqualTo(first);
        }
    }

    /** The dice lines ("chance: d6 4", "White rolls 4, ...") of {@code text}, in order. */
    private static List<String> rolls(String text) {
        List<String> out = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (line.startsWith("chance: ") || line.contains(" rolled ")) {
                out.add(line);
            }
        }
        return out;
    }

    @Test
    void rollsArePrintedWithoutASeedToo() {
        Run fire = play(MAGE_MOVES + "5\nquit\n", MAGE);
        assertThat(fire.out()).contains("Black to move> fireball 24\n", "Black casts Fireball at 24")
                .containsPattern(ROLL);
    }

    @Test
    void cureCriticalWoundsIsOfferedToTheClericInTheOpponentsTurn() {
        Run r = play(CLERIC_MOVES + "cure-critical-wounds 8\nquit\n", CLERIC);
        assertThat(r.exit()).isZero();
        assertThat(r.out()).contains("White (Stalwart Cleric): level 3, LD +3, pool 3, pennies 3\n",
                "Black to move> 3x12\n",
                "Move 2: White to react (reaction window, in Black's turn).",
                "White may react in Black's turn (piece on 8): cure-critical-wounds 8 or pass.",
                "Choices: 1. cure-critical-wounds 8  2. pass\n",
                "White to react> cure-critical-wounds 8\n",
                "  White casts Cure Critical Wounds: 8 is not captured, and White will pass the next turn\n",
                "  White passes this turn (Cure Critical Wounds)\n",
                "White (Stalwart Cleric): level 3, LD +3, pool 3, pennies 0\n");
        // The checker on 8 is still there, and Black moves again.
        String last = r.out().substring(r.out().lastIndexOf("┌"));
        assertThat(last).contains("│  5       6       7       ○     │", "Move 3: Black to move (main window).");
    }

    /**
     * The record reads as people read it: moves in pairs, a spell by its title with the dice it caused folded
     * in, the same text in the saved record's "text"; the typed record ("fireball 24", "chance: d6 5") is
     * the one read back.
     */
    @Test
    void theRecordNumbersMovesInPairsAndFoldsASpellsDiceIntoIt(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("fire.json");
        Run r = play(MAGE_MOVES + "fireball 24\nrecord\nsave " + file + "\nquit\n", with(MAGE, "--seed", "5"));
        assertThat(r.out()).contains("Move 2: Black to move (main window).", "> 1. 4x11x18x25 27-24\n2. Fireball 24 (rolls 5, 4)\n")
                .doesNotContain("chance: d6 5 ");
        String json = Files.readString(file);
        assertThat(json).contains("\"text\": \"1. 4x11x18x25 27-24 2. Fireball 24 (rolls 5, 4)\",")
                .contains("{\"act\":\"fireball\",\"squares\":[");
        assertThat(play("load " + file + "\nrecord\nquit\n", "--game", "fantasy-rpg").out())
                .contains("(3 moves)", "> 1. 4x11x18x25 27-24\n2. Fireball 24 (rolls 5, 4)\n");
    }

    /** A reaction declined is left out of the record; a game begun with White to move numbers it 1... as PDN does. */
    @Test
    void theRecordLeavesOutAReactionDeclined() {
        Run r = play(CLERIC_MOVES + "pass\nrecord\nquit\n", CLERIC);
        assertThat(r.out()).contains("White to react> pass\n", "> 1... 29x22x15x8\n2. 3x12\n");
    }

    @Test
    void theClericMayPassAndTheCheckerIsTaken() {
        Run r = play(CLERIC_MOVES + "2\nquit\n", CLERIC);
        assertThat(r.out()).contains("White to react> pass\n", "Black (Demented Ranger): level 1, LD -2, pool 1\n",
                "Move 2: White to move (main window).");
        String last = r.out().substring(r.out().lastIndexOf("┌"));
        assertThat(last).contains("│  5       6       7       8     │");
    }

    @Test
    void leapAndStabIsAChoiceOfItsOwnWithinTheMoveAndTheWoundShowsOnTheBoard(@TempDir Path dir) {
        Path file = dir.resolve("stab.json");
        String[] ranger = {"--game", "fantasy-rpg", "--black", "ranger", "--fen", "B:W9,18,27,31:B5"};
        Run r = play("5x14x23\npass\nundo\nstab 27\n23x32\nsave " + file + "\nquit\n", ranger);
        assertThat(r.out()).contains("Choices: 1. 5x14x23\n", "Move 1: Black to decide (reaction window).",
                "Black decides within its move (piece on 23; 1 left): stab 27 or pass.",
                "Choices: 1. stab 27  2. pass\n", "Black to decide> pass\n", "took back Black's pass",
                "Black to decide> stab 27\n", "  Leap & Stab: 27 takes a wound\n", "  27 is wounded\n",
                "│     25      26       ○w     28 │", BoardText.LEGEND + "  w wounded (face down)\n",
                "Black to go on capturing> 23x32\n", "Black (Demented Ranger): level 3, LD +3, pool 3\n",
                "saved to " + file).doesNotContain("! ");
        Run loaded = play("load " + file + "\nundo\nundo\nquit\n");
        assertThat(loaded.out()).contains("loaded game 1 of " + file + " (3 moves)", "took back Black's 23x32",
                "took back Black's stab 27");
    }

    @Test
    void aPowerThatIsNotLegalIsRefusedWithTheReason() {
        Run r = play("fireball 19\ncure-critical-wounds 9\npass\nbackstab 22\n11-15\nquit\n", "--game", "fantasy-rpg");
        assertThat(r.exit()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).contains(
                "! \"fireball 19\" is not legal here: fireball is a power of the Arcane Mage; Black plays no character\n",
                "! \"cure-critical-wounds 9\" is not legal here: cure-critical-wounds is a power of the Stalwart Cleric; Black"
                        + " plays no character",
                "! there is nothing to decline or stop now: 7 choices, none of them pass",
                "! \"backstab 22\" is not legal here: backstab is a power of the Demented Ranger",
                "Black to move> 11-15\n").doesNotContain("Exception", "\tat ");
        Run mage = play("fireball 24\nquit\n", "--game", "fantasy-rpg", "--black", "mage");
        assertThat(mage.out()).contains("! \"fireball 24\" is not legal here: Fireball costs 3 pennies; Black has none");
        Run reacting = play(CLERIC_MOVES + "12-16\nquit\n", CLERIC);
        assertThat(reacting.out()).contains("! \"12-16\" is not legal here: White must first decide whether to cast"
                + " Cure Critical Wounds on 8 (or pass)");
    }

    @Test
    void aBentJumpIsTypedAsListedAndPenniesShowOnTheFightersCheckers() {
        Run r = play("4x11\n14-10\n6x14(10)\nquit\n", "--game", "fantasy-rpg", "--black", "fighter", "--fen",
                "B:W8,14:B4,6");
        assertThat(r.out()).contains("│  5       ●1      7       ○     │", "  1-7 pennies on the piece\n",
                "Black (Smart Fighter): level 1, LD +1, pool 1\n",
                "Choices: 1. 6x7(10)  2. 6x14(10)  3. 6x15\n", "Black to move> 6x14(10)\n",
                "│ 13       ●1     15      16     │", "Game over: 1-0");
        Run wrong = play("4x11\n14-10\n6x18(10)\nquit\n", "--game", "fantasy-rpg", "--black", "fighter", "--fen",
                "B:W8,14:B4,6");
        assertThat(wrong.out()).contains("! \"6x18(10)\" is not a legal choice here");
    }

    @Test
    void aGameStoppedForAReactionIsSavedAndLoadedBackThere(@TempDir Path dir) {
        Path file = dir.resolve("cure.json");
        Run saved = play(CLERIC_MOVES + "save " + file + "\nquit\n", CLERIC);
        assertThat(saved.out()).contains("saved to " + file);
        Run loaded = play("load " + file + "\n1\nundo\npass\nsave " + file + " replace\nquit\n", "--game", "american");
        assertThat(loaded.out()).contains("loaded game 1 of " + file + " (2 moves)",
                "Move 2: White to react (reaction window, in Black's turn).",
                "Choices: 1. cure-critical-wounds 8  2. pass\n", "White to react> cure-critical-wounds 8\n",
                "took back White's cure-critical-wounds 8", "White to react> pass\n", "saved to " + file);
        // The reaction is White's in the record too: loaded again, undo takes it back as White's.
        Run again = play("load " + file + "\nundo\nquit\n");
        assertThat(again.out()).contains("loaded game 1 of " + file + " (3 moves)", "took back White's pass",
                "White to react> ");
    }

    /**
     * "help" lists this game's own choices as typed (the two characters' powers, and the answers they ask
     * for), not other games' (huff, pawn, swap); "powers" prints each side's powers in full, where "kingme
     * games" cuts them at the colon; a game without characters says it has none.
     */
    @Test
    void helpListsThisGamesPowersAndPowersPrintsThemInFull() {
        Run r = play("help\npowers\nquit\n", "--game", "fantasy-rpg", "--black", "mage", "--white", "bard");
        String help = r.out().substring(r.out().indexOf("Black to move> Type"), r.out().indexOf("Commands (in any case)"));
        assertThat(help).contains("In fantasy-rpg also:\n", "  fireball 19  ", "  magic-missile 23  ", "  charm 10  ",
                "  illusion 17  ", "  disbelieve 17  ", "  resist-charm 10  ", "  pass  ")
                .doesNotContain("huff", "pawn", "swap", "cycle", "backstab", "plasma-cannon");
        assertThat(r.out()).contains("  powers         each side's character and its powers in full",
                "Black to move> Black (Arcane Mage):\n  Spellcaster: a penny for every level gained; one spell instead of"
                        + " moving\n  Fireball (3 pennies): along a clear diagonal, 2 wounds to an enemy and 1 to every"
                        + " checker around it, each saving for 1 less\n",
                "White (Bard):\n  Spellcaster: ");
        Run plain = play("help\npowers\nquit\n");
        assertThat(plain.out()).doesNotContain(" also:").contains("! american has no characters: 'moves' lists the choices");
        Run huffing = play("help\nquit\n", "--huffing");
        assertThat(huffing.out()).contains("In american also:\n  huff 22  huff: remove the piece on 22");
    }

    /**
     * A capture typed whole past the point where the move stops to ask something (where Leap & Stab's
     * wounds go) is refused with why, and with what to type first.
     */
    @Test
    void aCaptureTypedPastLeapAndStabSaysWhereTheMoveStops() {
        Run r = play("3x10x17x26\n3x10x17\nquit\n", "--game", "fantasy-rpg", "--black", "ranger", "--fen",
                "B:W7,14,22,21,32:B3");
        assertThat(r.out()).contains("! \"3x10x17x26\" is more than one choice: the move stops after 3x10x17, where Black"
                + " is asked where Leap & Stab's wounds go (stab a square next to 17, or pass); type 3x10x17 (or 1)"
                + " first, then the rest\n", "Choices: 1. stab 21  2. stab 22  3. pass");
    }
}
