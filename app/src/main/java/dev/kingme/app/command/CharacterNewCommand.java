package dev.kingme.app.command;

import dev.kingme.app.records.AtomicFiles;
import dev.kingme.record.CharacterStarter;
import dev.kingme.rules.character.Cast;
import dev.kingme.rules.character.Hero;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code kingme character new --set SET ID}: writes a starting character file to change, its every part
 * explained in {@code "comment"} keys, which passes {@code character check} and plays as it is. It refuses to
 * write over a file, and to take a built-in character's id, unless told to.
 */
@Command(name = "new", mixinStandardHelpOptions = true,
        description = {"Writes a starting character file (ID.json unless --out says): a character of the set with a",
                "power that earns pennies and one that spends them on a decision, each part explained in its",
                "\"comment\" keys. It passes 'character check' and plays at once:",
                "  character new --set fantasy-rpg squire",
                "  play --game fantasy-rpg --character-file squire.json --black squire --white ai --white-character mage"})
public final class CharacterNewCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--set", required = true, paramLabel = "SET",
            description = "the set the character is listed with: fantasy-rpg or schlock-mercenary")
    String set;

    @Parameters(paramLabel = "ID", description = "its id: lower-case letters, digits and hyphens, a letter first (holy-paladin)")
    String id;

    @Option(names = "--out", paramLabel = "FILE", description = "the file to write (default: ID.json in this folder)")
    Path out;

    @Option(names = "--replace", description = "write over FILE if it exists")
    boolean replace;

    @Option(names = "--change-built-in", description = "allow a built-in character's id: such a file is for the balance"
            + " lab, where it plays in that character's place (play, games and serve refuse it)")
    boolean changeBuiltIn;

    @Override
    public Integer call() throws IOException {
        Path file = out != null ? out : Path.of(id + ".json");
        String text = CharacterStarter.text(set, id, file.toString());
        if (id.equals(Hero.NONE.id())) {
            throw new IllegalArgumentException("'none' is a side without a character; give the character an id of its own");
        }
        if (Cast.builtIn().ids().contains(id) && !changeBuiltIn) {
            throw new IllegalArgumentException("'" + id + "' is the built-in " + Cast.builtIn().byId(id).title()
                    + "'s id: give the character an id of its own, or --change-built-in for a file that changes it in the"
                    + " balance lab");
        }
        if (Files.exists(file) && !replace) {
            throw new IllegalArgumentException(file + " already exists; --replace writes over it");
        }
        AtomicFiles.write(file, text);
        PrintWriter o = spec.commandLine().getOut();
        o.println("wrote " + file + ": " + id + ", a character of " + set + " to change (its \"comment\" keys say how);"
                + " 'kingme character check " + file + "' checks it");
        o.flush();
        return 0;
    }
}
