package dev.kingme.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * A side's record hashes as it did when a record had 14 slots, as long as the later slots are empty: chance in
 * the games people play is keyed on the state's hash (GameState#stableHash), so a game begun before later
 * counters were declared rolls the same dice after.
 */
class SideRecordHashTest {
    private static final Counter FIRST = Counter.declare("first", 0);
    private static final Counter THIRTEENTH = Counter.declare("thirteenth", 13);
    private static final Counter LATER = Counter.declare("later", 15);

    @Test
    void aRecordWhoseLaterSlotsAreEmptyHashesAsFourteenSlotsDid() {
        SideRecord r = SideRecord.EMPTY.plus(FIRST, 3).plus(THIRTEENTH, 2);
        int[] fourteen = new int[14];
        fourteen[0] = 3;
        fourteen[13] = 2;
        assertThat(r.hashCode()).isEqualTo(Arrays.hashCode(fourteen));
        assertThat(SideRecord.EMPTY.hashCode()).isEqualTo(Arrays.hashCode(new int[14]));
    }

    @Test
    void aLaterSlotStillCounts() {
        SideRecord r = SideRecord.EMPTY.plus(FIRST, 3);
        assertThat(r.plus(LATER, 1).hashCode()).isNotEqualTo(r.hashCode());
        assertThat(r.plus(LATER, 1)).isNotEqualTo(r);
    }
}
