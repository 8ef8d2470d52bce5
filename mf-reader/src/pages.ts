/**
 * mf_reader's `./pages`: exactly the names in shared/shell-contract `remotePages.mf_reader`, each
 * wrapped in ReaderRoot (data-remote, jotai store, API client, reader messages). Pages given a
 * server load (top, search, article, user pages) are rendered by the shell server and hydrate in the
 * browser.
 */
import { ArticlePage as Article } from './article/ArticlePage';
import { loadArticle } from './article/server';
import { loadFollowers, loadFollowing } from './follow/server';
import * as statics from './info/StaticPages';
import { lazyPage } from './lib/lazyPage';
// The search page's styles ride in this chunk (its CSS file is in the page's <head>): the server's
// HTML of /search is styled before the lazy chunk arrives. (The user pages' styles already are.)
import './search/search.css';
import { withReaderRoot } from './lib/ReaderRoot';
import { loadTop } from './top/server';
import { TopPage as Top } from './top/TopPage';
import { loadSearch } from './search/server';
import { loadSpecified, loadUser } from './user/server';
import { UserPage as User } from './user/UserPage';

// Less visited pages load their own chunk, so the article route does not download them
// (e2e/bytes.spec.ts budget). Server-rendered ones among them hydrate once their chunk is in: until
// then React keeps the server's HTML (a Suspense boundary), so nothing flashes.
const Search = lazyPage(() => import('./search/SearchPage').then((m) => m.SearchPage));
const Followers = lazyPage(() => import('./follow/FollowListPage').then((m) => m.FollowersPage));
const Following = lazyPage(() => import('./follow/FollowListPage').then((m) => m.FollowingPage));
const UserSpecified = lazyPage(() => import('./user/SpecifiedPage').then((m) => m.SpecifiedPage));
const Inquiry = lazyPage(() => import('./info/InquiryPage').then((m) => m.InquiryPage));

export const TopPage = withReaderRoot(Top, 'TopPage', loadTop);
export const SearchPage = withReaderRoot(Search, 'SearchPage', loadSearch);
export const ArticlePage = withReaderRoot(Article, 'ArticlePage', loadArticle);
export const UserPage = withReaderRoot(User, 'UserPage', loadUser);
export const FollowersPage = withReaderRoot(Followers, 'FollowersPage', loadFollowers);
export const FollowingPage = withReaderRoot(Following, 'FollowingPage', loadFollowing);
export const UserSpecifiedPage = withReaderRoot(UserSpecified, 'UserSpecifiedPage', loadSpecified);
export const InquiryPage = withReaderRoot(Inquiry, 'InquiryPage');
export const TermsPage = withReaderRoot(statics.TermsPage, 'TermsPage');
export const SpecifiedPage = withReaderRoot(statics.SpecifiedPage, 'SpecifiedPage');
