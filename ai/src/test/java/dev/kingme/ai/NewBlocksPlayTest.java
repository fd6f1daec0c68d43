package dev.kingme.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.record.CharacterFiles;
import dev.kingme.rules.Decision;
import dev.kingme.rules.GameState;
import dev.kingme.rules.Options;
import dev.kingme.rules.Outcome;
import dev.kingme.rules.Player;
import dev.kingme.rules.Rules;
import dev.kingme.rules.ToAct;
import dev.kingme.rules.character.CharacterGames;
import dev.kingme.rules.character.FantasyRpg;
import dev.kingme.rules.character.Hero;
import dev.kingme.rules.record.RandomChooser;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The AI plays a character that only the newer blocks can write (docs/examples/quartermaster.json: an income
 * every turn, a heal once a game, caltrops on a square, a wound only while behind), its powers being legal
 * decisions like any.
 */
class NewBlocksPlayTest {
    private static final Hero QUARTERMASTER = CharacterFiles.read(Path.of("..", "docs", "examples", "quartermaster.json"))
            .hero();

    @Test
    void theAiUsesThePowersOnlyTheNewBlocksWriteWithinTheirLimits() {
        Rules rules = CharacterGames.rules(FantasyRpg.GAME, Options.defaults(FantasyRpg.GAME), QUARTERMASTER,
                Hero.byId("mage"));
        int dressings = 0;
        int stands = 0;
        for (long seed = 1; seed <= 6; seed++) {
            Mcts ai = new Mcts(MctsSettings.iterations(150), seed);
            RandomChooser other = new RandomChooser(seed + 100);
            SplittableRandom chance = new SplittableRandom(seed);
            GameState s = rules.initial();
            int gameDressings = 0;
            for (int ply = 0; ply < 300 && !(rules.toAct(s) instanceof ToAct.Terminal); ply++) {
                ToAct who = rules.toAct(s);
                if (who instanceof ToAct.Chance c) {
                    Outcome o = c.outcomes().get(chance.nextInt(c.outcomes().size()));
                    s = rules.chance(s, o).state();
                    continue;
                }
                List<Decision> legal = rules.legalDecisions(s);
                Decision d = ((ToAct.Choice) who).player() == Player.BLACK ? ai.choose(rules, s, legal)
                        : other.choose(rules, s, legal);
                if (d instanceof Decision.Act a) {
                    gameDressings += a.name().equals("dress") ? 1 : 0;
                    stands += a.name().equals("stand") || a.name().equals("caltrops") ? 1 : 0;
                }
                s = rules.step(s, d).state();
            }
            assertThat(gameDressings).as("a dressing is once a game").isLessThanOrEqualTo(1);
            dressings += gameDressings;
        }
        assertThat(dressings + stands).as("the AI used a power only the new blocks write").isPositive();
    }

    /**
     * The Ranger's Leap &amp; Stab is written in blocks (a window after a jump, a target beside the piece that
     * jumped, uses worked out as the window opens): offered in the middle of the AI's own double jumps, the AI
     * takes its stabs.
     */
    @Test
    void theAiStabsAfterItsSecondJump() {
        Rules rules = CharacterGames.rules(FantasyRpg.GAME, Options.defaults(FantasyRpg.GAME), Hero.byId("ranger"),
                Hero.byId("mage"));
        int offered = 0;
        int stabs = 0;
        for (long seed = 1; seed <= 8 && stabs == 0; seed++) {
            Mcts ai = new Mcts(MctsSettings.iterations(150), seed);
            RandomChooser other = new RandomChooser(seed + 100);
            SplittableRandom chance = new SplittableRandom(seed);
            GameState s = rules.initial();
            for (int ply = 0; ply < 300 && !(rules.toAct(s) instanceof ToAct.Terminal); ply++) {
                ToAct who = rules.toAct(s);
                if (who instanceof ToAct.Chance c) {
                    s = rules.chance(s, c.outcomes().get(chance.nextInt(c.outcomes().size()))).state();
                    continue;
                }
                List<Decision> legal = rules.legalDecisions(s);
                boolean black = ((ToAct.Choice) who).player() == Player.BLACK;
                boolean stabOffered = legal.stream().anyMatch(d -> d instanceof Decision.Act a && a.name().equals("stab"));
                Decision d = black ? ai.choose(rules, s, legal) : other.choose(rules, s, legal);
                if (black && stabOffered) {
                    offered++;
                    stabs += d instanceof Decision.Act a && a.name().equals("stab") ? 1 : 0;
                }
                s = rules.step(s, d).state();
            }
        }
        assertThat(offered).as("a stab was offered after a second jump").isPositive();
        assertThat(stabs).as("the AI stabbed").isPositive();
    }
}
