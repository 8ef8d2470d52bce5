-- Japanese search index (api/src/search/CONTEXT.md). Japanese has no spaces between words, so the
-- text is indexed by its distinct 1- and 2-character grams: a query word of one character needs that
-- gram, a longer word needs all of its 2-character grams; `search_text LIKE '%word%'` then rechecks.
-- An expression index (nothing stored in the table) over text already normalised by shared/domain.
-- Both sides use these two functions, so "what a gram is" is written once.
CREATE OR REPLACE FUNCTION shirube_grams(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}'::text[]) FROM (
    SELECT substr(t, i, 1) AS g FROM generate_series(1, char_length(t)) AS i
    UNION
    SELECT substr(t, i, 2) FROM generate_series(1, char_length(t) - 1) AS i
  ) AS grams WHERE position(' ' IN g) = 0
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shirube_query_grams(word text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN char_length(word) = 1 THEN ARRAY[word]
    ELSE ARRAY(SELECT substr(word, i, 2) FROM generate_series(1, char_length(word) - 1) AS i) END
$$;--> statement-breakpoint
CREATE INDEX "articles_search_grams" ON "articles" USING gin (shirube_grams("search_text"))
  WHERE "status" = 'published' AND "deleted_at" IS NULL;
