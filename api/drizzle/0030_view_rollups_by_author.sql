CREATE TABLE "view_daily_by_author" (
	"author_id" integer NOT NULL,
	"day" date NOT NULL,
	"article_id" integer NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "view_daily_by_author_author_id_day_article_id_pk" PRIMARY KEY("author_id","day","article_id")
);
--> statement-breakpoint
CREATE TABLE "view_sources_by_author" (
	"author_id" integer NOT NULL,
	"day" date NOT NULL,
	"source_kind" text NOT NULL,
	"source_detail" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "view_sources_by_author_author_id_day_source_kind_source_detail_pk" PRIMARY KEY("author_id","day","source_kind","source_detail")
);
--> statement-breakpoint
-- ── Hand-written (keep at the end when regenerating): fill the author rollups from view_daily, so
-- an author's dashboard shows the views counted before this migration (rows of an article that no
-- longer exists belong to no author's dashboard and are left out).
INSERT INTO "view_daily_by_author" ("author_id", "day", "article_id", "views")
SELECT a."user_id", d."day", d."article_id", sum(d."views")::int
FROM "view_daily" d JOIN "articles" a ON a."id" = d."article_id"
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "view_sources_by_author" ("author_id", "day", "source_kind", "source_detail", "views")
SELECT a."user_id", d."day", d."source_kind", d."source_detail", sum(d."views")::int
FROM "view_daily" d JOIN "articles" a ON a."id" = d."article_id"
GROUP BY 1, 2, 3, 4;
