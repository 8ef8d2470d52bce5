// A readable diff of two texts for the admin review of an edited article (spec §4 type=review): which
// paragraphs changed, and inside a changed paragraph which words — Latin words and numbers as whole
// tokens, every other character (Japanese has no spaces) as its own. Longest common subsequence on
// tokens, after cutting the common head and tail; no `diff` package is installed and this is small.
// Own entry `@shirube/domain/text-diff`: only the review view loads it.

import { decodeHtmlEntities } from './text';

export type DiffOp = 'same' | 'added' | 'removed';
export interface DiffPart {
  readonly op: DiffOp;
  readonly text: string;
}

/** A paragraph-level change; `parts` are the words inside one that was edited (same/added/removed). */
export type ParagraphDiff =
  | { readonly op: 'same' | 'added' | 'removed'; readonly text: string }
  | { readonly op: 'changed'; readonly parts: readonly DiffPart[] };

/** Beyond this many LCS cells (tokens × tokens) a change is shown whole: removed, then added. */
export const MAX_DIFF_CELLS = 1_000_000;

const TOKEN = /[\p{Script=Latin}\p{Nd}_]+|\s+|[^]/gu;

/** Latin words, numbers and runs of white space as one token; each other character alone. */
export const tokenize = (text: string): string[] => Array.from(text.matchAll(TOKEN), (m) => m[0]);

/** LCS diff of two token lists; equal runs and same-op runs are merged. */
export function diffSequences(a: readonly string[], b: readonly string[]): DiffPart[] {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  )
    tail++;
  const x = a.slice(head, a.length - tail);
  const y = b.slice(head, b.length - tail);
  const parts: DiffPart[] = [];
  const push = (op: DiffOp, text: string) => {
    if (text === '') return;
    const last = parts[parts.length - 1];
    if (last && last.op === op) parts[parts.length - 1] = { op, text: last.text + text };
    else parts.push({ op, text });
  };
  push('same', a.slice(0, head).join(''));
  if (x.length * y.length > MAX_DIFF_CELLS) {
    push('removed', x.join(''));
    push('added', y.join(''));
  } else {
    // lengths[i][j] = LCS length of x[i..] and y[j..], one flat array.
    const w = y.length + 1;
    const lengths = new Uint32Array((x.length + 1) * w);
    for (let i = x.length - 1; i >= 0; i--)
      for (let j = y.length - 1; j >= 0; j--)
        lengths[i * w + j] =
          x[i] === y[j]
            ? lengths[(i + 1) * w + j + 1]! + 1
            : Math.max(lengths[(i + 1) * w + j]!, lengths[i * w + j + 1]!);
    let i = 0;
    let j = 0;
    // On a tie the old token goes first: a replaced run reads "removed, then added".
    while (i < x.length || j < y.length) {
      if (i < x.length && j < y.length && x[i] === y[j]) {
        push('same', x[i]!);
        i++;
        j++;
      } else if (j < y.length && (i === x.length || lengths[i * w + j + 1]! > lengths[(i + 1) * w + j]!)) {
        push('added', y[j++]!);
      } else push('removed', x[i++]!);
    }
  }
  push('same', a.slice(a.length - tail).join(''));
  return parts;
}

/** Word-level diff of two strings (a title, one paragraph). */
export const diffText = (before: string, after: string): DiffPart[] =>
  diffSequences(tokenize(before), tokenize(after));

/**
 * Paragraph diff of two bodies (plain text per paragraph): unchanged, added and removed paragraphs; a
 * removed paragraph directly replaced by an added one is shown as one `changed` paragraph with its
 * word diff.
 */
export function diffParagraphs(before: readonly string[], after: readonly string[]): ParagraphDiff[] {
  // Paragraphs are compared whole; a newline cannot occur inside one, so it keeps tokens apart.
  const line = (p: string) => `${p.replace(/\n/g, ' ')}\n`;
  const lines = diffSequences(before.map(line), after.map(line));
  const paragraphs = (text: string) => text.split('\n').slice(0, -1);
  const out: ParagraphDiff[] = [];
  for (let k = 0; k < lines.length; k++) {
    const part = lines[k]!;
    const next = lines[k + 1];
    if (part.op === 'removed' && next?.op === 'added') {
      const old = paragraphs(part.text);
      const now = paragraphs(next.text);
      const paired = Math.min(old.length, now.length);
      for (let p = 0; p < paired; p++) out.push({ op: 'changed', parts: diffText(old[p]!, now[p]!) });
      for (const text of old.slice(paired)) out.push({ op: 'removed', text });
      for (const text of now.slice(paired)) out.push({ op: 'added', text });
      k++;
      continue;
    }
    for (const text of paragraphs(part.text)) out.push({ op: part.op, text });
  }
  return out;
}

/** Plain text of a stored paragraph (HTML) for the diff: tags dropped, the common entities decoded. */
export function paragraphText(html: string): string {
  const text = decodeHtmlEntities(html.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]*>/g, ''));
  return text.replace(/\s+/g, ' ').trim();
}
