/**
 * The one JSON codec of Kingme: game records ({@link dev.kingme.record.RecordJson}), decisions wherever
 * they are kept ({@link dev.kingme.record.EntryJson}), the bodies the web server stores
 * ({@link dev.kingme.record.StoredJson}), and, through {@code record.json}, the JSON of the balance lab's
 * checkpoints. The formats are what files, databases and checkpoints already hold, so they do not change;
 * within one process nothing is turned into JSON and back.
 */
package dev.kingme.record;
