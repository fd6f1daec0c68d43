-- The game database: the shipped archive's games, every finished game of American checkers played on the
-- server, and the games people import, each as its PDN and the tags people search by; and every position each
-- game passed through (its Zobrist key, the same on every machine), with the move played from it, so that the
-- games through a position and the opening explorer's counts are one indexed query.
CREATE TABLE library_games (
    id          VARCHAR(32)     NOT NULL PRIMARY KEY,
    source      VARCHAR(10)     NOT NULL,
    game_id     VARCHAR(32)     UNIQUE REFERENCES games (id),
    black       VARCHAR(200)    NOT NULL,
    white       VARCHAR(200)    NOT NULL,
    event       VARCHAR(300)    NOT NULL,
    played_on   VARCHAR(40)     NOT NULL,
    result      VARCHAR(10)     NOT NULL,
    ballot      INTEGER,
    plies       INTEGER         NOT NULL,
    pdn         VARCHAR(200000) NOT NULL,
    imported_by BIGINT,
    added_at    TIMESTAMP       NOT NULL
);

CREATE INDEX library_games_source ON library_games (source, added_at);

CREATE TABLE library_positions (
    library_id VARCHAR(32) NOT NULL REFERENCES library_games (id) ON DELETE CASCADE,
    ply        INTEGER     NOT NULL,
    position   BIGINT      NOT NULL,
    next_move  VARCHAR(60),
    PRIMARY KEY (library_id, ply)
);

CREATE INDEX library_positions_position ON library_positions (position);
