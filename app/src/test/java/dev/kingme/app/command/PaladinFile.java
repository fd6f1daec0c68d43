package dev.kingme.app.command;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** A small character written in a file, as a designer would (after the Arcane Mage's file), and broken ones. */
public final class PaladinFile {
    /** A Holy Paladin: a penny a level, and a smite along a clear diagonal for 2 pennies. */
    static final String TEXT = """
            {
              "format": "kingme character 1",
              "id": "paladin",
              "title": "Holy Paladin",
              "set": "fantasy-rpg",
              "powers": [
                {
                  "title": "Devout",
                  "summary": "a penny for every level gained",
                  "seed": "Devout - Every time you gain a level, you get a penny.",
                  "gains": [{"resource": "pennies", "per": "level"}]
                },
                {
                  "title": "Smite",
                  "cost": 2,
                  "summary": "along a clear diagonal, 2 wounds to an enemy checker, saving as usual",
                  "seed": "Smite - Spend 2 pennies to trace a straight, unblocked path to an enemy checker and deal it 2 wounds.",
                  "act": {
                    "name": "smite",
                    "typed": "smite 19",
                    "meaning": "Smite (2 pennies), instead of moving: 2 wounds to the enemy piece on 19",
                    "window": "instead-of-moving",
                    "target": {"whose": "enemy", "reach": "line", "range": "unlimited"},
                    "effects": [{"wound": 2, "save": true}],
                    "says": "{side} smites {target}"
                  }
                }
              ]
            }
            """;

    private PaladinFile() {
    }

    /** Writes {@code text} to {@code name} in {@code dir}. */
    public static Path write(Path dir, String name, String text) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, text);
        return file;
    }

    /** The paladin's file in {@code dir}. */
    public static Path write(Path dir) throws IOException {
        return write(dir, "paladin.json", TEXT);
    }

    /** The paladin with a cost that is not a number (line 16, column 19). */
    public static Path broken(Path dir) throws IOException {
        return write(dir, "broken.json", TEXT.replace("\"cost\": 2", "\"cost\": \"two\"").replace("paladin", "squire"));
    }

    /** A file that takes the built-in Arcane Mage's id. */
    public static Path clash(Path dir) throws IOException {
        return write(dir, "mage.json", TEXT.replace("\"id\": \"paladin\"", "\"id\": \"mage\""));
    }
}
