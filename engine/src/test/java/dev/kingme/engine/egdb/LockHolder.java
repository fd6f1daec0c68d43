package dev.kingme.engine.egdb;

import java.nio.file.Path;

/**
 * A process that takes the build lock of the folder it is given, says {@code locked} on standard output and
 * holds it until its standard input ends or it is killed: another process's build, for the tests.
 */
public final class LockHolder {
    private LockHolder() {
    }

    public static void main(String[] args) throws Exception {
        try (BuildLock lock = BuildLock.acquire(Path.of(args[0]))) {
            System.out.println("locked");
            System.out.flush();
            while (System.in.read() >= 0) {
                // holds the lock
            }
        }
    }
}
