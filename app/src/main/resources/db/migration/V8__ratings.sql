-- Ratings. A game is rated or casual, chosen when it is made; a rated game is between two accounts, one a
-- seat (black_account, white_account: the account a seat belongs to, in any game, once a logged-in player
-- holds it; null for a seat nobody logged in to, as every game stored before this migration). Deleting an
-- account leaves its games, their seats no one's. rated_at is set once, in the transaction that applies the
-- game's result to both ratings: the UPDATE that sets it can be made by one caller only, so a result is
-- applied exactly once, whichever request or server finishes the game.
ALTER TABLE games ADD COLUMN rated BOOLEAN DEFAULT FALSE NOT NULL;
ALTER TABLE games ADD COLUMN black_account BIGINT;
ALTER TABLE games ADD COLUMN white_account BIGINT;
ALTER TABLE games ADD COLUMN rated_at TIMESTAMP;
ALTER TABLE games ADD CONSTRAINT games_black_account FOREIGN KEY (black_account) REFERENCES accounts (id) ON DELETE SET NULL;
ALTER TABLE games ADD CONSTRAINT games_white_account FOREIGN KEY (white_account) REFERENCES accounts (id) ON DELETE SET NULL;
CREATE INDEX games_black_account ON games (black_account, created_at);
CREATE INDEX games_white_account ON games (white_account, created_at);

-- A player's Glicko-2 rating in one game (its name, as games.game) and speed class (bullet ... correspondence).
CREATE TABLE ratings (
    account_id BIGINT           NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    game       VARCHAR(40)      NOT NULL,
    speed      VARCHAR(20)      NOT NULL,
    rating     DOUBLE PRECISION NOT NULL,
    deviation  DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games      INTEGER          NOT NULL,
    updated_at TIMESTAMP        NOT NULL,
    PRIMARY KEY (account_id, game, speed)
);

CREATE INDEX ratings_board ON ratings (game, speed, rating);

-- What each rated game did to its players' ratings: shown at the game's end and drawn as the rating's history.
CREATE TABLE rating_changes (
    game_id          VARCHAR(32)      NOT NULL REFERENCES games (id),
    account_id       BIGINT           NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    player           VARCHAR(5)       NOT NULL,
    game             VARCHAR(40)      NOT NULL,
    speed            VARCHAR(20)      NOT NULL,
    rating_before    DOUBLE PRECISION NOT NULL,
    deviation_before DOUBLE PRECISION NOT NULL,
    rating_after     DOUBLE PRECISION NOT NULL,
    deviation_after  DOUBLE PRECISION NOT NULL,
    at               TIMESTAMP        NOT NULL,
    PRIMARY KEY (game_id, account_id)
);

CREATE INDEX rating_changes_account ON rating_changes (account_id, game, speed, at);

-- A challenge posted by a logged-in player is theirs (its game's seat belongs to their account, and the lobby
-- shows their rating); it may be open only to players rated from min_rating to max_rating (either null: no bound).
ALTER TABLE challenges ADD COLUMN creator_account BIGINT;
ALTER TABLE challenges ADD COLUMN min_rating INTEGER;
ALTER TABLE challenges ADD COLUMN max_rating INTEGER;
ALTER TABLE challenges ADD CONSTRAINT challenges_creator_account FOREIGN KEY (creator_account) REFERENCES accounts (id) ON DELETE CASCADE;
-- The creator's rating in the challenge's game and speed as it was posted (the lobby shows it, quick pairing
-- pairs by it), with its deviation; null for a challenge of nobody logged in.
ALTER TABLE challenges ADD COLUMN creator_rating DOUBLE PRECISION;
ALTER TABLE challenges ADD COLUMN creator_deviation DOUBLE PRECISION;
