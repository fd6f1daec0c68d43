-- PostgreSQL only (db/vendor/postgresql holds the migrations of that database alone: GameStore.migrations). V11 had
-- the actions' key keep a thousand numbers at hand, which spares H2 a commit of its whole store in every 32 actions.
-- PostgreSQL keeps numbers at hand per connection, so actions stored through two of the pool's connections, or by
-- two nodes, got numbers a thousand apart, not in the order they arrived in, and the lobby's games being played
-- (GameLists.playing, which reads the last numbers) could miss games. Here each number is taken when wanted, in
-- the order of arrival; PostgreSQL's sequences cost no commit of their own.
ALTER TABLE actions ALTER COLUMN id SET CACHE 1;
