-- Clocks. A game may be played under a time control, written as the players chose it ("5+3": minutes and
-- seconds a move, "20s+1" for a start of odd seconds, "d3": three days a move), null for none. Every action
-- of such a game is stored with the clock as it stood once the action was taken: each side's remaining
-- milliseconds and the moment it was taken (milliseconds since the epoch), so that the clock is rebuilt
-- from the actions when the game is loaded again (docs/rules/clock.md).
ALTER TABLE games ADD COLUMN clock VARCHAR(20);
ALTER TABLE actions ADD COLUMN black_ms BIGINT;
ALTER TABLE actions ADD COLUMN white_ms BIGINT;
ALTER TABLE actions ADD COLUMN clock_at BIGINT;
