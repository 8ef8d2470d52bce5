/**
 * The exact Japanese text a screen shows for a message id, formatted the way react-intl formats it
 * (ICU syntax through intl-messageformat, locale ja). An id the journey needs but the catalogue lacks
 * fails loudly, naming the ids that do exist with the same prefix — the usual cause is a rename.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { ja } from '@shirube/i18n';

const catalogue = ja as Record<string, string>;

function raw(id: string): string {
  const text = catalogue[id];
  if (text === undefined) {
    const prefix = id.split('.').slice(0, 2).join('.');
    const near = Object.keys(catalogue).filter((k) => k.startsWith(prefix));
    throw new Error(
      `message id '${id}' is not in @shirube/i18n (ja); ids under '${prefix}': ${near.join(', ') || 'none'}`,
    );
  }
  return text;
}

export function msg(id: string, values?: Record<string, string | number>): string {
  const text = raw(id);
  if (!values && !text.includes('{')) return text;
  return String(new IntlMessageFormat(text, 'ja').format(values ?? {}));
}

/** A message with its placeholders as wildcards: for texts whose numbers the test does not control. */
export function msgPattern(id: string): RegExp {
  const parts = raw(id).split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/);
  return new RegExp(parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+?'));
}

/** 1000 → '1,000' (how the screens group yen amounts). */
export const yen = (n: number) => n.toLocaleString('ja-JP');
