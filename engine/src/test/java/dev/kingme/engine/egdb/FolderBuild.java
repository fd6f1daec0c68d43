package dev.kingme.engine.egdb;

import java.nio.file.Path;

/**
 * A process that builds the databases of up to {@code args[1]} pieces into the folder {@code args[0]},
 * saying {@code solved NAME} on standard output as each slice's file is written: a build to kill, for the
 * tests.
 */
public final class FolderBuild {
    private FolderBuild() {
    }

    public static void main(String[] args) throws Exception {
        Builder.build(Integer.parseInt(args[1]), Path.of(args[0]), new Builder.Listener() {
            @Override
            public void solved(Slice slice, long fileBytes) {
                System.out.println("solved " + slice.name());
                System.out.flush();
            }
        });
    }
}
