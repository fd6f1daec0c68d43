package dev.kingme.rules.character;

import static dev.kingme.rules.character.Table.refused;
import static dev.kingme.rules.character.Table.sq;
import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.record.CharacterJson;
import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Options;
import dev.kingme.rules.Rules;
import org.junit.jupiter.api.Test;

/**
 * An aura ({@code "passive": {"no-jumps-beside": "kings"}}): a piece next to one of its owner's kings may not be
 * jumped, the king itself may; the jump is neither offered nor allowed, and its refusal says why. An aura against
 * wounds ({@code "no-wounds-beside"}) spares such a piece every wound, and says so.
 */
class AuraBlockTest {
    static final String WARLORD = """
            {"format": "kingme character 1", "id": "warlord", "title": "Warlord", "set": "fantasy-rpg",
             "powers": [{"title": "Royal Guard", "summary": "your pieces beside your kings may not be jumped",
               "seed": "A king's guard cannot be jumped.", "passive": {"no-jumps-beside": "kings"}}]}""";

    private static final Hero HERO = CharacterJson.read(WARLORD).hero();
    /** The Warlord plays White: Black to move. */
    private static final Rules RULES = CharacterGames.rules(FantasyRpg.GAME, Options.defaults(FantasyRpg.GAME), Hero.NONE,
            HERO);

    @Test
    void aPieceBesideAKingOfItsOwnerIsNotJumped() {
        // White's man on 18 stands beside White's king on 22 (diagonally); Black's man on 14 could jump it to 23
        GameState guarded = Table.of(RULES, "B:W18,K22:B14").state();
        assertThat(Table.legal(RULES, guarded)).doesNotContain("14x23");
        refused(Table.of(RULES, "B:W18,K22:B14"), guarded, new Decision.Jump(sq(14), sq(18), sq(23)),
                "18 stands beside the king on 22 and may not be jumped (Royal Guard)");
        // without the king beside it, the jump is there and must be taken
        GameState alone = Table.of(RULES, "B:W18,K30:B14").state();
        assertThat(Table.legal(RULES, alone)).containsExactly("14x23");
    }

    @Test
    void aManBesideAManIsNotGuardedAndTheAuraReadsBack() {
        GameState men = Table.of(RULES, "B:W18,22:B14").state();
        assertThat(Table.legal(RULES, men)).contains("14x23");
        var spec = CharacterJson.read(WARLORD);
        assertThat(CharacterJson.read(CharacterJson.write(spec))).isEqualTo(spec);
    }

    static final String HEALER = """
            {"format": "kingme character 1", "id": "healer", "title": "Healer", "set": "fantasy-rpg",
             "powers": [{"title": "Sanctuary", "summary": "your pieces beside your men take no wounds",
               "seed": "Those beside a healer are spared.", "passive": {"no-wounds-beside": "men"}}]}""";

    @Test
    void anAuraAgainstWoundsSparesThePieceBesideAndSaysSo() {
        // Black's Mage shoots a Magic Missile at White's 18, which stands beside White's man on 22
        Rules rules = CharacterGames.rules(FantasyRpg.GAME, Options.defaults(FantasyRpg.GAME), Hero.byId("mage"),
                CharacterJson.read(HEALER).hero());
        Table t = Table.of(rules, "B:W18,22,32:B10").pennies(dev.kingme.rules.Player.BLACK, 1);
        var tr = Table.play(rules, t.state(), "magic-missile 18");
        assertThat(Table.texts(tr)).contains("18 stands beside the man on 22 and takes no wound (Sanctuary)");
        assertThat(tr.state().has(Marks.WOUNDED, sq(18))).isFalse();
        // alone, the same missile wounds it
        Table alone = Table.of(rules, "B:W18,32:B10").pennies(dev.kingme.rules.Player.BLACK, 1);
        assertThat(Table.play(rules, alone.state(), "magic-missile 18").state().has(Marks.WOUNDED, sq(18))).isTrue();
        var spec = CharacterJson.read(HEALER);
        assertThat(CharacterJson.read(CharacterJson.write(spec))).isEqualTo(spec);
    }
}
