-- Which server node runs a game's live work (its clock's watch and its AI's thinking) when several nodes share
-- one PostgreSQL database (`kingme serve --node NAME`, docs/deploy.md): a lease that its node renews every few
-- seconds and that another node takes once it has lapsed (`until` is the database's own clock). Any node may
-- store an action in any game; the key (game_id, seq) of the actions decides between two at once. A single
-- server keeps no leases.
CREATE TABLE game_leases (
    game_id VARCHAR(32) NOT NULL PRIMARY KEY,
    node    VARCHAR(64) NOT NULL,
    until   TIMESTAMP   NOT NULL
);

CREATE INDEX game_leases_node ON game_leases (node);
