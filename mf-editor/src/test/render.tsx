/** Renders editor pages the way the shell does: ShellContext, a router, EditorRoot with a fake API. */
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import type { SessionView, ShellApi } from '@shirube/shell-contract';
import { fakeShell, renderInShell, signedInAs } from '@shirube/testing';

export { fakeShell };
import type { ArticleDraft, QuickEdit } from '@shirube/api-contract';
import { withMessages } from '@shirube/ui/src/withMessages';
import { EditorRoot } from '../lib/EditorRoot';
import { en as enPageTexts, ja as jaPageTexts } from '../lib/page-messages';
import type { EditorApi } from '../lib/api';

export const signedIn = (isAdmin = false): SessionView => signedInAs({ isAdmin });

export function fakeApi(overrides: Partial<EditorApi> = {}): jest.Mocked<EditorApi> {
  const fail = () => Promise.reject(new Error('not stubbed'));
  return {
    createDraft: jest.fn(fail),
    getDraft: jest.fn(fail),
    saveDraft: jest.fn(fail),
    resetDraft: jest.fn(fail),
    publish: jest.fn(fail),
    categories: jest.fn(() => Promise.resolve([])),
    myArticles: jest.fn(fail),
    reviews: jest.fn(fail),
    approve: jest.fn(fail),
    reject: jest.fn(fail),
    uploadImage: jest.fn(fail),
    uploadEyecatch: jest.fn(fail),
    deleteEyecatch: jest.fn(fail),
    searchTags: jest.fn(() => Promise.resolve([])),
    systemPhrases: jest.fn(() => Promise.resolve([])),
    deleteArticle: jest.fn(fail),
    quickEdit: jest.fn(fail),
    saveQuickEdit: jest.fn(fail),
    createDiscountCode: jest.fn(fail),
    updateDiscountCode: jest.fn(fail),
    deleteDiscountCode: jest.fn(fail),
    ...overrides,
  } as jest.Mocked<EditorApi>;
}

export const draft = (overrides: Partial<ArticleDraft> = {}): ArticleDraft => ({
  id: 5,
  title: '下書き',
  body: ['<p>無料</p>', '<p>有料</p>'],
  payArticleLine: 1,
  price: 0,
  salesCount: 0,
  isSalesUnlimited: true,
  affiliateRate: 0,
  affiliatableOnlyPurchaser: false,
  categoryId: null,
  tags: [],
  reservePublishType: null,
  status: 'draft',
  inspectStatus: 'none',
  rejectReason: null,
  publishable: true,
  hasUnpublishedChanges: true,
  timestamp: '2026-11-22T00:00:00.000Z',
  ...overrides,
});

/** The quick-edit settings of a live article (id 4, 1000円, 3 of 10 copies sold, 7 left). */
export const quickEdit = (more: Partial<QuickEdit> = {}): QuickEdit => ({
  id: 4,
  title: '公開中の記事',
  price: 1000,
  salesCount: 10,
  soldCount: 3,
  availableSalesCount: 7,
  isSalesUnlimited: false,
  affiliateRate: 0.1,
  affiliatableOnlyPurchaser: false,
  categoryId: null,
  hasPaidPart: true,
  discountCodes: [],
  ...more,
});

type RenderOptions = { api: EditorApi; session?: SessionView; shell?: ShellApi; path?: string; url?: string };

/** The edit page (/a/draft, /a/{id}/edit): the editor's own texts only, as it ships. */
export const renderEditor = (page: ReactElement, options: RenderOptions) =>
  renderInShell(
    <Routes>
      <Route path={options.path ?? '/'} element={<EditorRoot api={options.api}>{page}</EditorRoot>} />
    </Routes>,
    { session: options.session ?? signedIn(), url: options.url, shell: options.shell },
  );

const PageTexts: ComponentType<{ children: ReactNode }> = withMessages(
  ({ children }: { children: ReactNode }) => children,
  jaPageTexts,
  enPageTexts,
);

/** A page that loads in its own chunk (preview, lists, review queue): with the texts it loads with. */
export const renderLazyPage = (page: ReactElement, options: RenderOptions) =>
  renderEditor(<PageTexts>{page}</PageTexts>, options);
