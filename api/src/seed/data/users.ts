import type { DemoCategory, DemoUser } from './types';

/** The one password of every demo login (printed by the seeder; never used outside demo data). */
export const DEMO_PASSWORD = 'password123';

export const demoUsers: DemoUser[] = [
  {
    account: 'admin',
    name: 'しるべ運営事務局',
    email: 'admin@example.com',
    password: DEMO_PASSWORD,
    description: 'しるべの運営事務局です。記事の審査とお問い合わせへの対応を担当しています。',
    isAdmin: true,
  },
  {
    account: 'sato',
    name: '佐藤 美咲',
    email: 'sato@example.com',
    password: DEMO_PASSWORD,
    description:
      'Webマーケター歴10年。中小企業のSNS運用とLP改善を支援しています。現場で効いた施策だけを書きます。',
    lawName: '佐藤 美咲',
    lawContact: 'sato@example.com',
  },
  {
    account: 'suzuki',
    name: '鈴木 健太',
    email: 'suzuki@example.com',
    password: DEMO_PASSWORD,
    description:
      'フリーランスのWebエンジニア。TypeScriptとデータベースが好きです。個人開発のアプリも運営中。',
    lawName: '鈴木 健太',
    lawContact: 'suzuki@example.com',
  },
  {
    account: 'takahashi',
    name: '高橋 由香',
    email: 'takahashi@example.com',
    password: DEMO_PASSWORD,
    description:
      'UI/UXデザイナー。事業会社でデザインシステムを立ち上げた経験をもとに、実践的なノウハウを発信しています。',
    lawName: '高橋 由香',
    lawContact: 'takahashi@example.com',
  },
  {
    account: 'tanaka',
    name: '田中 翔',
    email: 'tanaka@example.com',
    password: DEMO_PASSWORD,
    description:
      '会社員をしながら副業と長期投資を続けて8年。再現できるお金の話を、数字と一緒にお届けします。',
    lawName: '田中 翔',
    lawContact: 'tanaka@example.com',
  },
  {
    account: 'ito',
    name: '伊藤 さくら',
    email: 'ito@example.com',
    password: DEMO_PASSWORD,
    description:
      'Webライター・編集者。取材記事とSEO記事を年間200本執筆。書く仕事で食べていく方法を伝えます。',
    lawName: '伊藤 さくら',
    lawContact: 'ito@example.com',
  },
  {
    account: 'watanabe',
    name: '渡辺 大輔',
    email: 'watanabe@example.com',
    password: DEMO_PASSWORD,
    description:
      '経営コンサルタント。大手メーカーの管理職を経て独立しました。組織づくりとキャリアの相談に乗っています。',
    lawName: '渡辺 大輔',
    lawContact: 'watanabe@example.com',
  },
];

export const demoCategories: DemoCategory[] = [
  { slug: 'business', name: 'ビジネス' },
  { slug: 'programming', name: 'プログラミング' },
  { slug: 'side-job', name: '副業' },
  { slug: 'investment', name: '投資' },
  { slug: 'writing', name: 'ライティング' },
  { slug: 'design', name: 'デザイン' },
  { slug: 'marketing', name: 'マーケティング' },
  { slug: 'self-improvement', name: '自己啓発' },
  { slug: 'career', name: 'キャリア' },
];
