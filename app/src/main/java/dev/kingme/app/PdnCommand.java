package dev.kingme.app;

import picocli.CommandLine.Command;

/** {@code kingme pdn}: game records. */
@Command(name = "pdn", mixinStandardHelpOptions = true, description = "Reads and checks PDN game files.",
        subcommands = {})
public final class PdnCommand {
}
