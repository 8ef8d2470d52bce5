// The magazine's articles in the author's order: add from their own live published articles, remove,
// move up/down (buttons: keyboard and screen reader friendly; focus stays on the moved article), then
// 保存 sends the whole ordered list (PUT /v1/magazines/{id}/articles). What buyers keep is said here:
// removed articles stay readable to earlier buyers; articles added later come to existing buyers.
import type { Magazine, MyArticle } from '@shirube/api-contract';
import { errorMessageId } from '@shirube/i18n/src/core';
import { magazines as magazineTexts } from '@shirube/i18n/src/ja/magazines';
import { useShell } from '@shirube/shell-contract';
import { buttonClass } from '@shirube/ui';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorCode, useEditorApi } from '../lib/api';
import { useMagazineApi } from './api';
import * as s from '../lib/root.css';
import { apiFieldErrors } from './form';
import * as m from './magazines.css';

interface Member {
  id: number;
  title: string;
}
type Move = 'up' | 'down';

/** Live and public now: what the API takes into a magazine (the lists' rule: published, not reserved). */
export const canJoin = (a: MyArticle, now = Date.now()) =>
  a.status === 'published' && a.publishedAt !== null && new Date(a.publishedAt).getTime() <= now;

// An author's whole list, page by page (the server's cursor); bounded so a broken cursor cannot loop.
const MAX_PAGES = 50;
async function allMyArticles(
  load: (since?: string) => Promise<{ data: readonly MyArticle[]; next: string | null }>,
) {
  const all: MyArticle[] = [];
  let next: string | undefined;
  for (let i = 0; i < MAX_PAGES; i++) {
    const page = await load(next);
    all.push(...page.data);
    if (!page.next) break;
    next = page.next;
  }
  return all;
}

const membersOf = (g: Magazine): Member[] => g.articles.map((a) => ({ id: a.id, title: a.title }));
const sameOrder = (a: readonly Member[], b: readonly Member[]) =>
  a.length === b.length && a.every((x, i) => x.id === b[i]!.id);

export function MagazineArticles({ magazine, onSaved }: { magazine: Magazine; onSaved(m: Magazine): void }) {
  const api = useEditorApi();
  const magazineApi = useMagazineApi();
  const intl = useIntl();
  const shell = useShell();
  const [members, setMembers] = useState<Member[]>(() => membersOf(magazine));
  const [mine, setMine] = useState<readonly MyArticle[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const focusAfter = useRef<readonly string[]>([]);
  const section = useRef<HTMLElement>(null);
  const saved = membersOf(magazine);
  const dirty = !sameOrder(members, saved);

  useEffect(() => {
    let live = true;
    allMyArticles((since) => api.myArticles(since)).then(
      (list) => live && setMine(list.filter((a) => canJoin(a))),
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api]);

  // A keyboard user is never dropped to the top of the page: after a change the focus goes to the first
  // of the buttons asked for that is there and enabled — the moved article's own (the other one once it
  // reaches an end), after 外す / 追加 the neighbour's, else 保存.
  useEffect(() => {
    const keys = focusAfter.current;
    focusAfter.current = [];
    const target = keys
      .map((k) => section.current?.querySelector<HTMLButtonElement>(`button[data-focus="${k}"]`))
      .find((b) => b && !b.disabled);
    target?.focus();
  }, [members]);

  const candidates = (mine ?? []).filter((a) => !members.some((x) => x.id === a.id));
  const move = (index: number, dir: Move) => {
    const to = dir === 'up' ? index - 1 : index + 1;
    if (to < 0 || to >= members.length) return;
    const next = [...members];
    const [moved] = next.splice(index, 1);
    next.splice(to, 0, moved!);
    focusAfter.current = [`${moved!.id}:${dir}`, `${moved!.id}:${dir === 'up' ? 'down' : 'up'}`];
    setMembers(next);
    setAnnounce(
      intl.formatMessage(
        { id: 'editor.magazines.articles.moved' },
        { title: moved!.title, position: to + 1 },
      ),
    );
  };
  const remove = (index: number) => {
    const near = [members[index + 1], members[index - 1]].filter(Boolean).map((a) => `${a!.id}:remove`);
    focusAfter.current = [...near, 'save'];
    setMembers(members.filter((_, i) => i !== index));
  };
  const add = (index: number) => {
    const a = candidates[index]!;
    const near = [candidates[index + 1], candidates[index - 1]].filter(Boolean).map((c) => `${c!.id}:add`);
    focusAfter.current = [...near, 'save'];
    setMembers([...members, { id: a.id, title: a.title }]);
  };

  const save = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const next = await magazineApi.setArticles(
        magazine.id,
        members.map((a) => a.id),
      );
      setMembers(membersOf(next));
      onSaved(next);
      shell.toast(intl.formatMessage({ id: 'editor.magazines.articles.saved' }), 'success');
    } catch (err) {
      const field = apiFieldErrors(err, ['articleIds'], magazineTexts, 'editor.magazines.form.invalid');
      setProblem(field.articleIds ?? errorMessageId(errorCode(err)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      ref={section}
      className={s.section}
      aria-labelledby="magazine-articles-title"
      data-testid="magazine-articles"
    >
      <h3 id="magazine-articles-title">
        <FormattedMessage id="editor.magazines.articles.title" />
      </h3>
      <div className={m.explain}>
        <p>
          <FormattedMessage id="editor.magazines.articles.addedNote" />
        </p>
        <p>
          <FormattedMessage id="editor.magazines.articles.removedNote" />
        </p>
      </div>
      {members.length === 0 ? (
        <p className={s.muted}>
          <FormattedMessage id="editor.magazines.articles.empty" />
        </p>
      ) : (
        <ol className={s.list} data-testid="magazine-members">
          {members.map((a, i) => (
            <li key={a.id} className={`${s.item} ${m.member}`} data-testid="magazine-member" data-id={a.id}>
              <span className={m.position} aria-hidden="true">
                {i + 1}.
              </span>
              <span>{a.title}</span>
              <span className={m.memberButtons}>
                <button
                  type="button"
                  className={buttonClass('secondary')}
                  data-focus={`${a.id}:up`}
                  disabled={i === 0}
                  aria-label={intl.formatMessage(
                    { id: 'editor.magazines.articles.upLabel' },
                    { title: a.title },
                  )}
                  onClick={() => move(i, 'up')}
                >
                  {intl.formatMessage({ id: 'editor.magazines.articles.up' })}
                </button>
                <button
                  type="button"
                  className={buttonClass('secondary')}
                  data-focus={`${a.id}:down`}
                  disabled={i === members.length - 1}
                  aria-label={intl.formatMessage(
                    { id: 'editor.magazines.articles.downLabel' },
                    { title: a.title },
                  )}
                  onClick={() => move(i, 'down')}
                >
                  {intl.formatMessage({ id: 'editor.magazines.articles.down' })}
                </button>
                <button
                  type="button"
                  className={buttonClass('secondary')}
                  data-focus={`${a.id}:remove`}
                  aria-label={intl.formatMessage(
                    { id: 'editor.magazines.articles.removeLabel' },
                    { title: a.title },
                  )}
                  onClick={() => remove(i)}
                >
                  {intl.formatMessage({ id: 'editor.magazines.articles.remove' })}
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <p role="status" className={s.muted}>
        {announce}
      </p>
      {problem && (
        <p role="alert" className={s.error} data-testid="magazine-articles-problem">
          {intl.formatMessage({ id: problem })}
        </p>
      )}
      <div className={m.formActions}>
        <button
          type="button"
          className={buttonClass()}
          data-focus="save"
          onClick={() => void save()}
          disabled={busy || !dirty}
          data-testid="save-magazine-articles"
        >
          {intl.formatMessage({
            id: busy ? 'editor.magazines.form.saving' : 'editor.magazines.articles.save',
          })}
        </button>
        {dirty && (
          <span className={s.muted} data-testid="magazine-articles-unsaved">
            <FormattedMessage id="editor.magazines.articles.unsaved" />
          </span>
        )}
      </div>
      <h4 id="magazine-candidates-title">
        <FormattedMessage id="editor.magazines.articles.candidates" />
      </h4>
      {!magazine.onSale ? (
        <p className={s.muted}>
          <FormattedMessage id="editor.magazines.articles.stopped" />
        </p>
      ) : loadFailed ? (
        <p role="alert" className={s.error}>
          <FormattedMessage id="editor.loadFailed" />
        </p>
      ) : !mine ? (
        <p className={s.muted}>
          <FormattedMessage id="editor.loading" />
        </p>
      ) : candidates.length === 0 ? (
        <p className={s.muted}>
          <FormattedMessage id="editor.magazines.articles.noCandidates" />
        </p>
      ) : (
        <ul className={s.list} aria-labelledby="magazine-candidates-title" data-testid="magazine-candidates">
          {candidates.map((a, i) => (
            <li
              key={a.id}
              className={`${s.item} ${m.member}`}
              data-testid="magazine-candidate"
              data-id={a.id}
            >
              <span aria-hidden="true" />
              <span>{a.title}</span>
              <span className={m.memberButtons}>
                <button
                  type="button"
                  className={buttonClass('secondary')}
                  data-focus={`${a.id}:add`}
                  aria-label={intl.formatMessage(
                    { id: 'editor.magazines.articles.addLabel' },
                    { title: a.title },
                  )}
                  onClick={() => add(i)}
                >
                  {intl.formatMessage({ id: 'editor.magazines.articles.add' })}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
