package dev.kingme.balance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** {@link BalanceEngines}: engines found by name on the class path. */
class BalanceEnginesTest {
    @Test
    void theLocalEngineIsFoundByName() {
        assertThat(BalanceEngines.byName("local")).isInstanceOf(LocalEngine.class);
        assertThat(BalanceEngines.DEFAULT).isEqualTo("local");
        assertThat(BalanceEngines.all()).extracting(BalanceEngine::name).contains("local");
    }

    @Test
    void sparkWithoutItsJarSaysHowToGetIt() {
        assertThatThrownBy(() -> BalanceEngines.byName("spark")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no balance engine called 'spark'").hasMessageContaining("engines: local")
                .hasMessageContaining("class path").hasMessageContaining("./kingme balance --engine spark");
        assertThatThrownBy(() -> BalanceEngines.byName("hadoop")).hasMessageContaining("engines: local")
                .message().doesNotContain("Spark");
    }

    @Test
    void theLocalEngineRefusesAMaster() {
        assertThatThrownBy(() -> new LocalEngine().check(new BalanceEngine.Settings(2, "spark://host:7077")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("--master spark://host:7077")
                .hasMessageContaining("local engine");
        assertThatThrownBy(() -> new BalanceEngine.Settings(0, null)).hasMessageContaining("at least 1");
    }
}
