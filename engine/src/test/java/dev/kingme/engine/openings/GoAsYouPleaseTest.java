package dev.kingme.engine.openings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.kingme.engine.Game;
import dev.kingme.engine.Position;
import dev.kingme.engine.Rules;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class GoAsYouPleaseTest {
    private final GoAsYouPlease gayp = Restriction.goAsYouPlease();

    @Test
    void oneBallotWithNoMoves() {
        assertThat(gayp.ballots()).containsExactly(GoAsYouPlease.FREE);
        assertThat(GoAsYouPlease.FREE.moves()).isEmpty();
        assertThat(gayp.draw(new SplittableRandom(1))).isEqualTo(GoAsYouPlease.FREE);
        assertThat(gayp.byNumber(1)).contains(GoAsYouPlease.FREE);
        assertThat(gayp.ballotLength()).isZero();
    }

    @Test
    void startIsTheInitialPosition() {
        Game g = gayp.start(GoAsYouPlease.FREE, Rules.STANDARD.withHuffing(true));
        assertThat(g.position()).isEqualTo(Position.initial());
        assertThat(g.steps()).isEmpty();
        assertThat(g.rules().huffing()).isTrue();
    }

    @Test
    void aThreeMoveBallotIsNotAGoAsYouPleaseBallot() {
        Opening ballot = Restriction.threeMove().byNumber(1).orElseThrow();
        assertThatThrownBy(() -> gayp.start(ballot, Rules.STANDARD)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theSetOfRestrictionsIsClosed() {
        assertThat(Restriction.class.isSealed()).isTrue();
        assertThat(Restriction.class.getPermittedSubclasses())
                .containsExactlyInAnyOrder(GoAsYouPlease.class, TwoMoveRestriction.class, ThreeMoveRestriction.class);
        assertThat(java.util.List.of(Restriction.goAsYouPlease(), Restriction.twoMove(), Restriction.threeMove()))
                .extracting(Restriction::title)
                .containsExactly("go as you please", "two-move restriction", "three-move restriction");
    }
}
