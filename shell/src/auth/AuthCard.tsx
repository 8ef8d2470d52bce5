import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Card, Stack, headingClass } from '@shirube/ui';
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

/** An auth page's form: its fields (children), the form-level error and the submit button. The
 *  browser's own checks are off (noValidate): the domain rules name each field in Japanese. */
export function AuthForm({
  onSubmit,
  formError,
  submitId,
  busy,
  children,
}: {
  onSubmit: () => Promise<void>;
  formError: string | null;
  submitId: string;
  /** Disables the button while a request is in flight. */
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <form
      className={s.form}
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
      noValidate
    >
      {children}
      <FormError messageId={formError} />
      <Button type="submit" disabled={busy}>
        <FormattedMessage id={submitId} />
      </Button>
    </form>
  );
}
