-- Computer reviews of finished games, each computed once in the background and kept with its game: the state
-- (queued, running, done, failed), how many of the game's moves are reviewed of how many, and once done the
-- review itself as JSON (each move's class, the better move, each side's accuracy).
CREATE TABLE reviews (
    game_id      VARCHAR(32)      NOT NULL PRIMARY KEY REFERENCES games (id),
    state        VARCHAR(10)      NOT NULL,
    done         INTEGER          NOT NULL,
    total        INTEGER          NOT NULL,
    result       VARCHAR(1000000),
    requested_at TIMESTAMP        NOT NULL,
    finished_at  TIMESTAMP
);

CREATE INDEX reviews_state ON reviews (state);
