-- A game may start from a position of its own: the game's position text (PDN FEN for the checkers games,
-- Warp's FEN on all 64 squares), null for the game's own start. The actions are replayed from it.
ALTER TABLE games ADD COLUMN setup VARCHAR(1000);
