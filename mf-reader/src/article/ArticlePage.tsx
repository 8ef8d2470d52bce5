/** `/u/:account/a/:id`: GET /v1/articles/{id} with `type` and `discount_code` from the URL. */
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useSession } from '@shirube/shell-contract';
import { useSetAtom } from 'jotai';
import { useReaderApi } from '../lib/api';
import { pageError } from '../lib/ErrorState';
import { ReviewSection } from '../reviews/ReviewSection';
import { useRecordView } from './useRecordView';
import { useResource } from '../lib/hooks';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { ArticleBody } from './ArticleBody';
import { ArticleFooter } from './ArticleFooter';
import { ArticleHeader } from './ArticleHeader';
import { Banners } from './Banners';
import { lazyWidget } from '../lib/lazyWidget';
import { DiscountNotice } from './DiscountNotice';
import { PurchaseDialogHost } from './PurchaseDialogHost';
import { TipButton } from '../tip/TipButton';
import { canonicalArticlePath } from './server';
import { viewerOf } from '../lib/viewer';
import { article as articleAtoms, articleKey } from './state';
import { articleMagazines } from '../magazine/state';
import * as s from './article.css';

// Only the author sees these: their code is not part of a reader's download.
const OwnerTools = lazyWidget(() => import('./OwnerTools').then((m) => m.OwnerTools));
const PublishDateSetter = lazyWidget(() => import('./PublishDateSetter').then((m) => m.PublishDateSetter));
// Only the author and admins on ?type=review of an edited article: the diff and its code.
const RevisionDiff = lazyWidget(() => import('./revision/RevisionDiff').then((m) => m.RevisionDiff));
// Only articles in a magazine: 「このマガジンに含まれています」 and its texts.
const InMagazines = lazyWidget(() => import('../magazine/InMagazines').then((m) => m.InMagazines));

export function ArticlePage() {
  const { id = '', account } = useParams();
  const [search] = useSearchParams();
  const discountCode = search.get('discount_code') ?? undefined;
  const session = useSession();
  // What the API answers depends on who asks (isOwner, isPurchased, the paid part), so the viewer is
  // part of the key: signing in or out loads the article again.
  const viewer = viewerOf(session);
  const key = articleKey(id, { type: search.get('type') ?? undefined, discountCode }, viewer);
  const { resource, retry } = useResource(articleAtoms, key, {
    revalidate: true,
    // Wait for the shell to know who is reading, instead of fetching twice.
    enabled: session.status !== 'loading',
  });
  const held = useResource(articleMagazines, id).resource;
  const api = useReaderApi();
  const reload = useSetAtom(articleAtoms.load);
  // After a review: fetch the article again quietly (average and count change).
  const refresh = () => void reload({ api, key, revalidate: true });
  const shown = resource.status === 'ready' ? resource.value?.id : undefined;
  useRecordView(shown, session.status === 'signedIn', id);
  useDocumentTitle(resource.status === 'ready' ? resource.value?.title : undefined);
  if (session.status === 'loading') return <ArticleSkeleton />;

  if (resource.status === 'error' && resource.error) {
    throw pageError(resource.error, { article: true, retry });
  }
  if (resource.status !== 'ready' || !resource.value) return <ArticleSkeleton />;
  const article = resource.value;
  if (account !== undefined && account !== article.user.account) {
    // One URL per article: a wrong or renamed author account in the path goes to the real one.
    return (
      <Navigate
        replace
        to={canonicalArticlePath(article.user.account, String(article.id), search.toString())}
      />
    );
  }
  return (
    <article className={s.page} data-page="ArticlePage" data-article-id={article.id}>
      <Banners article={article} />
      {article.isOwner && <OwnerTools article={article} />}
      {article.isOwner && <PublishDateSetter article={article} onSaved={retry} />}
      <DiscountNotice article={article} />
      {article.liveVersion && <RevisionDiff article={article} live={article.liveVersion} />}
      <ArticleHeader article={article} />
      <ArticleBody
        article={article}
        beside={held.value && held.value.length > 0 && <InMagazines magazines={held.value} />}
      />
      <TipButton
        account={article.user.account}
        name={article.user.name}
        articleId={Number(article.id)}
        isAuthor={article.isOwner === true}
      />
      <ReviewSection article={article} onChanged={refresh} />
      <ArticleFooter article={article} />
      <PurchaseDialogHost article={article} discountCode={discountCode} onPurchased={retry} />
    </article>
  );
}

function ArticleSkeleton() {
  return (
    <div className={s.page} aria-busy="true" data-testid="article-skeleton">
      <div className={s.skeletonTitle} />
      <div className={s.skeletonLine} />
      <div className={s.skeletonLine} />
      <div className={s.skeletonLineShort} />
    </div>
  );
}
