package dev.kingme.rules.character;

/**
 * What makes a character's powers from its file: the block interpreter's (a power of blocks, or the built-in
 * class a file names), found through {@link java.util.ServiceLoader}, so that the frame, which plays powers,
 * does not depend on the interpreter, which writes them against the frame's hooks.
 */
public interface PowerMaker {
    /** The power {@code spec} says; {@code perGame}: which of its character's powers limited per game it is, or -1. */
    Power make(PowerSpec spec, int perGame);
}
