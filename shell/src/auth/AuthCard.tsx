import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Card, Stack, headingClass } from '@shirube/ui';
import * as s from './auth.css';

export function AuthCard({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <div className={s.wrap}>
      <Card>
        <Stack gap="l">
          <h1 className={headingClass}>
            <FormattedMessage id={titleId} />
          </h1>
          {children}
        </Stack>
      </Card>
    </div>
  );
}

export function FormError({ messageId }: { messageId: string | null }) {
  if (!messageId) return null;
  return (
    <p role="alert" className={s.error}>
      <FormattedMessage id={messageId} />
    </p>
  );
}
