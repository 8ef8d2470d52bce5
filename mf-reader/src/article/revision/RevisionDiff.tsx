/**
 * The review view of an edited live article (?type=review, author and admins; issue 25 item 12): what
 * the revision waiting for approval changes against the version readers have now — title, price and
 * the body text paragraph by paragraph (word marks inside an edited one). Its own chunk with the diff
 * (`@shirube/domain/text-diff`): nobody else downloads either.
 */
import { diffParagraphs, diffText, paragraphText, type DiffPart } from '@shirube/domain/text-diff';
import { FormattedMessage, useIntl } from 'react-intl';
import { revision as enRevision } from '@shirube/i18n/src/en/revision';
import { revision } from '@shirube/i18n/src/ja/revision';
import { withMessages } from '@shirube/ui/src/withMessages';
import type { ArticleView, LiveVersionView } from '../../lib/types';
import * as s from './revision.css';

function Parts({ parts }: { parts: readonly DiffPart[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.op === 'added' ? (
          <ins key={i} className={s.added}>
            {part.text}
          </ins>
        ) : part.op === 'removed' ? (
          <del key={i} className={s.removed}>
            {part.text}
          </del>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

function BodyDiff({ before, after }: { before: readonly string[]; after: readonly string[] }) {
  const paragraphs = diffParagraphs(before.map(paragraphText), after.map(paragraphText));
  if (paragraphs.every((p) => p.op === 'same')) return <FormattedMessage id="reader.revision.unchanged" />;
  return (
    <ol className={s.paragraphs} data-testid="revision-body">
      {paragraphs.map((p, i) => {
        if (p.op === 'changed') {
          return (
            <li key={i} className={`${s.paragraph} ${s.changedParagraph}`} data-op="changed">
              <Parts parts={p.parts} />
            </li>
          );
        }
        if (p.op === 'same') {
          return (
            <li key={i} className={`${s.paragraph} ${s.unchanged}`} data-op="same">
              {p.text}
            </li>
          );
        }
        const Mark = p.op === 'added' ? 'ins' : 'del';
        return (
          <li
            key={i}
            className={`${s.paragraph} ${p.op === 'added' ? s.addedParagraph : s.removedParagraph}`}
            data-op={p.op}
          >
            <Mark className={p.op === 'added' ? s.added : s.removed}>{p.text}</Mark>
          </li>
        );
      })}
    </ol>
  );
}

function RevisionDiffView({ article, live }: { article: ArticleView; live: LiveVersionView }) {
  const intl = useIntl();
  const yen = (n: number) => intl.formatMessage({ id: 'reader.revision.yen' }, { price: n });
  const title = diffText(live.title, article.title);
  return (
    <section className={s.box} aria-labelledby="reader-revision-heading" data-testid="revision-diff">
      <h2 id="reader-revision-heading" className={s.heading}>
        <FormattedMessage id="reader.revision.heading" />
      </h2>
      <p className={s.note}>
        <FormattedMessage id="reader.revision.note" />
      </p>
      <dl className={s.rows}>
        <dt className={s.term}>
          <FormattedMessage id="reader.revision.title" />
        </dt>
        <dd className={s.detail} data-testid="revision-title">
          {live.title === article.title ? article.title : <Parts parts={title} />}
        </dd>
        <dt className={s.term}>
          <FormattedMessage id="reader.revision.price" />
        </dt>
        <dd className={s.detail} data-testid="revision-price">
          {live.price === article.price ? (
            yen(article.price)
          ) : (
            <>
              <del className={s.removed}>{yen(live.price)}</del> →{' '}
              <ins className={s.added}>{yen(article.price)}</ins>
            </>
          )}
        </dd>
        <dt className={s.term}>
          <FormattedMessage id="reader.revision.body" />
        </dt>
        <dd className={s.detail}>
          <BodyDiff before={live.body} after={article.body} />
        </dd>
      </dl>
    </section>
  );
}

/** With its own texts (the article route does not carry them). */
export const RevisionDiff = withMessages(RevisionDiffView, revision, enRevision);
