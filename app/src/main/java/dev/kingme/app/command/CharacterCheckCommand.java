package dev.kingme.app.command;

import dev.kingme.record.CharacterCheck;
import dev.kingme.record.CharacterFiles;
import dev.kingme.record.CharacterFinding;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code kingme character check FILE...}: every mistake of every file in one pass, each with its file, line,
 * column and what to write instead, and warnings of what plays but is likely not meant. The exit status is 0
 * when no file has a mistake (warnings allowed), 1 otherwise.
 */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = {"Checks character files and reports every mistake of each, not only the first, and warnings:",
                "  FILE line L, column C: error: what is wrong",
                "    fix: what to write instead",
                "A file with no finding is 'FILE: ok'; the last line counts them. Warnings (a decision that can",
                "never be offered, a resource gained and never spent, ...) do not refuse a file. Exit status 1",
                "if any file has an error, 0 otherwise."})
public final class CharacterCheckCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "character files to check")
    List<Path> files;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        List<CharacterCheck> checks = CharacterFiles.checkAll(files);
        int errors = 0;
        int warnings = 0;
        int refused = 0;
        for (int i = 0; i < files.size(); i++) {
            String name = files.get(i).toString();
            CharacterCheck check = checks.get(i);
            if (check.findings().isEmpty()) {
                out.println(name + ": ok");
            }
            for (CharacterFinding f : check.findings()) {
                out.println(f.text(name));
                out.println("    fix: " + f.fix());
            }
            errors += check.errors().size();
            warnings += check.warnings().size();
            refused += check.ok() ? 0 : 1;
        }
        out.println(count(files.size(), "file") + " checked: " + (files.size() - refused) + " ok, " + refused
                + " refused; " + count(errors, "error") + ", " + count(warnings, "warning"));
        out.flush();
        return errors == 0 ? 0 : 1;
    }

    private static String count(int n, String what) {
        return n + " " + what + (n == 1 ? "" : "s");
    }
}
