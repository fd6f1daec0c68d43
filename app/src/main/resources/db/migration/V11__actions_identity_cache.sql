-- The actions' key comes from a sequence that H2 writes to its file every time the numbers it keeps at hand
-- run out: with the default 32, one commit of the whole store in every 32 actions besides the actions' own.
-- A thousand at hand makes that one in a thousand. A restart skips what was at hand (gaps in the key are
-- harmless: it orders the actions' rows, and a game's actions are ordered by their number within the game).
ALTER TABLE actions ALTER COLUMN id SET CACHE 1000;
