package dev.kingme.app.command;

import dev.kingme.app.terminal.PowersText;
import dev.kingme.rules.character.Cast;
import dev.kingme.rules.character.Hero;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code kingme powers [--character-file FILE]... [ID]...}: characters and their powers in full, as the
 * {@code powers} command of a game shows them ({@link PowersText}), without starting one.
 */
@Command(name = "powers", mixinStandardHelpOptions = true,
        description = {"Shows characters and their powers in full, as 'powers' does in a game:",
                "  powers mage cleric                         the Arcane Mage's and the Stalwart Cleric's",
                "  powers --character-file squire.json        the file's character",
                "  powers                                     every character, built in and from the files"})
public final class PowersCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    CharacterFilesOption characterFiles;

    @Parameters(arity = "0..*", paramLabel = "ID", description = "the characters to show, as 'kingme games' names them"
            + " (default: the files' characters, or every character without --character-file)")
    List<String> ids = new ArrayList<>();

    @Override
    public Integer call() {
        characterFiles.install();
        List<Hero> shown = new ArrayList<>();
        for (String id : ids) {
            shown.add(Cast.current().byId(id));
        }
        if (ids.isEmpty()) {
            for (Hero h : Cast.current().heroes()) {
                if (h != Hero.NONE && (characterFiles.files.isEmpty() || Cast.current().fromFile(h.id()))) {
                    shown.add(h);
                }
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        for (Hero h : shown) {
            PowersText.lines(h.id(), h.persona()).forEach(out::println);
        }
        out.flush();
        return 0;
    }
}
