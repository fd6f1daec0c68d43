package dev.kingme.app.command;

import dev.kingme.app.account.AccountException;
import dev.kingme.app.account.Accounts;
import dev.kingme.app.store.GameStore;
import dev.kingme.app.store.StoredAccount;
import java.time.Clock;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code kingme user}: what an operator does for players where a site would send mail (there is no mail
 * server): list the accounts, give one a new password to pass on, disable or enable one. It opens the same
 * database as {@code serve} (the data folder, or {@code --db}), also while the server runs on PostgreSQL.
 */
@Command(name = "user", mixinStandardHelpOptions = true,
        description = {"Accounts, for the server's operator:",
                "  user list                    every account, and which are disabled",
                "  user reset-password NAME     a new random password for NAME, printed once; their sessions end",
                "  user disable NAME            NAME may not log in (their sessions end); enable NAME undoes it"})
public final class UserCommand implements Callable<Integer> {
    @CommandLine.Mixin
    DatabaseOptions database = new DatabaseOptions();

    @Parameters(index = "0", paramLabel = "ACTION", description = "list, reset-password, disable or enable")
    String action;

    @Parameters(index = "1", arity = "0..1", paramLabel = "NAME", description = "the player's name (any case)")
    String name;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        boolean needsName = !action.equals("list");
        if (!java.util.List.of("list", "reset-password", "disable", "enable").contains(action)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "unknown action '" + action
                    + "': write list, reset-password, disable or enable");
        }
        if (needsName == (name == null)) {
            throw new CommandLine.ParameterException(spec.commandLine(), needsName ? action + " needs the player's NAME"
                    : "list takes no NAME");
        }
        java.io.PrintWriter out = spec.commandLine().getOut();
        try (GameStore store = database.open()) {
            Accounts accounts = new Accounts(store.accounts(), Clock.systemUTC());
            switch (action) {
                case "list" -> {
                    for (StoredAccount a : store.accounts().all()) {
                        out.println(a.name() + (a.disabled() ? "  (disabled)" : "") + "  since " + a.createdAt());
                    }
                }
                case "reset-password" -> out.println("new password for " + name + ": " + accounts.resetPassword(name)
                        + "\n(pass it on; it is not stored and is not shown again)");
                default -> {
                    accounts.setDisabled(name, action.equals("disable"));
                    out.println(name + (action.equals("disable") ? " is disabled" : " is enabled again"));
                }
            }
            return 0;
        } catch (AccountException e) {
            spec.commandLine().getErr().println("kingme user: " + e.getMessage());
            return 1;
        }
    }
}
