-- Search by pairs of adjacent characters (issue 23; api/src/search/CONTEXT.md). The character index of
-- 0008 cannot narrow a word made of common characters that occurs nowhere (のしかた投資: 9 % of a
-- million articles hold all six characters, each rechecked with LIKE). Every pair of a word must be
-- in the text too, and a word's rarest pair (た投) is rare even when its characters are not: GIN
-- reads the rare posting list first and skips through the common ones. search_pairs is immutable
-- SQL (substr counts characters, as the API's pairs of code points do); nothing is stored in the
-- table, the index keeps each article's distinct pairs. Not partial, like 0008 (planner statistics).
CREATE FUNCTION search_pairs(t text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN ARRAY(SELECT substr(t, i, 2) FROM generate_series(1, char_length(t) - 1) AS i);
--> statement-breakpoint
CREATE INDEX "articles_search_pairs" ON "articles" USING gin (search_pairs("search_text"));
