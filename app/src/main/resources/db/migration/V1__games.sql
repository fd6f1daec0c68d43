-- Games and the actions taken in them. A game is its settings plus its actions in order; the server
-- rebuilds its state by replaying them through the game's rules. The key (game_id, seq) is what makes
-- two actions sent at once for the same moment conflict: only one of them can be stored.
CREATE TABLE games (
    id          VARCHAR(32)   NOT NULL PRIMARY KEY,
    game        VARCHAR(40)   NOT NULL,
    options     VARCHAR(2000) NOT NULL,
    black       VARCHAR(40)   NOT NULL,
    white       VARCHAR(40)   NOT NULL,
    black_name  VARCHAR(40)   NOT NULL,
    white_name  VARCHAR(40)   NOT NULL,
    black_token VARCHAR(64),
    white_token VARCHAR(64),
    online      BOOLEAN       NOT NULL,
    seed        BIGINT        NOT NULL,
    rematch     VARCHAR(32),
    result      VARCHAR(300),
    created_at  TIMESTAMP     NOT NULL
);

CREATE TABLE actions (
    game_id    VARCHAR(32)   NOT NULL REFERENCES games (id),
    seq        INTEGER       NOT NULL,
    kind       VARCHAR(20)   NOT NULL,
    player     VARCHAR(5),
    body       VARCHAR(8000) NOT NULL,
    created_at TIMESTAMP     NOT NULL,
    PRIMARY KEY (game_id, seq)
);

CREATE INDEX games_created ON games (created_at);
