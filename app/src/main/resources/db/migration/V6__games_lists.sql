-- What the lists of games read without loading a game: when a finished game ended and how many moves were
-- played in it (written with its result), the list of finished games paged by the end, newest first; and
-- for a game not over, whose turn it was and how many moves were played as of its action number turn_seq
-- (written when the server lets go of the game from memory; it holds for as long as no action follows it).
ALTER TABLE games ADD COLUMN ended_at TIMESTAMP;
ALTER TABLE games ADD COLUMN moves INTEGER;
ALTER TABLE games ADD COLUMN turn VARCHAR(5);
ALTER TABLE games ADD COLUMN turn_seq INTEGER;

UPDATE games SET ended_at = COALESCE((SELECT MAX(a.created_at) FROM actions a WHERE a.game_id = games.id), created_at),
    moves = (SELECT COUNT(*) FROM actions a WHERE a.game_id = games.id AND a.kind = 'move')
    WHERE result IS NOT NULL;

CREATE INDEX games_ended ON games (ended_at, id);
