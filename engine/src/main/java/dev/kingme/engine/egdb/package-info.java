/**
 * Endgame databases: the exact value of every position with up to a few pieces, built by retrograde
 * analysis ({@link dev.kingme.engine.egdb.Solver}), kept one byte a position
 * ({@link dev.kingme.engine.egdb.Value}), and stored one slice a file with checksums
 * ({@link dev.kingme.engine.egdb.SliceFile}), its values deflated in blocks; read into memory, inflated or kept
 * deflated block by block as the file holds them ({@link dev.kingme.engine.egdb.PackedValues},
 * {@link dev.kingme.engine.egdb.BlockCache}), or, beyond the memory given to them, from disk
 * ({@link dev.kingme.engine.egdb.UnpackedSlice}). A slice is the positions with given numbers of men and kings on
 * each side ({@link dev.kingme.engine.egdb.Slice}); positions are numbered within it by
 * {@link dev.kingme.engine.egdb.SliceIndex}, always with the side to move going up the board, since a
 * position with White to move is the same as the board turned round with Black to move. A position whose
 * side to move must capture is never read from its slice: the look-up ({@link dev.kingme.engine.egdb.Tables})
 * works it out from its captures, so the files store such positions with whatever compresses best
 * ({@link dev.kingme.engine.egdb.UnreadValues}).
 *
 * <p>Position counts, for checking against published tables: our indices number 202,280 for up to three
 * pieces, 6,562,592 for four, 151,386,376 for five and 2,715,988,108 for six, with one side to move; they include the placements
 * where men of both sides would share a square, which are not positions, so they run a few percent above
 * the counts of real positions.
 */
package dev.kingme.engine.egdb;
