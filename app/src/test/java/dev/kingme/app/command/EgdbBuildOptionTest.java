package dev.kingme.app.command;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Whether, and how many pieces, {@code serve}, {@code play} and {@code engine} build without being asked. */
class EgdbBuildOptionTest {
    @Test
    void onByDefaultOffWhenSaidAndANumberNamesThePieces() {
        assertThat(EgdbBuildOption.parse("KINGME_EGDB_BUILD", null)).isEqualTo(5);
        assertThat(EgdbBuildOption.parse("KINGME_EGDB_BUILD", "on")).isEqualTo(5);
        assertThat(EgdbBuildOption.parse("KINGME_EGDB_BUILD", " OFF ")).isZero();
        assertThat(EgdbBuildOption.parse("KINGME_EGDB_BUILD", "false")).isZero();
        assertThat(EgdbBuildOption.parse("KINGME_EGDB_BUILD", "3")).isEqualTo(3);
    }

    @Test
    void refusesWhatItCannotBuildInTheBackground() {
        assertThatThrownBy(() -> EgdbBuildOption.parse("KINGME_EGDB_BUILD", "6"))
                .hasMessageContaining("KINGME_EGDB_BUILD must be on, off or the most pieces").hasMessageContaining("\"6\"");
        assertThatThrownBy(() -> EgdbBuildOption.parse("kingme.egdb.build", "sometimes"))
                .hasMessageContaining("kingme.egdb.build");
    }

    @Test
    void theFlagTurnsItOffAndTheTestsRunWithItOff() {
        EgdbBuildOption o = new EgdbBuildOption();
        assertThat(o.pieces()).as("the Surefire settings: KINGME_EGDB_BUILD=off").isZero();
        o.off = true;
        assertThat(o.pieces()).isZero();
    }
}
