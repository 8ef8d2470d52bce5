/**
 * mf_reader's `./pages`: exactly the names in shared/shell-contract `remotePages.mf_reader`, each
 * wrapped in ReaderRoot (data-remote, jotai store, API client, reader messages).
 */
import { ArticlePage as Article } from './article/ArticlePage';
import * as info from './info/Placeholder';
import * as statics from './info/StaticPages';
import { withReaderRoot } from './lib/ReaderRoot';
import { TopPage as Top } from './top/TopPage';
import { UserPage as User } from './user/UserPage';

export const TopPage = withReaderRoot(Top, 'TopPage');
export const SearchPage = withReaderRoot(info.SearchPlaceholder, 'SearchPage');
export const ArticlePage = withReaderRoot(Article, 'ArticlePage');
export const UserPage = withReaderRoot(User, 'UserPage');
export const FollowersPage = withReaderRoot(info.FollowersPage, 'FollowersPage');
export const FollowingPage = withReaderRoot(info.FollowingPage, 'FollowingPage');
export const UserSpecifiedPage = withReaderRoot(info.UserSpecifiedPage, 'UserSpecifiedPage');
export const InquiryPage = withReaderRoot(info.InquiryPage, 'InquiryPage');
export const TermsPage = withReaderRoot(statics.TermsPage, 'TermsPage');
export const SpecifiedPage = withReaderRoot(statics.SpecifiedPage, 'SpecifiedPage');
