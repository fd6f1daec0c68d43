package dev.kingme.app.command;

import static dev.kingme.app.command.PlayCommandTest.play;
import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.app.terminal.BoardText;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code play --game schlock-mercenary}: the ten characters' powers typed like moves, the terraport on the
 * board and in the status, the reactions asked of the side whose turn it is not (Nerves of Steel, a heal,
 * Thurl's question), and games that mix the two character sets.
 */
class SchlockPlayTest {
    /** Kevyn against Tagon from the start; seed 7 rolls a 3 for the first terraport. */
    private static final String[] KEVYN = {"--game", "schlock-mercenary", "--black", "kevyn", "--white", "tagon",
        "--seed", "7"};

    /**
     * Kevyn sets a terraport (seed 6 rolls a 6), White's Tagon earns a penny with a double jump, then Black must
     * jump Tagon's man on 14: Nerves of Steel is offered to White in Black's turn.
     */
    private static final String[] NERVES = {"--game", "schlock-mercenary", "--black", "kevyn", "--white", "tagon",
        "--seed", "6", "--fen", "B:W28,30,32:B3,7,10,17,25"};
    private static final String NERVES_MOVES = "terraport 3 15\n3-8\n30x21x14\n10x17\n";

    /** The board's last drawing in {@code out}, with what follows it. */
    private static String last(String out) {
        return out.substring(out.lastIndexOf("┌"));
    }

    @Test
    void theTerraportMarksItsPieceAndSquareAndTheStatusCountsItDown() {
        Run r = play("terraport 1 18\n9-13\n22-17\nterraport 5 14\n13x22\nquit\n", KEVYN);
        assertThat(r.exit()).isZero();
        assertThat(r.err()).isEmpty();
        String out = r.out();
        // Before the terraport: no markers, the statuses with pennies and the number that wins, and the 372
        // possible terraports as one item that keeps their numbers.
        String first = out.substring(0, out.indexOf("Black to move> terraport 1 18"));
        assertThat(first).contains("Black (Commander Kevyn): pool 0, pennies 0 (5 to win)\n",
                "White (Captain Tagon): pool 0, pennies 0 (3 to win)\n",
                "Choices: 1. 9-13  2. 9-14  3. 10-14  4. 10-15  5. 11-15  6. 11-16  7. 12-16\n"
                        + "         8-379. terraport 1 2 ... terraport 12 32 (372 choices; 'moves' lists them)\n")
                .doesNotContain("terraporting", "destination", "level", "LD");
        assertThat(out).contains("Black to move> terraport 1 18\n",
                "  Terraport: a dime on 1 and a dime on 18; Black rolls the die\n", "chance: d6 3\n",
                "  Black rolls 3 for the terraport: 1 moves to 18 when the die runs out\n",
                // the piece carries a t, the empty destination a star, and the legend names both
                "│      ●t      ●       ●       ● │", "│     17      18*     19      20 │",
                BoardText.LEGEND + "\nt terraporting piece  * terraport destination\n",
                "Black (Commander Kevyn): pool 0, pennies 0 (5 to win), terraport 1 to 18 in 3 turns\n",
                // a pip at the start of each turn, either side's
                "White to move> 22-17\n  Terraport: 1 turn until 1 moves to 18\n",
                "Black (Commander Kevyn): pool 0, pennies 0 (5 to win), terraport 1 to 18 in 2 turns\n",
                "Black (Commander Kevyn): pool 0, pennies 0 (5 to win), terraport 1 to 18 in 1 turn\n",
                // a capture is still mandatory with the terraport under way
                "A capture is mandatory.\nChoices: 1. 13x22\n",
                "! \"terraport 5 14\" is not legal here: a terraport is already under way (one at a time)\n",
                "Black to move> 13x22\n  Terraport: 1 arrives on 18\n");
        // Once it has arrived the markers and the countdown are gone; the piece stands on 18.
        String after = last(out);
        assertThat(after).contains("│      1       ●       ●       ● │", "│     17       ●      19      20 │",
                "Black (Commander Kevyn): pool 1, pennies 0 (5 to win)\n", "Move 2: White to move (main window).")
                .doesNotContain("terraport", "*");
    }

    @Test
    void nervesOfSteelIsOfferedToTagonInBlacksTurnAndAnsweredAtTheReactPrompt() {
        Run r = play(NERVES_MOVES + "nerves-of-steel 14\nquit\n", NERVES);
        assertThat(r.exit()).isZero();
        assertThat(r.out()).contains("White to move> 30x21x14\n",
                "  Mercenary: White earns 1 penny for 2 jumps in one move\n", "  White gains 1 penny (now 1)\n",
                "  Terraport: 4 turns until 8 moves to 15\n",
                "White (Captain Tagon): pool 2, pennies 1 (3 to win)\n",
                "Black to move> 10x17\n",
                "Move 2: White to react (reaction window, in Black's turn).",
                "Jumped so far, leaving the board when the capture ends: 14.",
                "White may react in Black's turn (piece on 14): nerves-of-steel 14 or pass.\n",
                "White is asked whether Nerves of Steel keeps 14 (a penny, or pass).\n",
                "Choices: 1. nerves-of-steel 14  2. pass\n",
                "White to react> nerves-of-steel 14\n  White loses 1 penny (now 0)\n"
                        + "  Nerves of Steel: 14 is not captured, and may not be jumped again this turn\n"
                        + "  14 is not taken\n  Terraport: 3 turns until 8 moves to 15\n");
        // Tagon's man is still on 14, the terraport still under way, and White moves.
        String after = last(r.out());
        assertThat(after).contains("│  5       6       ●       ●t    │", "│ 13       ○      15*     16     │",
                "Black (Commander Kevyn): pool 0, pennies 0 (5 to win), terraport 8 to 15 in 3 turns\n",
                "White (Captain Tagon): pool 2, pennies 0 (3 to win)\n", "Move 2: White to move (main window).",
                "Choices: 1. 14-9  2. 14-10  3. 28-24  4. 32-27\n");
    }

    @Test
    void aMixedGameShowsLevelsAndOffersTheDoctorsHealAtTheStartOfTheOpponentsTurn() {
        // Black's Mage takes one checker; White's Dr. Bunnigus earns her second penny with a double jump.
        Run r = play("11x18\n26x17x10\nheal 29\nquit\n", "--game", "schlock-mercenary", "--black", "mage", "--white",
                "bunnigus", "--fen", "B:W15,26,31:B1,11,14,22");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).contains("Options: black=mage, white=bunnigus,",
                "Black (Arcane Mage): level 0, LD 0, pool 0, pennies 0\n",
                "White (Dr. E. Bunnigus): level 0, LD 0, pool 0, pennies 1 (5 to win)\n",
                "Black (Arcane Mage): level 1, LD +1, pool 1, pennies 1\n",
                "  Mercenary: White earns 1 penny for 2 jumps in one move\n",
                "Move 2: White to react (reaction window, in Black's turn).",
                "White (Dr. E. Bunnigus): level 2, LD +1, pool 2, pennies 2 (5 to win)\n",
                "White may react in Black's turn: heal 29, heal 30, heal 32 or pass.\n",
                "White is asked whether to heal a captured checker (heal and a square, for 2\n  pennies, or pass).\n",
                "Choices: 1. heal 29  2. heal 30  3. heal 32  4. pass\n",
                "White to react> heal 29\n  White loses 2 pennies (now 0)\n"
                        + "  Black loses 1 checker in the pool (now 0)\n"
                        + "  Medic!: White heals a captured checker onto 29\n");
        // The healed checker stands on 29; taking it out of Black's pool lowered Black's level.
        String after = last(r.out());
        assertThat(after).contains("│  ○      30       ○      32     │",
                "Black (Arcane Mage): level 0, LD -2, pool 0, pennies 1\n",
                "White (Dr. E. Bunnigus): level 2, LD +2, pool 2, pennies 0 (5 to win)\n",
                "Move 2: Black to move (main window).");
    }

    @Test
    void thurlsQuestionIsAnsweredByTheOpponentAndHisMiracleSkipsATurn() {
        Run asked = play("problem-solver\nsuggest 9-13\n11-15\nquit\n", "--game", "schlock-mercenary", "--black",
                "thurl", "--white", "schlock");
        assertThat(asked.out()).contains("Black (Master Sergeant Thurl): pool 0, pennies 2 (5 to win)\n",
                "White (Sergeant Schlock): pool 0, pennies 1 (5 to win)\n", "8. problem-solver\n",
                "Black to move> problem-solver\n  Black loses 1 penny (now 1)\n"
                        + "  Good Problem-solver: Black asks White for the best move\n",
                "Move 1: White to react (reaction window, in Black's turn).",
                "White may react in Black's turn: suggest 9-13, suggest 9-14, suggest 10-14,\n"
                        + "  suggest 10-15, suggest 11-15, suggest 11-16 or suggest 12-16.\n",
                "White is asked which move they think is Black's best (suggest and the move).\n",
                "White to react> suggest 9-13\n  White thinks Black's best move is 9-13\n",
                // Black moves as he likes; with one penny left no other turn is offered.
                "Black to move> 11-15\n", "Move 1: White to move (main window).");
        assertThat(asked.out()).doesNotContain("extra-turn", "! ");

        Run miracle = play("11-15\nextra-turn\nquit\n", "--game", "schlock-mercenary", "--black", "thurl", "--white",
                "tagon");
        assertThat(miracle.out()).contains("Move 1: Black to decide (reaction window).",
                "Black decides within its move: extra-turn or pass.\n",
                "Black is asked whether to take another turn (extra-turn for 2 pennies, or\n  pass).\n",
                "Black to decide> extra-turn\n  Black loses 2 pennies (now 0)\n"
                        + "  Works Miracles: Black takes another turn\n"
                        + "  White's turn is skipped: Black takes another turn\n",
                "Move 2: Black to move (main window).");
    }

    @Test
    void aPowerThatIsNotLegalIsRefusedWithTheReason() {
        Run r = play("extra-turn\nsuperior-tactician\nproblem-solver\nsuggest 9-13\nterraport 9 22\nplasma-cannon 22\n"
                + "11-15\nquit\n", "--game", "schlock-mercenary", "--black", "schlock", "--white", "thurl");
        assertThat(r.exit()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).contains(
                "! \"extra-turn\" is not legal here: extra-turn is a power of Master Sergeant Thurl; Black plays Sergeant"
                        + " Schlock\n",
                "! \"superior-tactician\" is not legal here: superior-tactician is a power of Admiral Breya; Black"
                        + " plays Sergeant Schlock\n",
                "! \"problem-solver\" is not legal here: problem-solver is a power of Master Sergeant Thurl; Black"
                        + " plays Sergeant Schlock\n",
                "! \"suggest 9-13\" is not legal here: a best move is suggested when Master Sergeant Thurl asks for"
                        + " one\n",
                "! \"terraport 9 22\" is not legal here: terraport is a power of Commander Kevyn; Black plays"
                        + " Sergeant Schlock\n",
                "! \"plasma-cannon 22\" is not legal here: the Plasma Cannon only aims at a piece one of your pieces"
                        + " could jump now, and 22 is not one\n",
                "Black to move> 11-15\n").doesNotContain("Exception", "\tat ");
        // In the middle of a reaction the reaction comes first.
        Run reacting = play(NERVES_MOVES + "14-9\nquit\n", NERVES);
        assertThat(reacting.out()).contains("! \"14-9\" is not legal here: White must first decide whether Nerves of"
                + " Steel keeps 14 (a penny, or pass)\n");
        // Ch'vorthq's bomb replaces the move, so not while a capture is to be taken.
        Run bomb = play("detonate 15\n11-15\n22-18\n15x22\ndetonate 26\nquit\n", "--game", "schlock-mercenary",
                "--white", "chvorthq");
        assertThat(bomb.out()).contains("! \"detonate 26\" is not legal here: a capture is available and must be taken:"
                + " the Biological Bomb cannot replace it\n", "Black to move> ! \"detonate 15\" is not legal here: detonate is a"
                + " power of Chef Ch'vorthq; Black plays no character\n");
    }

    @Test
    void theCannonTheMaserTheBombAndRegenerationSayWhatTheyDid() {
        // At the start of Schlock's turn Breya may neutralize him (his cannon could fire); she passes, and the
        // Plasma Cannon takes 18 instead of the jump.
        Run cannon = play("11-15\n22-18\npass\nplasma-cannon 18\nquit\n", "--game", "schlock-mercenary",
                "--black", "schlock", "--white", "breya");
        assertThat(cannon.out()).contains("Move 2: White to react (reaction window, in Black's turn).",
                "White is asked whether to neutralize Black's powers for this turn\n  (superior-tactician for a penny, or"
                        + " pass).\n",
                "A capture is mandatory.\nChoices: 1. 15x22  2. plasma-cannon 18\n",
                "Black to move> plasma-cannon 18\n  Black loses 1 penny (now 0)\n"
                        + "  Plasma Cannon: Black shoots 18; no more captures this turn\n  killed 18\n"
                        + "  Black gains 1 checker in the pool (now 1)\n",
                "Black (Sergeant Schlock): pool 1, pennies 0 (5 to win)\n");
        // Neutralized, the cannon is neither offered nor allowed that turn.
        Run neutral = play("11-15\n22-18\nsuperior-tactician\nplasma-cannon 18\nquit\n", "--game", "schlock-mercenary",
                "--black", "schlock", "--white", "breya");
        assertThat(neutral.out()).contains("White to react> superior-tactician\n  White loses 1 penny (now 0)\n"
                        + "  Superior Tactician: Black's powers do nothing this turn\n",
                "White (Admiral Breya): pool 0, pennies 0 (5 to win), Black's powers neutralized this turn\n",
                "A capture is mandatory.\nChoices: 1. 15x22\n",
                "! \"plasma-cannon 18\" is not legal here: Admiral Breya's Superior Tactician neutralized Black's powers for"
                        + " this turn\n");
        // The cannon takes White's last checker: the verdict, and the purses under it.
        Run won = play("plasma-cannon 18\nquit\n", "--game", "schlock-mercenary", "--black", "schlock", "--white",
                "tagon", "--fen", "B:W18:B1,14");
        assertThat(won.out()).contains("Game over: 1-0, White has no pieces left.\n"
                + "Black (Sergeant Schlock): pool 1, pennies 0 (5 to win)\nWhite (Captain Tagon): pool 0, pennies 0 (3 to win)\n",
                "game over> ");
        // Ch'vorthq earns a penny with a double jump; Ennesby's maser answers; then the bomb goes off on 28.
        Run maser = play("30x21x14\nmaser 10 14\ndetonate 28\nquit\n", "--game", "schlock-mercenary", "--black",
                "ennesby", "--white", "chvorthq", "--fen", "W:W28,30,31,32:B7,10,17,19,24,25");
        assertThat(maser.out()).contains("Black (Ennesby): pool 0, pennies 1, dimes 0 (the next maser costs 1 penny)\n",
                "Choices: 1. 10x17  2. maser 10 14\n",
                "Black to move> maser 10 14\n  Black gains 1 dime (now 1)\n"
                        + "  High-powered Maser: Black fires from 10 through 14\n  killed 14\n"
                        + "  Black gains 1 checker in the pool (now 1)\n  Black loses 1 penny (now 0)\n"
                        + "  High-powered Maser: Black pays 1 penny, one for each dime\n",
                "Black (Ennesby): pool 1, pennies 0, dimes 1 (the next maser costs 2 pennies)\n",
                "Choices: 1. 31-26  2. 31-27  3. 32-27  4. detonate 28  5. detonate 31\n         6. detonate 32\n",
                "White to move> detonate 28\n  White loses 1 penny (now 0)\n"
                        + "  Biological Bomb: White detonates 28\n  killed 24\n"
                        + "  White gains 1 checker in the pool (now 3)\n  lost 28\n  lost 32\n");
        assertThat(last(maser.out())).contains("│ 21      22      23      24     │", "│ 29      30       ○      32     │");
        // Schlock's man is crowned (from no pool: White's is empty) and a piece comes back on his home row.
        Run regenerated = play("27-32\nregenerate 3\nquit\n", "--game", "schlock-mercenary", "--black", "schlock",
                "--white", "tagon", "--fen", "B:W20:B2,27");
        assertThat(regenerated.out()).contains("Black to move> 27-32\n  the crown is a spare checker\n",
                "Black decides within its move: regenerate 1, regenerate 3 or regenerate 4.\n",
                "Black is asked where Regeneration puts the piece back (regenerate and a free\n"
                        + "  square of the home row).\n",
                "Black to decide> regenerate 3\n  Regeneration: Black gets a piece back on 3 (a spare checker)\n");
        assertThat(last(regenerated.out())).contains("│      1       ●       ●       4 │", "│ 29      30      31       ◉     │");
    }

    @Test
    void aGameStoppedForAReactionIsSavedAndLoadedBackThere(@TempDir Path dir) {
        Path file = dir.resolve("nerves.json");
        Run saved = play(NERVES_MOVES + "save " + file + "\nquit\n", NERVES);
        assertThat(saved.out()).contains("White to react> saved to " + file);
        Run loaded = play("load " + file + "\nnerves-of-steel 14\nundo\npass\nquit\n", "--game", "american");
        assertThat(loaded.out()).contains("loaded game 1 of " + file + " (4 moves)",
                "t terraporting piece  * terraport destination\n",
                "Move 2: White to react (reaction window, in Black's turn).",
                "Black (Commander Kevyn): pool 0, pennies 0 (5 to win), terraport 8 to 15 in 4 turns\n",
                "White is asked whether Nerves of Steel keeps 14 (a penny, or pass).\n",
                "White to react> nerves-of-steel 14\n", "took back White's nerves-of-steel 14",
                "White to react> pass\n  Terraport: 3 turns until 8 moves to 15\n");
        // Passed, the man on 14 is taken when the capture ends.
        assertThat(last(loaded.out())).contains("│ 13      14      15*     16     │",
                "Black (Commander Kevyn): pool 1, pennies 0 (5 to win), terraport 8 to 15 in 3 turns\n",
                "White (Captain Tagon): pool 2, pennies 1 (3 to win)\n", "Choices: 1. 28-24  2. 32-27\n");
    }

    @Test
    void theGamesListingAndThePlayHelpNameTheSchlockGame() {
        Run games = Run.of("games");
        assertThat(games.out()).contains("\nschlock-mercenary  Schlock Mercenary Checkers: pennies, dimes and a character"
                        + " for each side  options: black=none|",
                "\n  schlock   Sergeant Schlock: Mercenary; Starts with a penny; Regeneration; Plasma Cannon (1 penny)\n",
                "\n  fobius    Reverend Theo Fobius: Mercenary; Clerical Status\n");
        Run help = Run.of("play", "--help");
        assertThat(help.out()).contains("  play --game schlock-mercenary --black schlock --white tagon\n",
                "  play --game schlock-mercenary --black mage --white bunnigus    (a mixed game)\n",
                "characters (fantasy-rpg, schlock-mercenary; a", "character of either set, or none)");
        Run american = play("quit\n", "--white", "tagon");
        assertThat(american.exit()).isNotZero();
        assertThat(american.err()).contains("--white tagon: american has no characters to choose; --white chooses a"
                + " side's character in fantasy-rpg, schlock-mercenary");
    }

    /**
     * A typed route is never completed by a power nobody typed: with Schlock holding a penny, "1x10" is the
     * first hop of several choices (a five-hop capture, and the Plasma Cannon after one to four hops), so it is
     * refused with their list; the whole capture or the cannon's own text is taken as typed.
     */
    @Test
    void aTypedFirstHopIsNotCompletedByThePlasmaCannon() {
        String[] args = {"--game", "schlock-mercenary", "--black", "schlock", "--white", "tagon", "--fen",
            "B:W6,14,22,23,16,32:BK1,4"};
        Run r = play("1x10\nquit\n", args);
        assertThat(r.out()).contains("! \"1x10\" is not a whole move: it begins 5 choices (type one's number or all of"
                + " it): 1. 1x10, plasma-cannon 14; 2. 1x10, 10x17, plasma-cannon 22; 3. 1x10, 10x17, 17x26, plasma-cannon"
                + " 23; 4. 1x10, 10x17, 17x26, 26x19, plasma-cannon 16; 5. 1x10x17x26x19x12\n")
                .doesNotContain("Black loses 1 penny");
        Run whole = play("1x10x17x26x19x12\nquit\n", args);
        assertThat(whole.out()).contains("Mercenary: Black earns 4 pennies for 5 jumps in one move",
                "Mercenary: Black's Sergeant Schlock has 5 pennies").doesNotContain("Plasma Cannon:");
        Run cannon = play("1x10 plasma-cannon 14\nquit\n", args);
        assertThat(cannon.out()).contains("Black to move> 1x10, plasma-cannon 14\n  Black loses 1 penny (now 0)\n",
                "  Plasma Cannon: Black shoots 14; no more captures this turn\n");
    }
}
