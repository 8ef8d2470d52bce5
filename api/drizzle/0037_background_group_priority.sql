-- ── Hand-written (issue 36: the view batches' connection, api/src/db/background.ts) ─────────────────
-- PostgreSQL starts each backend in a session of its own (setsid), and Linux with autogroups
-- (kernel.sched_autogroup_enabled = 1, the default of Debian's and Ubuntu's kernels) gives each session a
-- scheduling group that weighs as much as any other session, whatever its processes' nice values: the
-- batches' backend at nice 10 (0035) still took the CPU as an equal of the whole server rendering the pages.
-- A group's own nice value is written to /proc/<pid>/autogroup, which a process may raise for itself (never
-- lower). Writing a file from the server takes a superuser, so this function does it (security definer)
-- and only that: for the backend that calls it, to a value bounded 0..19, and only upwards. It also lowers
-- the backend itself through the `prioritize` extension (0035) where that is installed: that is what counts
-- where the backends share one group (autogroups off, or a container's cgroup). Created only when the
-- migrating role is a superuser (PGlite's is; a managed PostgreSQL's is not, and nothing changes there).
DO $$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    CREATE OR REPLACE FUNCTION lower_background_priority(nice integer) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $fn$
    DECLARE
      group_file constant text := '/proc/self/autogroup';
      group_nice integer;
      ns text;
      said text;
    BEGIN
      IF nice IS NULL OR nice < 0 OR nice > 19 THEN
        RAISE EXCEPTION 'lower_background_priority: nice must be 0 to 19, not %', nice
          USING ERRCODE = 'invalid_parameter_value';
      END IF;
      -- The backend's scheduling group: no file where the kernel has no autogroups (nothing to lower).
      -- (A row IS NOT NULL only when all its fields are: `change` is null on Unix.)
      IF (pg_stat_file(group_file, true)).modification IS NOT NULL THEN
        -- Its content: "/autogroup-<n> nice <value>".
        group_nice := substring(pg_read_file(group_file) FROM 'nice (-?\d+)')::integer;
        IF group_nice < nice THEN
          -- Linux lets an unprivileged process change a group's nice once in 0.1 s, machine-wide:
          -- two API processes connecting at once take turns.
          FOR attempt IN 1..30 LOOP
            BEGIN
              EXECUTE format('COPY (SELECT %s) TO %L', nice, group_file);
              said := NULL;
              EXIT;
            EXCEPTION WHEN OTHERS THEN
              said := 'scheduling group: ' || SQLERRM;
              EXIT WHEN SQLERRM NOT LIKE '%temporarily unavailable%';
              PERFORM pg_sleep(0.1);
            END;
          END LOOP;
        END IF;
      END IF;
      -- The backend itself, when the extension is there.
      SELECT n.nspname INTO ns FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
      WHERE e.extname = 'prioritize';
      IF ns IS NOT NULL THEN
        BEGIN
          EXECUTE format(
            'SELECT %1$I.set_backend_priority(pg_backend_pid(), $1)
             WHERE %1$I.get_backend_priority(pg_backend_pid()) < $1', ns) USING nice;
        EXCEPTION WHEN OTHERS THEN
          said := concat_ws('; ', said, 'backend: ' || SQLERRM);
        END;
      END IF;
      RETURN said;
    END
    $fn$;
  END IF;
END $$;
