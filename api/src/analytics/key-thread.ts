// A batch's per-view work — the visitor's keyed hash, the dedup within the batch, the statement's JSON
// rows — on a thread of its own at a lower CPU priority (nice 10 on Linux, that thread only), not on the
// event loop that serves the pages: keyed there between two requests, the batch held the article read's
// p95 ≈ 0.3 ms above its floor at 2,000 views/s (bench/results/analytics-ingest-2026-11-30.md), and
// where the cores are busy the scheduler gives the pages' threads the turn first.
// The thread's code is this string (eval): it loads alike under tsx, from the compiled bundle and in
// jest, with no file of its own to ship. Its HMAC is visitor.ts `visitorHash` (the same key: clicks
// and purchases use that one) and its stored key visitor.ts `viewKeyOf`; key-thread.test.ts checks both
// equal. A row: article, day, visitor (the text key: the referral lookup's), stored key, user, source, time.
import { Worker } from 'node:worker_threads';

/** One view as the thread gets it: what the event loop worked out from the queue (ingest.ts). */
export type KeyInput = [
  articleId: number,
  day: string,
  /** The index of the view's salt in `salts`, or -1 for a signed-in reader (keyed by `userId`). */
  salt: number,
  address: string,
  userAgent: string,
  userId: number | null,
  sourceKind: string,
  sourceDetail: string,
  at: number,
];

/** The statement's rows as JSON (ingest.ts), one per visitor per article per day of the batch. */
export interface Keyed {
  json: string;
  rows: number;
}

const SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHmac } = require('node:crypto');
try { require('node:os').setPriority(10); } catch {}
const HASH_KEY_MASK = (1n << 63n) - 1n;
parentPort.on('message', ({ id, salts, views }) => {
  try {
    const seen = new Set();
    const rows = [];
    for (const [articleId, day, salt, address, userAgent, userId, kind, detail, at] of views) {
      const mac = salt >= 0
        ? createHmac('sha256', salts[salt]).update(address + '\\n' + userAgent).digest('hex')
        : null;
      const visitor = mac ? 'h:' + mac.slice(0, 32) : 'u:' + userId;
      const seenKey = articleId + '|' + day + '|' + visitor;
      if (seen.has(seenKey)) continue;
      seen.add(seenKey);
      const viewKey = mac ? (BigInt('0x' + mac.slice(0, 16)) & HASH_KEY_MASK).toString() : String(-userId);
      rows.push([articleId, day, visitor, viewKey, userId, kind, detail, at]);
    }
    parentPort.postMessage({ id, json: JSON.stringify(rows), rows: rows.length });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
`;

interface Thread {
  worker: Worker;
  pending: Map<number, { resolve: (keyed: Keyed) => void; reject: (error: Error) => void }>;
}

let thread: Thread | null = null;
let nextId = 0;

function start(): Thread {
  const worker = new Worker(SOURCE, { eval: true });
  const t: Thread = { worker, pending: new Map() };
  worker.on('message', (m: { id: number; json?: string; rows?: number; error?: string }) => {
    const waiting = t.pending.get(m.id);
    t.pending.delete(m.id);
    if (t.pending.size === 0) worker.unref();
    if (m.error !== undefined) waiting?.reject(new Error(`key thread: ${m.error}`));
    else waiting?.resolve({ json: m.json!, rows: m.rows! });
  });
  // A thread that fails (it should not) fails its batches, which are logged and dropped like a failed
  // write; the next batch starts a new one.
  const fail = (error: Error) => {
    if (thread === t) thread = null;
    for (const { reject } of t.pending.values()) reject(error);
    t.pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`key thread exited (${code})`)));
  worker.unref(); // an idle thread never keeps the process alive
  return t;
}

let latest: Promise<unknown> = Promise.resolve();

/** Key a batch on the thread; the thread is started by the first batch and kept. */
export function keyViews(salts: string[], views: KeyInput[]): Promise<Keyed> {
  const t = (thread ??= start());
  const id = nextId++;
  const keyed = new Promise<Keyed>((resolve, reject) => {
    t.pending.set(id, { resolve, reject });
    t.worker.ref(); // a batch in flight does
    t.worker.postMessage({ id, salts, views });
  });
  latest = keyed.catch(() => {});
  return keyed;
}

/** Resolves when every batch handed to the thread so far is back (the queue's tests wait on it). */
export async function keyThreadIdle(): Promise<void> {
  let seen: Promise<unknown>;
  do await (seen = latest);
  while (seen !== latest);
}
