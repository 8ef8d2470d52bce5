/**
 * Journey (issue 24): a new mf-reader release goes live WHILE readers load article pages. Four
 * visitors fetch article pages back to back before, during and after `deploy publish mf-reader` (run
 * without blocking this process); every answer is 200 and server-rendered — #root holds the title and
 * the free part, never the empty shell the browser would have to fill — and none fails. The switch
 * happens inside that traffic, never back: once an answer carried the new release, every request
 * started after it carries it too. The new release is served once this shell process has loaded its
 * node container (shell/server/live-remotes.ts logs it), so its first answers are server-rendered.
 * The traffic starts once the shell has served the old release as HTML: its own first load of a
 * container after the process started is not what this journey is about.
 */
import { cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './support/app-ready';
import { deploy, deployAsync } from '../scripts/lib/releases.mjs';
import { findPaidDemoArticles, type PaidArticle } from './support/articles';
import { releaseOf, rootOf } from './support/ssr';
import { e2eState } from './support/state';

const VISITORS = 4;
/** Answers of the new release each visitor must have had before the traffic stops. */
const AFTER_SWITCH = 10;
/** Bounds of the loop: requests per visitor, and the wait for the new release after publish. */
const MAX_REQUESTS = 3_000;
const SWITCH_WAIT_MS = 60_000;

interface Answer {
  visitor: number;
  path: string;
  startedAt: number;
  endedAt: number;
  status: number | string;
  release: string | null;
  rendered: boolean;
}

const articlePath = (a: PaidArticle) => `/u/${a.authorAccount}/a/${a.id}`;

test('publish a reader release during article traffic: every answer 200 and server-rendered, the switch once', async ({
  baseURL,
}) => {
  test.setTimeout(240_000);
  const state = e2eState();
  const v1 = state.published.mf_reader;
  deploy(state.releasesDir, ['activate', 'mf-reader', v1]);
  const articles = await findPaidDemoArticles(state.apiUrl, 2);
  // The new release: the same build stored again — a new version, so a node container at a new path
  // that this process has never loaded (what any reader release brings).
  const v2Dist = path.join(state.tmpDir, 'mf-reader-traffic-v2');
  await cp(path.join(state.releasesDir, 'mf_reader/versions', v1), v2Dist, { recursive: true });

  // The old release server-rendered once: this process has loaded its node container.
  const firstPath = articlePath(articles[0]);
  const renderedOnce = async () =>
    rootOf(
      await (await fetch(new URL(firstPath, baseURL), { headers: { accept: 'text/html' } })).text(),
    ).includes(articles[0].title);
  await expect.poll(renderedOnce, { timeout: 60_000 }).toBe(true);

  const answers: Answer[] = [];
  let stop = false;
  let v2: string | null = null;
  const visitor = async (n: number) => {
    for (let i = 0; i < MAX_REQUESTS && !stop; i++) {
      const article = articles[(n + i) % articles.length];
      const startedAt = performance.now();
      const answer = await fetch(new URL(articlePath(article), baseURL), {
        headers: { accept: 'text/html' },
        signal: AbortSignal.timeout(30_000),
      }).then(
        async (res) => ({ status: res.status, html: await res.text() }),
        (e: unknown) => ({ status: `failed: ${String(e)}`, html: '' }),
      );
      const root = rootOf(answer.html);
      answers.push({
        visitor: n,
        path: articlePath(article),
        startedAt,
        endedAt: performance.now(),
        status: answer.status,
        release: releaseOf(answer.html, 'mf_reader'),
        rendered: root.includes(article.title) && root.includes(article.freeText),
      });
    }
  };
  const seenV2 = (n: number) => answers.filter((a) => a.visitor === n && v2 && a.release === v2).length;

  try {
    const traffic = Promise.all(Array.from({ length: VISITORS }, (_, n) => visitor(n)));
    await expect.poll(() => answers.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(VISITORS * 3);
    const publishStart = performance.now();
    const release = await deployAsync<{ version: string }>(state.releasesDir, [
      'publish',
      'mf-reader',
      '--dist',
      v2Dist,
      '--label',
      'e2e-traffic',
    ]);
    const publishEnd = performance.now();
    v2 = release.version;
    await expect
      .poll(() => Math.min(...Array.from({ length: VISITORS }, (_, n) => seenV2(n))), {
        timeout: SWITCH_WAIT_MS,
      })
      .toBeGreaterThanOrEqual(AFTER_SWITCH);
    stop = true;
    await traffic;

    const show = (list: Answer[]) =>
      list
        .slice(0, 10)
        .map(
          (a) =>
            `#${a.visitor} ${a.path} ${a.status} ${a.release} rendered=${a.rendered} ${Math.round(a.endedAt - a.startedAt)} ms`,
        )
        .join('\n');
    // None fails, each is the article as HTML (the free part in #root).
    expect(show(answers.filter((a) => a.status !== 200))).toBe('');
    expect(show(answers.filter((a) => !a.rendered))).toBe('');
    expect(show(answers.filter((a) => a.release !== v1 && a.release !== v2))).toBe('');
    // The publish ran while answers of the old release were coming in: the switch was under traffic.
    const during = answers.filter((a) => a.endedAt > publishStart && a.startedAt < publishEnd);
    expect(during.filter((a) => a.release === v1).length).toBeGreaterThan(0);
    // Never back: every request started after the first new answer had ended gets the new release.
    const firstV2 = Math.min(...answers.filter((a) => a.release === v2).map((a) => a.endedAt));
    expect(show(answers.filter((a) => a.startedAt > firstV2 && a.release !== v2))).toBe('');
    // It went live here after its node container had loaded (not on a visitor's request).
    const log = await readFile(path.join(state.tmpDir, 'servers.log'), 'utf8');
    expect(log).toContain(`[releases] mf_reader ${v2} loaded in`);
    const slowest = Math.max(...answers.map((a) => a.endedAt - a.startedAt));
    console.log(
      `[reader traffic] ${answers.length} answers (${answers.filter((a) => a.release === v2).length} of the new release), slowest ${Math.round(slowest)} ms; publish took ${Math.round(publishEnd - publishStart)} ms`,
    );
  } finally {
    stop = true;
    deploy(state.releasesDir, ['activate', 'mf-reader', v1]);
  }
});
