/**
 * The sales-count badge. The spec picks images by name (icon_a, icon_b, icon_c, icon_sold_out); here
 * they are inline SVGs carrying those names (data-badge) so no image files need to ship. Which badge
 * applies is @shirube/domain's `salesBadge` rule.
 */
import { FormattedMessage } from 'react-intl';
import type { SalesBadge as BadgeName } from '@shirube/domain/core';
import * as s from './badge.css';

function BadgeIcon({ name }: { name: BadgeName }) {
  if (name === 'icon_sold_out') {
    return (
      <svg className={s.icon} viewBox="0 0 16 16" aria-hidden="true" data-icon={name}>
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M3 13 13 3" stroke="currentColor" strokeWidth="2" />
      </svg>
    );
  }
  // a/b/c: a stack of copies, fewer sheets the fewer remain.
  const sheets = name === 'icon_a' ? 3 : name === 'icon_b' ? 2 : 1;
  return (
    <svg className={s.icon} viewBox="0 0 16 16" aria-hidden="true" data-icon={name}>
      {Array.from({ length: sheets }, (_, i) => (
        <rect
          key={i}
          x={2 + i * 2}
          y={2 + i * 2}
          width="9"
          height="11"
          rx="1.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      ))}
    </svg>
  );
}

export interface SalesBadgeProps {
  name: BadgeName | null;
  availableSalesCount: number;
}

export function SalesBadge({ name, availableSalesCount }: SalesBadgeProps) {
  if (!name) return null;
  return (
    <span className={s.badge[name]} data-badge={name}>
      <BadgeIcon name={name} />
      {name === 'icon_sold_out' ? (
        <FormattedMessage id="reader.card.soldOut" />
      ) : name === 'icon_c' ? (
        <FormattedMessage id="reader.buy.fewLeft" values={{ count: availableSalesCount }} />
      ) : (
        <FormattedMessage id="reader.card.fewLeftCount" values={{ count: availableSalesCount }} />
      )}
    </span>
  );
}
