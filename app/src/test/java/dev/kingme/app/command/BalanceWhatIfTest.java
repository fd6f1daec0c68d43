package dev.kingme.app.command;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.rules.character.Cast;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code kingme balance} asked "what if": character files, a comparison with an earlier run, and a sweep. */
class BalanceWhatIfTest {
    private static final String[] TINY = {"balance", "--characters", "mage,fighter", "--games-per-pair", "2",
            "--ai", "greedy", "--seed", "5", "--max-plies", "120", "--threads", "1"};

    @TempDir
    Path dir;

    private static Run balance(Path out, String... more) {
        List<String> args = new ArrayList<>(List.of(TINY));
        args.add("--out");
        args.add(out.toString());
        args.addAll(List.of(more));
        return Run.of(args.toArray(String[]::new));
    }

    /** The built-in Arcane Mage's file with the Fireball costing {@code cost}. */
    private Path mageWithFireballCost(int cost) throws Exception {
        String text = dev.kingme.record.CharacterFiles.builtInText("mage");
        Path f = dir.resolve("mage-" + cost + ".json");
        Files.writeString(f, text.replace("\"cost\": 3,", "\"cost\": " + cost + ","));
        return f;
    }

    @Test
    void aSweepOverTwoValuesPlaysARunForEachAndPlotsTheScore() throws Exception {
        Path out = dir.resolve("sweep");
        Run r = balance(out, "--sweep", "mage.fireball.cost=2,5");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("sweep mage.fireball.cost = 2:", "sweep mage.fireball.cost = 5:",
                "sweep report: " + out.resolve("sweep.html"));
        List<String> rows = Files.readAllLines(out.resolve("sweep.csv"));
        assertThat(rows).hasSize(3);
        assertThat(rows.get(0)).startsWith("value,score,lower,upper,games,elo");
        assertThat(rows.get(1)).startsWith("2,").endsWith(",fireball.cost-2");
        assertThat(rows.get(2)).startsWith("5,").endsWith(",fireball.cost-5");
        for (String v : List.of("2", "5")) {
            Path run = out.resolve("fireball.cost-" + v);
            assertThat(run.resolve("report.html")).exists();
            assertThat(Files.readString(run.resolve("mage.json"))).contains("\"cost\": " + v + ",");
            assertThat(Files.readString(run.resolve("checkpoint").resolve("plan.json"))).contains("characterFiles");
        }
        String svg = Files.readString(out.resolve("sweep.svg"));
        assertThat(svg).startsWith("<?xml").contains("<circle", "stroke-dasharray", "mage.fireball.cost");
        assertThat(Files.readString(out.resolve("sweep.html"))).contains("<svg", "Closest to fair:", "Arcane Mage");
        // the swept mage is a changed built-in character, and labelled so
        assertThat(r.out()).contains("mage.fireball.cost = 2: mage (changed) scores ", "balance: 2 characters (fighter, mage"
                + " (changed)), ");
        assertThat(Files.readString(out.resolve("sweep.html"))).contains("Arcane Mage <span class=\"tag\">changed</span>");
        assertThat(Cast.current()).isSameAs(Cast.builtIn());
    }

    @Test
    void aChangedMageIsComparedWithTheBaseRunCharacterByCharacter() throws Exception {
        Path base = dir.resolve("base");
        assertThat(balance(base).exit()).isZero();
        Path cheap = dir.resolve("cheap");
        Run r = balance(cheap, "--character-file", mageWithFireballCost(1).toString(), "--compare", base.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("compared with " + base + ":", "comparison: " + cheap.resolve("compare.html"));
        List<String> rows = Files.readAllLines(cheap.resolve("compare.csv"));
        assertThat(rows).hasSize(3);
        assertThat(rows.get(0)).startsWith("name,title,changed,changed_in_base,base_score");
        assertThat(rows).anySatisfy(row -> assertThat(row).startsWith("mage,Arcane Mage,true,false,"));
        assertThat(rows).anySatisfy(row -> assertThat(row).startsWith("fighter,Smart Fighter,false,false,"));
        assertThat(Files.readString(cheap.resolve("compare.html"))).contains("What if: compared with", "changed</span>");
        // the changed mage is labelled in the terminal, report.html and report.json; the base run's is not
        assertThat(r.out()).contains("balance: 2 characters (fighter, mage (changed)), ",
                "changed built-in characters: mage", "\nmage (changed) ");
        assertThat(r.outLines()).anySatisfy(l -> assertThat(l).matches("\\s+\\d  mage \\(changed\\) .*"));
        assertThat(Files.readString(cheap.resolve("report.html"))).contains("This run changed built-in characters: "
                + "<strong>mage</strong>", "<strong>mage</strong> <span class=\"tag\">changed</span>");
        assertThat(Files.readString(cheap.resolve("report.json"))).contains("\"changedCharacters\" : [ \"mage\" ]");
        assertThat(Files.readString(base.resolve("report.json"))).contains("\"changedCharacters\" : [ ]");
        // the changed run is a plan of its own: its checkpoint is not the base's
        assertThat(Files.readString(cheap.resolve("games.csv"))).isNotEqualTo(Files.readString(base.resolve("games.csv")));
    }

    @Test
    void aSweepValueTheFileRefusesIsRefusedBeforeAnyGame() {
        Path out = dir.resolve("sweep");
        Run r = balance(out, "--sweep", "mage.fireball.cost=98..100");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("--sweep mage.fireball.cost=100: the built-in file of mage with fireball.cost = 100"
                + " is refused: line ", "99");
        assertThat(r.out()).isEmpty();
        assertThat(out).doesNotExist();
    }

    @Test
    void aCompareBaseOfAnotherPlanIsRefusedBeforeAnyGame() throws Exception {
        Path base = dir.resolve("base");
        assertThat(balance(base).exit()).isZero();
        Path other = dir.resolve("other");
        Run r = Run.of("balance", "--characters", "mage,fighter", "--games-per-pair", "2", "--ai", "greedy", "--seed", "6",
                "--max-plies", "120", "--threads", "1", "--out", other.toString(), "--compare", base.toString());
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("--compare " + base + ": the base run is of another plan (seed 5 there, 6 here)");
        assertThat(r.out()).isEmpty();
        assertThat(other).doesNotExist();
        Run same = balance(base, "--compare", base.toString());
        assertThat(same.err()).contains("--compare " + base + ": that is the folder of this run (--out)");
    }

    @Test
    void whatIfMistakesAreRefusedSayingWhat() throws Exception {
        Run syntax = balance(dir.resolve("a"), "--sweep", "mage.fireball.cost");
        assertThat(syntax.exit()).isNotZero();
        assertThat(syntax.err()).contains("--sweep 'mage.fireball.cost': write CHARACTER.POWER.VALUE=FROM..TO");
        Run power = balance(dir.resolve("b"), "--sweep", "mage.lightning.cost=1..2");
        assertThat(power.err()).contains("no power 'lightning' (powers: spellcaster, fireball, magic-missile)");
        Run value = balance(dir.resolve("c"), "--sweep", "mage.fireball.colour=1..2");
        assertThat(value.err()).contains("'fireball.colour': the power has no colour");
        Run noBase = balance(dir.resolve("d"), "--compare", dir.resolve("nothing").toString());
        assertThat(noBase.err()).contains("holds no balance run");
        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, "{\n  \"format\": \"kingme character 1\",\n  \"id\": 7\n}\n");
        Run file = balance(dir.resolve("e"), "--character-file", broken.toString());
        assertThat(file.err()).contains(broken + " line 3, column 9:");
        assertThat(dir.resolve("e")).doesNotExist();
    }
}
