// /my_articles: every article of the author by status (差し戻し with the reason, 審査中, 下書き, 予約,
// 公開中), paged by the server's cursor, each row with edit / preview / quick edit / discount codes /
// delete. `?quick_edit={id}` opens the quick edit panel (the article page's owner link uses it).
// `?tab=magazines`: the 「マガジン」 tab (../magazines, its own chunk) instead of the article list.
import type { MyArticle, QuickEdit } from '@shirube/api-contract';
import { useSession, useShell } from '@shirube/shell-contract';
import { Button } from '@shirube/ui';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useEditorApi } from '../lib/api';
import * as s from '../lib/root.css';
import { LoadLines, Loading } from '../lib/LoadLines';
import { QuickEditDialog } from '../quick-edit/QuickEditDialog';
import { DeleteDialog } from './DeleteDialog';
import { MyArticleRow } from './MyArticleRow';
import { MineTabs } from './MineTabs';

const MagazinesPanel = lazy(() => import('../magazines/MagazinesPanel'));

type Group = 'rejected' | 'review' | 'drafts' | 'reserved' | 'published';
const GROUPS: readonly Group[] = ['rejected', 'review', 'drafts', 'reserved', 'published'];

export const groupOf = (a: MyArticle, now = Date.now()): Group => {
  if (a.inspectStatus === 'rejected') return 'rejected';
  if (a.inspectStatus === 'review') return 'review';
  if (a.status !== 'published') return 'drafts';
  return a.publishedAt && new Date(a.publishedAt).getTime() > now ? 'reserved' : 'published';
};

/** A row after クイック編集 saved `q`: its price and copies as the server now has them. Copies left are
 *  the server's own figure (the lists' rule: copies held by checkouts in progress are not left), never
 *  worked out here from the row. */
export const withSaleSettings = (a: MyArticle, q: QuickEdit): MyArticle => ({
  ...a,
  price: q.price,
  salesCount: q.salesCount,
  isSalesUnlimited: q.isSalesUnlimited,
  affiliateRate: q.affiliateRate,
  affiliatableOnlyPurchaser: q.affiliatableOnlyPurchaser,
  availableSalesCount: q.availableSalesCount,
});

export function MyArticlesPage() {
  const api = useEditorApi();
  const intl = useIntl();
  const shell = useShell();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const [items, setItems] = useState<readonly MyArticle[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState(false);
  const [deleting, setDeleting] = useState<MyArticle | null>(null);
  const quickEditId = Number(params.get('quick_edit') ?? '') || null;
  const section = params.get('section') === 'discounts' ? 'discounts' : undefined;
  const tab = params.get('tab') === 'magazines' ? 'magazines' : 'articles';

  useEffect(() => {
    if (tab !== 'articles') return;
    let live = true;
    api.myArticles().then(
      (page) => {
        if (!live) return;
        setItems(page.data);
        setNext(page.next);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
    // (Again when the author comes back from the magazine tab: a list as it is now.)
  }, [api, tab]);

  const more = async () => {
    if (!next) return;
    setLoadingMore(true);
    try {
      const page = await api.myArticles(next);
      setItems((list) => [...(list ?? []), ...page.data.filter((a) => !list?.some((b) => b.id === a.id))]);
      setNext(page.next);
    } catch {
      shell.toast(intl.formatMessage({ id: 'editor.loadFailed' }), 'error');
    } finally {
      setLoadingMore(false);
    }
  };

  const openQuickEdit = useCallback(
    (id: number, which?: 'discounts') =>
      setParams((p) => {
        p.set('quick_edit', String(id));
        if (which) p.set('section', which);
        else p.delete('section');
        return p;
      }),
    [setParams],
  );
  const closeQuickEdit = () =>
    setParams((p) => {
      p.delete('quick_edit');
      p.delete('section');
      return p;
    });
  // The row behind the dialog shows the saved price and copies at once (not only after a reload).
  const quickEdited = (q: QuickEdit) =>
    setItems((list) => list?.map((a) => (a.id === q.id ? withSaleSettings(a, q) : a)) ?? null);
  const deleted = (id: number) => {
    setDeleting(null);
    setItems((list) => list?.filter((a) => a.id !== id) ?? null);
    shell.toast(intl.formatMessage({ id: 'editor.delete.done' }), 'success');
    shell.invalidate('articles');
  };

  const account = session.status === 'signedIn' ? session.user.account : '';
  if (tab === 'magazines') {
    return (
      <div data-testid="my-articles">
        <h1>
          <FormattedMessage id="editor.mine.title" />
        </h1>
        <MineTabs current="magazines" />
        <Suspense fallback={<Loading />}>
          <MagazinesPanel />
        </Suspense>
      </div>
    );
  }
  return (
    <div data-testid="my-articles">
      <div className={s.row}>
        <h1 style={{ flex: 1 }}>
          <FormattedMessage id="editor.mine.title" />
        </h1>
        {/* Like the header's post button: the guideline agreement first (spec §5), then /a/draft. */}
        <Button
          onClick={() => (shell.openGuideline ? shell.openGuideline() : shell.navigate('/a/draft'))}
          data-testid="new-article"
        >
          <FormattedMessage id="editor.mine.new" />
        </Button>
      </div>
      <MineTabs current="articles" />
      <LoadLines loading={!items} failed={failed} />
      {items?.length === 0 && (
        <p className={s.muted}>
          <FormattedMessage id="editor.mine.empty" />
        </p>
      )}
      {items &&
        GROUPS.map((group) => {
          const rows = items.filter((a) => groupOf(a) === group);
          if (rows.length === 0) return null;
          return (
            <section key={group} className={s.section} aria-labelledby={`mine-${group}`}>
              <h2 id={`mine-${group}`}>
                <FormattedMessage
                  id={group === 'rejected' ? 'editor.mine.rejectedGroup' : `editor.mine.${group}`}
                />
              </h2>
              <ul className={s.list}>
                {rows.map((a) => (
                  <MyArticleRow
                    key={a.id}
                    article={a}
                    account={account}
                    onQuickEdit={openQuickEdit}
                    onDelete={setDeleting}
                  />
                ))}
              </ul>
            </section>
          );
        })}
      {next && (
        <Button
          variant="secondary"
          onClick={() => void more()}
          disabled={loadingMore}
          data-testid="load-more"
        >
          {intl.formatMessage({ id: loadingMore ? 'editor.loading' : 'editor.mine.more' })}
        </Button>
      )}
      {quickEditId !== null && (
        <QuickEditDialog
          articleId={quickEditId}
          section={section}
          onSaved={quickEdited}
          onClose={closeQuickEdit}
        />
      )}
      {deleting && <DeleteDialog article={deleting} onClose={() => setDeleting(null)} onDeleted={deleted} />}
    </div>
  );
}
