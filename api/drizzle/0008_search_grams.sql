-- Japanese search index (api/src/search/CONTEXT.md). Japanese has no spaces between words, so the
-- normalised text is indexed by its characters: GIN over string_to_array(search_text, NULL) (built-in C,
-- immutable, nothing stored in the table). A query word needs all of its characters (index), then
-- `search_text LIKE '%word%'` rechecks the candidates. Not partial on purpose: the planner only uses
-- the statistics of non-partial expression indexes, and it needs them to choose between this index
-- (rare words) and walking the list order's index (common words).
CREATE INDEX "articles_search_chars" ON "articles" USING gin (string_to_array("search_text", NULL));
--> statement-breakpoint
-- The same over the title alone, for the first result tier (every word in the title).
CREATE INDEX "articles_search_title_chars" ON "articles" USING gin (string_to_array("search_title", NULL));
