-- ── Hand-written (issue 36: the view batches' connection, api/src/db/background.ts) ─────────────────
-- The `prioritize` extension lets that connection's backend lower its own CPU priority. It is created
-- only where the server has it (Debian's postgresql-NN-prioritize) and the migrating role may create it
-- (a superuser: the extension is not a trusted one); elsewhere (PGlite, a managed PostgreSQL) nothing
-- happens and the batches run at the usual priority. README "Analytics" says how to add it later.
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_available_extensions WHERE name = 'prioritize')
    AND (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    CREATE EXTENSION IF NOT EXISTS prioritize;
  END IF;
END $$;
