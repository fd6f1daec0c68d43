package dev.kingme.app.command;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code kingme character}: the designer's tools for character files, with the subcommands {@code check} (every
 * mistake of one or more files, and warnings) and {@code new} (a starting file to change). A character's powers
 * are shown by {@code kingme powers}, which players use too.
 */
@Command(name = "character", mixinStandardHelpOptions = true,
        description = {"Tools for writing characters in files (docs/characters.md):",
                "  character new --set fantasy-rpg squire      writes squire.json, a commented character to change",
                "  character check squire.json ...             every mistake and warning, with what to write instead",
                "'kingme powers --character-file squire.json' shows its powers as a game does."},
        subcommands = {CharacterCheckCommand.class, CharacterNewCommand.class})
public final class CharacterCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "a character command is required (check or new)");
    }
}
