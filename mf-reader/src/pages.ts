/**
 * mf_reader's `./pages`: exactly the names in shared/shell-contract `remotePages.mf_reader`, each
 * wrapped in ReaderRoot (data-remote, jotai store, API client, reader messages). Pages given a
 * server load (top, search, article, user pages) are rendered by the shell server and hydrate in the
 * browser.
 */
import { ArticlePage as Article } from './article/ArticlePage';
import { loadArticle } from './article/server';
import { loadFollowers, loadFollowing } from './follow/server';
// The styles of the pages in their own chunks ride in this one (its CSS file is in the page's <head>):
// the server's HTML of /, /search and /u/{account} is styled before the page's chunk arrives. Kept in
// the order the pages were imported in, so the cascade of the one CSS file does not change.
import './info/info.css';
import { lazyPage } from './lib/lazyPage';
import './search/search.css';
import { withReaderRoot } from './lib/ReaderRoot';
import type { ServerLoad } from './lib/server-state';
import { loadTop } from './top/server';
import './top/top.css';
import './lib/tabs.css';
import { loadSearch } from './search/server';
import { loadSpecified, loadUser } from './user/server';
import './user/user.css';
import './magazine/magazine.css';

// Every page but the article loads its own chunk, so the article route — the storefront, every shared
// link lands there — downloads only the article page (e2e/bytes.spec.ts budget). Server-rendered ones
// among them hydrate once their chunk is in: until then React keeps the server's HTML (a Suspense
// boundary), so nothing flashes.
const Top = lazyPage(() => import('./top/TopPage').then((m) => m.TopPage));
const User = lazyPage(() => import('./user/UserPage').then((m) => m.UserPage));
const Terms = lazyPage(() => import('./info/StaticPages').then((m) => m.TermsPage));
const Specified = lazyPage(() => import('./info/StaticPages').then((m) => m.SpecifiedPage));
const Search = lazyPage(() => import('./search/SearchPage').then((m) => m.SearchPage));
const Followers = lazyPage(() => import('./follow/FollowListPage').then((m) => m.FollowersPage));
const Following = lazyPage(() => import('./follow/FollowListPage').then((m) => m.FollowingPage));
const UserSpecified = lazyPage(() => import('./user/SpecifiedPage').then((m) => m.SpecifiedPage));
const Magazine = lazyPage(() => import('./magazine/MagazinePage').then((m) => m.MagazinePage));
const Inquiry = lazyPage(() => import('./info/InquiryPage').then((m) => m.InquiryPage));

export const TopPage = withReaderRoot(Top, 'TopPage', loadTop);
export const SearchPage = withReaderRoot(Search, 'SearchPage', loadSearch);
export const ArticlePage = withReaderRoot(Article, 'ArticlePage', loadArticle);
export const UserPage = withReaderRoot(User, 'UserPage', loadUser);
export const FollowersPage = withReaderRoot(Followers, 'FollowersPage', loadFollowers);
export const FollowingPage = withReaderRoot(Following, 'FollowingPage', loadFollowing);
export const UserSpecifiedPage = withReaderRoot(UserSpecified, 'UserSpecifiedPage', loadSpecified);
// Its loader runs on the server only: the browser's first chunk keeps just this reference.
const loadMagazine: ServerLoad = async (...args) => (await import('./magazine/server')).loadMagazine(...args);
export const MagazinePage = withReaderRoot(Magazine, 'MagazinePage', loadMagazine);
export const InquiryPage = withReaderRoot(Inquiry, 'InquiryPage');
export const TermsPage = withReaderRoot(Terms, 'TermsPage');
export const SpecifiedPage = withReaderRoot(Specified, 'SpecifiedPage');
