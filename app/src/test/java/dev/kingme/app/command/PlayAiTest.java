package dev.kingme.app.command;

import static dev.kingme.app.command.PlayCommandTest.play;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@code play --black/--white human|random|greedy|ai[:LEVEL]}: AIs at the terminal, in every game. */
class PlayAiTest {
    @Test
    void theAiAnswersAPersonsMove() {
        Run r = play("11-15\nquit\n", "--white", "ai:beginner", "--seed", "1");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("Black to move> 11-15\n", "White (ai:beginner): ");
        // after the AI's reply the prompt is the person's again
        assertThat(r.out().split("Black to move> ", -1)).hasSize(3);
    }

    @Test
    void theAiMovesFirstWhenItPlaysBlack() {
        Run r = play("quit\n", "--black", "ai:beginner", "--seed", "1");
        assertThat(r.out()).contains("Black (ai:beginner): ").contains("White to move> ");
    }

    @Test
    void undoTakesBackThePersonsMoveAndTheAisReply() {
        Run r = play("11-15\nundo\nquit\n", "--white", "greedy", "--seed", "1");
        assertThat(r.out()).contains("took back White (greedy)'s ", "took back Black's 11-15");
    }

    @Test
    void twoAisPlayAWholeGameOfEveryKind() {
        for (String game : new String[] {"american", "warp", "lilypad", "fantasy-rpg", "schlock-mercenary"}) {
            Run r = play("", "--game", game, "--black", "greedy", "--white", "random", "--seed", "3");
            assertThat(r.exit()).as(game + ": " + r.err()).isZero();
            assertThat(r.out()).as(game).contains("Black (greedy): ", "White (random): ", "game over> ");
        }
    }

    @Test
    void charactersAndPlayersTogether() {
        Run r = play("quit\n", "--game", "schlock-mercenary", "--black", "ai:beginner", "--black-character", "thurl",
                "--white", "tagon", "--seed", "2");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("Master Sergeant Thurl", "Black (ai:beginner): ");
    }

    @Test
    void aPersonCannotMoveForTheAiNorMisnameAPlayer() {
        assertThat(play("quit\n", "--white", "ai:9").err()).contains("unknown AI level '9'");
        assertThat(play("quit\n", "--black", "mage", "--black-character", "cleric", "--game", "fantasy-rpg").err())
                .contains("both choose a character");
        assertThat(play("draw\nquit\n", "--white", "ai:beginner").out()).contains("declines the draw");
    }
}
