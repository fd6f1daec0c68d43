package dev.kingme.app.command;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@code kingme analyze}: the best move, its score and the principal variation, in every game. */
class AnalyzeCommandTest {
    @Test
    void findsTheShotThatWinsAPieceInPlainCheckers() {
        // Black gives the man on 14, White must take it, and Black takes two back: a two-for-one.
        Run r = Run.of("analyze", "--fen", "B:W22,23,24,28,32:B1,7,10,14,15", "--depth", "10");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("best: 14-18\n", "for Black\n", "pv: 14-18  23x14  10x17x26", "depth 10, ")
                .doesNotContain("database");
    }

    @Test
    void aWonEndingIsScoredAsAWin() {
        // Two kings against one in the open: a win the search must see.
        Run r = Run.of("analyze", "--fen", "B:WK32:BK14,K15", "--depth", "30");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("win in ").contains("(endgame database) for Black");
        // the endgame database knows it without a search tree, and the line spells the win out to the capture
        String pv = r.outLines().stream().filter(l -> l.startsWith("pv: ")).findFirst().orElseThrow();
        String[] moves = pv.substring(4).trim().split("\\s+");
        assertThat(moves.length).isGreaterThan(10);
        assertThat(moves[moves.length - 1]).contains("x");
    }

    @Test
    void analysesAGameWithCharactersThroughTheGeneralModel() {
        Run r = Run.of("analyze", "--game", "fantasy-rpg", "--black", "mage", "--white", "cleric", "--movetime", "200");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).containsPattern("best: \\S+").contains("for Black", "pv: ");
    }

    @Test
    void analysesAWarpPositionGivenInWarpsFen() {
        Run r = Run.of("analyze", "--game", "warp", "--fen", "B:W39:B30", "--depth", "3");
        assertThat(r.exit()).as(r.err()).isZero();
        // The checker on 30 jumps the last white piece on 39 and wins.
        assertThat(r.out()).contains("best: 30x48\n", "score: 100% for Black\n");
        Run bad = Run.of("analyze", "--game", "warp", "--fen", "B:W39:B30,65");
        assertThat(bad.exit()).isNotZero();
        assertThat(bad.err()).contains("Warp FEN: '65' in Black's list: there is no square 65 (squares are 1-64)");
    }

    @Test
    void refusesWhatCannotBeAnalysed() {
        assertThat(Run.of("analyze", "--fen", "B:W:B1").err()).contains("the game is over");
        assertThat(Run.of("analyze", "--depth", "0").err()).contains("--depth must be at least 1");
        assertThat(Run.of("analyze", "--depth", "3", "--movetime", "100").err()).contains("mutually exclusive");
        assertThat(Run.of("analyze", "--fen", "X:nonsense").exit()).isNotZero();
    }
}
