package dev.kingme.engine.pdn;

/** The test archives of this package, for the tests of other packages. */
public final class ArchiveTestAccess {
    private ArchiveTestAccess() {
    }

    /** The text of the Tinsley archive (724 games, with a real archive's flaws). */
    public static String tinsley() {
        return ArchiveTest.resource("tinsley.pdn");
    }
}
