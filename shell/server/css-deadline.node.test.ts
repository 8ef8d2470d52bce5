import vm from 'node:vm';
import { deadlineStylesheets, REMOTE_CSS_DEADLINE_MS } from './css-deadline';

/** A <link> as far as the deadline's script looks at it. */
class FakeLink {
  media = '';
  sheet: object | null = null;
  attributes = new Set<string>(['data-css-deadline']);
  listeners: Record<string, () => void> = {};
  parentNode = { replaceChild: (next: FakeLink, old: FakeLink) => head.splice(head.indexOf(old), 1, next) };
  constructor(readonly href: string) {}
  cloneNode() {
    const copy = new FakeLink(this.href);
    copy.media = this.media;
    return copy;
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  addEventListener(type: string, f: () => void) {
    this.listeners[type] = f;
  }
}
let head: FakeLink[] = [];

test('after the deadline a stylesheet still loading stops holding the paint, and applies when it loads', () => {
  const tags = deadlineStylesheets(['/r/pages.css', '/r/slow.css']);
  expect(tags.slice(1)).toEqual([
    '<link rel="stylesheet" href="/r/pages.css" data-css-deadline />',
    '<link rel="stylesheet" href="/r/slow.css" data-css-deadline />',
  ]);
  const loaded = new FakeLink('/r/pages.css');
  loaded.sheet = {};
  const slow = new FakeLink('/r/slow.css');
  head = [loaded, slow];
  const timers: Array<{ f: () => void; ms: number }> = [];
  const document = {
    querySelectorAll: (selector: string) => {
      expect(selector).toBe('link[data-css-deadline]');
      return head.filter((l) => l.attributes.has('data-css-deadline'));
    },
  };
  const code = tags[0]!.replace(/^<script>/, '').replace(/<\/script>$/, '');
  vm.runInNewContext(code, { document, setTimeout: (f: () => void, ms: number) => timers.push({ f, ms }) });
  // Before the deadline nothing changes: both still render-blocking stylesheets.
  expect(timers.map((t) => t.ms)).toEqual([REMOTE_CSS_DEADLINE_MS]);
  expect(head).toEqual([loaded, slow]);

  timers[0]!.f();
  // The loaded one stays; the slow one is now a print-only copy (not render-blocking)…
  expect(head[0]).toBe(loaded);
  const copy = head[1]!;
  expect(copy).not.toBe(slow);
  expect([copy.href, copy.media, copy.attributes.has('data-css-deadline')]).toEqual([
    '/r/slow.css',
    'print',
    false,
  ]);
  // …which applies to the page once it has loaded.
  copy.listeners.load!.call(copy);
  expect(copy.media).toBe('all');
});

test('no stylesheet, no script', () => {
  expect(deadlineStylesheets([])).toEqual([]);
});
