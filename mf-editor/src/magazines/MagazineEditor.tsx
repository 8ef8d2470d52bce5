// One magazine: new (`id` null: the form only; cover and articles once it exists) or an existing one
// loaded by id (owner only: anyone else's answers 404, shown as 見つかりません). Creating one moves the URL
// to its id without a reload, so the cover and articles can be set at once.
import type { Magazine } from '@shirube/api-contract';
import { useSession, useShell } from '@shirube/shell-contract';
import { Button } from '@shirube/ui';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { errorCode } from '../lib/api';
import { useMagazineApi } from './api';
import * as s from '../lib/root.css';
import { CoverField } from './CoverField';
import { DeleteMagazineDialog } from './DeleteMagazineDialog';
import { MagazineArticles } from './MagazineArticles';
import { MagazineForm } from './MagazineForm';
import { MAGAZINES_TAB, magazineHref, publicMagazineHref } from './links';

type Load =
  { state: 'loading' } | { state: 'failed'; notFound: boolean } | { state: 'ready'; magazine: Magazine };

export function MagazineEditor({ id }: { id: number | null }) {
  const api = useMagazineApi();
  const intl = useIntl();
  const shell = useShell();
  const session = useSession();
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    if (id === null) return;
    let live = true;
    api.get(id).then(
      (magazine) => live && setLoad({ state: 'ready', magazine }),
      (e: unknown) => live && setLoad({ state: 'failed', notFound: errorCode(e) === 'not_found' }),
    );
    return () => {
      live = false;
    };
  }, [api, id]);

  const back = (
    <p>
      <Link to={MAGAZINES_TAB}>
        <FormattedMessage id="editor.magazines.back" />
      </Link>
    </p>
  );
  if (id === null) {
    return (
      <section aria-labelledby="magazine-title" data-testid="magazine-editor">
        {back}
        <h2 id="magazine-title">
          <FormattedMessage id="editor.magazines.form.newTitle" />
        </h2>
        <MagazineForm
          magazine={null}
          onSaved={(created) => {
            shell.toast(intl.formatMessage({ id: 'editor.magazines.form.created' }), 'success');
            // The created magazine is known: the editor at its id loads it again (cheap, one GET).
            void navigate(magazineHref(created.id), { replace: true });
          }}
        />
        <p className={s.muted}>
          <FormattedMessage id="editor.magazines.cover.afterCreate" />
        </p>
      </section>
    );
  }
  if (load.state !== 'ready') {
    return (
      <section data-testid="magazine-editor">
        {back}
        {load.state === 'loading' ? (
          <p className={s.muted}>
            <FormattedMessage id="editor.loading" />
          </p>
        ) : (
          <p role="alert" className={s.error}>
            <FormattedMessage id={load.notFound ? 'editor.magazines.notFound' : 'editor.loadFailed'} />
          </p>
        )}
      </section>
    );
  }

  const magazine = load.magazine;
  const account = session.status === 'signedIn' ? session.user.account : magazine.user.account;
  const update = (next: Magazine) => setLoad({ state: 'ready', magazine: next });
  return (
    <section aria-labelledby="magazine-title" data-testid="magazine-editor" data-id={magazine.id}>
      {back}
      <div className={s.row}>
        <h2 id="magazine-title" style={{ flex: 1 }}>
          <FormattedMessage id="editor.magazines.form.editTitle" />
        </h2>
        {magazine.onSale && (
          <Link to={publicMagazineHref(account, magazine.id)} data-testid="magazine-public-link">
            <FormattedMessage id="editor.magazines.view" />
          </Link>
        )}
      </div>
      {!magazine.onSale && (
        <p className={s.muted} data-testid="magazine-stopped">
          <FormattedMessage id="editor.magazines.form.stoppedNote" />
        </p>
      )}
      <MagazineForm
        magazine={magazine}
        onSaved={(saved) => {
          update(saved);
          shell.toast(intl.formatMessage({ id: 'editor.magazines.form.saved' }), 'success');
        }}
      />
      {magazine.onSale && (
        <CoverField
          magazineId={magazine.id}
          url={magazine.coverImageUrl}
          onUploaded={(coverImageUrl) => update({ ...magazine, coverImageUrl })}
        />
      )}
      <MagazineArticles magazine={magazine} onSaved={update} />
      {magazine.onSale && (
        <div className={s.section}>
          <Button variant="secondary" onClick={() => setDeleting(true)} data-testid="delete-magazine">
            {intl.formatMessage({ id: 'editor.magazines.delete' })}
          </Button>
        </div>
      )}
      {deleting && (
        <DeleteMagazineDialog
          magazine={magazine}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            shell.toast(intl.formatMessage({ id: 'editor.magazines.delete.done' }), 'success');
            void navigate(MAGAZINES_TAB);
          }}
        />
      )}
    </section>
  );
}
