/**
 * Game records: what was decided and what chance produced, in order, so that a game replays exactly
 * without the random generator that played it (the state never holds one; the {@link
 * dev.kingme.rules.record.MatchRunner} does, and writes down every roll like a move).
 *
 * <p>Records are data here; their JSON is the record module's ({@code dev.kingme.record}), the one codec,
 * so that the model keeps no JSON of its own. Every way a record can be bad (broken JSON, an unknown game,
 * a decision the rules refuse) ends in a {@link dev.kingme.rules.record.RecordException} that says where:
 * a line and column of the JSON, or the index of the entry.
 */
package dev.kingme.rules.record;
