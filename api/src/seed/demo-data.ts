// Demo content the API seeder inserts on first start (SEED_DEMO on, database without users).
// Every demo login's password is 'password123' (DEMO_PASSWORD); emails are <account>@example.com.
// The content lives in ./data/ (split by category group); this file is the one import for the seeder.
import { moneyArticles } from './data/articles-money';
import { mediaArticles } from './data/articles-media';
import { techArticles } from './data/articles-tech';
import { workArticles } from './data/articles-work';
import type { DemoArticle } from './data/types';

export type { DemoAdvertisement, DemoArticle, DemoCategory, DemoSystemPhrase, DemoUser } from './data/types';
export { DEMO_PASSWORD, demoCategories, demoUsers } from './data/users';
export { demoAdvertisements, demoSystemPhrases } from './data/site';

export const demoArticles: DemoArticle[] = [
  ...techArticles,
  ...mediaArticles,
  ...moneyArticles,
  ...workArticles,
];
