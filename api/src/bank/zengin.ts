// 全銀 bank and branch codes from the offline, versioned zengin-code package (1,146 banks, ~29k
// branches). Loaded on first use (the data is a few MB). Search by code prefix, name or kana.
import { normalizeHolderName } from '@shirube/domain';
import { createRequire } from 'node:module';

interface Entry {
  code: string;
  name: string;
  kana: string;
  hira: string;
}
interface RawBank extends Entry {
  branches: Record<string, Entry>;
}
interface Bank extends Entry {
  branches: ReadonlyMap<string, Entry>;
}

const require = createRequire(import.meta.url);
let banks: ReadonlyMap<string, Bank> | undefined;
// Maps, not the package's plain objects: a code from the query such as `__proto__` or `constructor`
// must find nothing (an object lookup found Object.prototype and the search threw → 500).
const dataset = (): ReadonlyMap<string, Bank> =>
  (banks ??= new Map(
    Object.entries(require('zengin-code') as Record<string, RawBank>).map(([code, bank]) => [
      code,
      { ...bank, branches: new Map(Object.entries(bank.branches)) },
    ]),
  ));

/** The package version's date part (e.g. 20260824), so a stored account says what it was checked against. */
export const ZENGIN_DATASET_VERSION = String(
  (require('zengin-code/package.json') as { version: string }).version.split('-p')[1] ?? 'unknown',
);

export const SEARCH_LIMIT = 20;

/**
 * One form for query and data: the 全銀 conversions (NFKC, small kana → large as the dataset writes
 * them: キヨウ, so 「とうきょう」 finds 東京), then katakana → hiragana, no spaces.
 */
function fold(value: string): string {
  return [...normalizeHolderName(value).toLowerCase()]
    .map((ch) => {
      const c = ch.codePointAt(0)!;
      return c >= 0x30a1 && c <= 0x30f6 ? String.fromCodePoint(c - 0x60) : ch;
    })
    .join('')
    .replace(/\s+/gu, '');
}

function search(entries: Entry[], query: string): Entry[] {
  const q = fold(query);
  if (q === '') return [];
  const hits = /^\d+$/.test(q)
    ? entries.filter((e) => e.code.startsWith(q))
    : entries.filter((e) => fold(e.name).includes(q) || fold(e.kana).includes(q));
  // Names that start with the query first, then by code.
  const starts = (e: Entry) => (fold(e.name).startsWith(q) || fold(e.kana).startsWith(q) ? 0 : 1);
  return hits.sort((a, b) => starts(a) - starts(b) || a.code.localeCompare(b.code)).slice(0, SEARCH_LIMIT);
}

const present = (e: Entry) => ({ code: e.code, name: e.name, kana: e.kana });

export const findBank = (code: string) => dataset().get(code) ?? null;
export const findBranch = (bankCode: string, branchCode: string) =>
  dataset().get(bankCode)?.branches.get(branchCode) ?? null;

export const searchBanks = (query: string) => search([...dataset().values()], query).map(present);

/** null when the bank does not exist. */
export function searchBranches(bankCode: string, query: string) {
  const bank = findBank(bankCode);
  return bank ? search([...bank.branches.values()], query).map(present) : null;
}
