-- The base categories (issue 22): authors pick one when publishing, and a production database never gets
-- demo data, so they come with the schema. Positions give the display order; a slug that exists already
-- (a database the demo seed filled) is left as it is, as is anything an operator changes later.
INSERT INTO "categories" ("name", "slug", "position") VALUES
  ('ビジネス', 'business', 0),
  ('プログラミング', 'programming', 1),
  ('副業', 'side-job', 2),
  ('投資', 'investment', 3),
  ('ライティング', 'writing', 4),
  ('デザイン', 'design', 5),
  ('マーケティング', 'marketing', 6),
  ('自己啓発', 'self-improvement', 7),
  ('キャリア', 'career', 8)
ON CONFLICT ("slug") DO NOTHING;
