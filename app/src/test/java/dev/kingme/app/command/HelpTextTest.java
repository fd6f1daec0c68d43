package dev.kingme.app.command;

import static org.assertj.core.api.Assertions.assertThat;

import dev.kingme.app.Main;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** Every command's help text is written as meant: picocli formats it without a warning. */
class HelpTextTest {
    @Test
    void everyCommandsHelpFormatsWithoutAWarning() {
        List<CommandLine> all = new ArrayList<>();
        collect(Main.commandLine(), all);
        assertThat(all).hasSizeGreaterThan(10);
        PrintStream saved = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        List<String> texts = new ArrayList<>();
        synchronized (System.class) {
            try {
                System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
                for (CommandLine cl : all) {
                    texts.add(cl.getUsageMessage(CommandLine.Help.Ansi.OFF));
                }
            } finally {
                System.setErr(saved);
            }
        }
        assertThat(err.toString(StandardCharsets.UTF_8)).doesNotContain("picocli WARN");
        for (String text : texts) {
            // a description picocli could not format keeps its "%n" and "%%" as they were written
            assertThat(text).doesNotContain("%n").doesNotContain("%%");
        }
    }

    private static void collect(CommandLine cl, List<CommandLine> into) {
        into.add(cl);
        cl.getSubcommands().values().stream().distinct().forEach(sub -> collect(sub, into));
    }
}
