-- Open challenges in the lobby: a new game's request that waits for someone to accept it. The creator is
-- known by a key only their browser holds (its SHA-256 hash is kept), which becomes their seat's token
-- when the game is made. A challenge is open until it expires, is cancelled or is taken; taking it sets
-- taken_at in one UPDATE that only one of two people accepting at once can make, then game_id.
CREATE TABLE challenges (
    id           VARCHAR(32)   NOT NULL PRIMARY KEY,
    request      VARCHAR(8000) NOT NULL,
    colour       VARCHAR(5)    NOT NULL,
    name         VARCHAR(40)   NOT NULL,
    creator_key  VARCHAR(64)   NOT NULL,
    created_at   TIMESTAMP     NOT NULL,
    expires_at   TIMESTAMP     NOT NULL,
    taken_at     TIMESTAMP,
    cancelled_at TIMESTAMP,
    game_id      VARCHAR(32)
);

CREATE INDEX challenges_expires ON challenges (expires_at);
