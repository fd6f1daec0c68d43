-- H2 only (db/vendor/h2 holds the migrations of that database alone: GameStore.migrations): the actions'
-- arrival numbers with a thousand at hand, as V11 had them before V14 made the table anew. H2 writes its sequence
-- to its file, a commit of the whole store, every time the numbers it keeps at hand run out; with the default 32
-- that was one commit in every 32 actions besides the actions' own. PostgreSQL keeps numbers at hand per connection, so that numbers taken on two
-- connections would not follow the order of arrival that GameLists.playing reads; there each is taken when wanted.
ALTER TABLE actions ALTER COLUMN id SET CACHE 1000;
