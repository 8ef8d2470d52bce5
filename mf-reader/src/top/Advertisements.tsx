import { FormattedMessage } from 'react-intl';
import { useResource } from '../lib/hooks';
import * as root from '../lib/root.css';
import { advertisements } from './state';
import * as s from './top.css';

/** Advertisement banners; the block disappears when there are none or they fail (not essential). */
export function Advertisements() {
  const { resource } = useResource(advertisements, '');
  const ads = resource.status === 'ready' ? (resource.value ?? []) : [];
  if (ads.length === 0) return null;
  return (
    <section aria-labelledby="reader-top-ads">
      <h2 id="reader-top-ads" className={root.sectionTitle}>
        <FormattedMessage id="reader.top.advertisements" />
      </h2>
      <ul className={s.ads}>
        {ads.map((ad) => (
          <li key={ad.id}>
            <a className={s.ad} href={ad.linkUrl} data-testid="advertisement">
              {ad.imageUrl && <img className={s.adImage} src={ad.imageUrl} alt="" loading="lazy" />}
              <span className={s.adTitle}>{ad.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
