-- V13: several nodes on one database.
--
-- Which server node runs a game's live work (its clock's watch and its AI's thinking) when several nodes share
-- one PostgreSQL database (`kingme serve --node NAME`, docs/deploy.md): a lease that its node renews every few
-- seconds and that another node takes once it has lapsed (`until` is the database's own clock, in UTC). Any node may
-- store an action in any game; the key (game_id, seq) of the actions decides between two at once. A single
-- server keeps no leases.
CREATE TABLE game_leases (
    game_id VARCHAR(32) NOT NULL PRIMARY KEY,
    node    VARCHAR(64) NOT NULL,
    until   TIMESTAMP   NOT NULL
);

CREATE INDEX game_leases_node ON game_leases (node);

-- The games each client address made, for the limits per address that every node must count alike (games a
-- minute, unfinished games against the AI) and the server's limit on games between two AIs. Written by the nodes
-- of several; a single server counts in memory.
CREATE TABLE address_games (
    game_id    VARCHAR(32) NOT NULL PRIMARY KEY,
    address    VARCHAR(64) NOT NULL,
    ai         BOOLEAN     NOT NULL,
    ai_only    BOOLEAN     NOT NULL,
    created_at TIMESTAMP   NOT NULL
);

CREATE INDEX address_games_address ON address_games (address, created_at);
