/** The frame of the information pages (/terms, /specified, /inquiry and its received page): title and lead. */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import * as s from './info.css';

export function InfoDoc(props: {
  /** The page's `data-page` name. */
  page: string;
  title: string;
  lead: string;
  leadValues?: Record<string, ReactNode>;
  leadTestId?: string;
  children: ReactNode;
}) {
  return (
    <article className={s.doc} data-page={props.page}>
      <h1 className={s.title}>
        <FormattedMessage id={props.title} />
      </h1>
      <p className={s.lead} data-testid={props.leadTestId}>
        <FormattedMessage id={props.lead} values={props.leadValues} />
      </p>
      {props.children}
    </article>
  );
}
