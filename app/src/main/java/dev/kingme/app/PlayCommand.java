package dev.kingme.app;

import picocli.CommandLine.Command;

/** {@code kingme play}: two people at one terminal. */
@Command(name = "play", mixinStandardHelpOptions = true, description = "Two people play at one terminal.")
public final class PlayCommand implements Runnable {
    @Override
    public void run() {
        throw new UnsupportedOperationException("play is not built yet");
    }
}
