/**
 * mf_reader's `./pages`: exactly the names in shared/shell-contract `remotePages.mf_reader`, each
 * wrapped in ReaderRoot (data-remote, jotai store, API client, reader messages). Pages given a
 * server load (top, article, user) are rendered by the shell server and hydrate in the browser.
 */
import { lazy } from 'react';
import { ArticlePage as Article } from './article/ArticlePage';
import { loadArticle } from './article/server';
import * as info from './info/Placeholder';
import * as statics from './info/StaticPages';
import { withReaderRoot } from './lib/ReaderRoot';
import { loadTop } from './top/server';
import { TopPage as Top } from './top/TopPage';
import { loadUser } from './user/server';
import { UserPage as User } from './user/UserPage';

// The contact form is its own chunk: the article route must not download form code (e2e/bytes.spec.ts).
const Inquiry = lazy(() => import('./info/InquiryPage').then((m) => ({ default: m.InquiryPage })));

export const TopPage = withReaderRoot(Top, 'TopPage', loadTop);
export const SearchPage = withReaderRoot(info.SearchPlaceholder, 'SearchPage');
export const ArticlePage = withReaderRoot(Article, 'ArticlePage', loadArticle);
export const UserPage = withReaderRoot(User, 'UserPage', loadUser);
export const FollowersPage = withReaderRoot(info.FollowersPage, 'FollowersPage');
export const FollowingPage = withReaderRoot(info.FollowingPage, 'FollowingPage');
export const UserSpecifiedPage = withReaderRoot(info.UserSpecifiedPage, 'UserSpecifiedPage');
export const InquiryPage = withReaderRoot(Inquiry, 'InquiryPage');
export const TermsPage = withReaderRoot(statics.TermsPage, 'TermsPage');
export const SpecifiedPage = withReaderRoot(statics.SpecifiedPage, 'SpecifiedPage');
