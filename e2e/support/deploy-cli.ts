/** What the deploy specs share beside scripts/lib/releases.mjs (`deploy`, `deployAsync`). */
import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Waits until the shell serves `version` of `remote` (its /remotes.json). A remote whose pages the server
 * renders (the reader, the editor) goes live once the shell has loaded the new release's server container
 * (shell/server/live-remotes.ts, at most its 10 s warm limit), not on the publish itself.
 */
export async function untilLive(request: APIRequestContext, remote: string, version: string): Promise<void> {
  await expect
    .poll(
      async () => ((await (await request.get('/remotes.json')).json()) as Record<string, string>)[remote],
      {
        timeout: 20_000,
      },
    )
    .toContain(`/${version}/`);
}
