// The 「マガジン」 tab of /my_articles (issue 37): the author's magazines (cover, title, price, article count,
// on sale or deleted) or, with `?magazine=new|{id}`, one magazine's form, cover and articles. A tab of
// the same route rather than a route of its own: no new page in the shell contract, the URL still says
// where the author is, and this whole panel is its own chunk (MyArticlesPage loads it when shown).
import type { MagazineSummary } from '@shirube/api-contract';
import { useSession } from '@shirube/shell-contract';
import { buttonClass, Price } from '@shirube/ui';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { MagazineApiProvider, useMagazineApi, type MagazineApi } from './api';
import * as s from '../lib/root.css';
import { LoadLines } from '../lib/LoadLines';
import { magazineHref, publicMagazineHref } from './links';
import { MagazineEditor } from './MagazineEditor';
import * as m from './magazines.css';

export default function MagazinesPanel({ api }: { api?: MagazineApi }) {
  return (
    <MagazineApiProvider api={api}>
      <MagazineScreen />
    </MagazineApiProvider>
  );
}

function MagazineScreen() {
  const [params] = useSearchParams();
  const which = params.get('magazine');
  if (which === 'new') return <MagazineEditor key="new" id={null} />;
  const id = Number(which ?? '');
  if (Number.isInteger(id) && id > 0) return <MagazineEditor key={id} id={id} />;
  return <MagazineList />;
}

function MagazineList() {
  const api = useMagazineApi();
  const [items, setItems] = useState<readonly MagazineSummary[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    api.mine().then(
      (list) => live && setItems(list),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api]);

  return (
    <section aria-labelledby="magazines-title" data-testid="my-magazines">
      <div className={s.row}>
        <h2 id="magazines-title" style={{ flex: 1 }}>
          <FormattedMessage id="editor.magazines.title" />
        </h2>
        <Link to={magazineHref('new')} className={buttonClass()} data-testid="new-magazine">
          <FormattedMessage id="editor.magazines.new" />
        </Link>
      </div>
      <LoadLines loading={!items} failed={failed} />
      {items?.length === 0 && (
        <div className={m.explain} data-testid="magazines-empty">
          <p>
            <FormattedMessage id="editor.magazines.empty" />
          </p>
          <p>
            <FormattedMessage id="editor.magazines.what" />
          </p>
          <Link to={magazineHref('new')} className={buttonClass()}>
            <FormattedMessage id="editor.magazines.new" />
          </Link>
        </div>
      )}
      {items && items.length > 0 && (
        <ul className={s.list}>
          {items.map((magazine) => (
            <MagazineRow key={magazine.id} magazine={magazine} />
          ))}
        </ul>
      )}
    </section>
  );
}

function MagazineRow({ magazine: g }: { magazine: MagazineSummary }) {
  const session = useSession();
  const account = session.status === 'signedIn' ? session.user.account : g.user.account;
  return (
    <li className={`${s.item} ${m.card}`} data-testid="my-magazine" data-id={g.id}>
      {g.coverImageUrl ? (
        <img className={m.cover} src={g.coverImageUrl} alt="" />
      ) : (
        <div className={m.cover} aria-hidden="true" />
      )}
      <div>
        <h3 className={m.cardTitle}>{g.title}</h3>
        <p className={s.muted} data-testid="my-magazine-facts">
          {g.price > 0 ? <Price amount={g.price} /> : <FormattedMessage id="common.price.free" />}
          {' ・ '}
          <FormattedMessage id="editor.magazines.articlesCount" values={{ count: g.articlesCount }} />
          {' ・ '}
          <span className={m.badge} data-testid="my-magazine-status">
            <FormattedMessage id={g.onSale ? 'editor.magazines.onSale' : 'editor.magazines.stopped'} />
          </span>
        </p>
        <div className={s.row}>
          <Link to={magazineHref(g.id)}>
            <FormattedMessage id="editor.magazines.edit" />
          </Link>
          {g.onSale && (
            <Link to={publicMagazineHref(account, g.id)}>
              <FormattedMessage id="editor.magazines.view" />
            </Link>
          )}
        </div>
      </div>
    </li>
  );
}
