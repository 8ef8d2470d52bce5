/** Yen figures as cards (this month, unpaid; pending, payable, in transit, paid): a label and an amount each. */
import { FormattedMessage } from 'react-intl';
import { Price } from '@shirube/ui';
import * as s from './sales.css';

export interface Figure {
  /** The label's message id. */
  id: string;
  testId: string;
  amount: number;
}

export function FigureCards({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl className={s.cards}>
      {figures.map((f) => (
        <div key={f.id} className={s.card} data-testid={f.testId}>
          <dt className={s.cardLabel}>
            <FormattedMessage id={f.id} />
          </dt>
          <dd className={s.cardValue}>
            <Price amount={f.amount} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
