/**
 * `/`: the operators' notice (system phrase top_notice), the article tabs (新着 / 人気 / フォロー中) with
 * 'もっと見る', おすすめ, categories and advertisements.
 */
import { SystemPhrase } from '../lib/SystemPhrase';
import * as phrase from '../lib/systemPhrase.css';
import { Advertisements } from './Advertisements';
import { Categories } from './Categories';
import { FeedTabs } from './FeedTabs';
import { Recommended } from './Recommended';
import * as s from './top.css';

export function TopPage() {
  return (
    <div className={s.layout} data-page="TopPage">
      <SystemPhrase phraseKey="top_notice" className={phrase.topNotice} />
      <FeedTabs />
      <aside className={s.side}>
        <Recommended />
        <Categories />
        <Advertisements />
      </aside>
    </div>
  );
}
