/** Stars (1–5) and plain text, checked with the same rules the API applies (@shirube/domain). */
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@shirube/ui';
import { cleanReviewBody, REVIEW_BODY_MAX, REVIEW_POINTS, reviewBodyProblem } from '@shirube/domain/core';
import type { ReviewInput } from '../lib/api';
import * as s from './reviews.css';

export interface ReviewFormProps {
  initial?: ReviewInput;
  /** Resolves to null on success, else the message id to show. */
  onSubmit(input: ReviewInput): Promise<{ field?: 'point' | 'body'; messageId: string } | null>;
  onCancel?(): void;
}

export function ReviewForm({ initial, onSubmit, onCancel }: ReviewFormProps) {
  const intl = useIntl();
  const [point, setPoint] = useState(initial?.point ?? 0);
  const [body, setBody] = useState(initial?.body ?? '');
  const [errors, setErrors] = useState<{ point?: string; body?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const length = [...cleanReviewBody(body)].length;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = reviewBodyProblem(cleanReviewBody(body));
    const local = {
      point: point < 1 ? 'reader.reviews.pointRequired' : undefined,
      body:
        problem === 'required'
          ? 'reader.reviews.bodyRequired'
          : problem === 'too_long'
            ? 'reader.reviews.bodyTooLong'
            : undefined,
    };
    setErrors(local);
    if (local.point || local.body) return;
    setBusy(true);
    const failure = await onSubmit({ point, body });
    setBusy(false);
    if (failure)
      setErrors(failure.field ? { [failure.field]: failure.messageId } : { form: failure.messageId });
  };

  return (
    <form className={s.form} onSubmit={(e) => void submit(e)} noValidate data-testid="review-form">
      <fieldset className={s.stars} aria-describedby={errors.point ? 'review-point-error' : undefined}>
        <legend className={s.visuallyHidden}>
          {intl.formatMessage({ id: 'reader.reviews.pointLabel' })}
        </legend>
        {REVIEW_POINTS.map((n) => (
          <label key={n} className={s.starLabel} data-on={n <= point}>
            <input
              type="radio"
              name="review-point"
              value={n}
              checked={point === n}
              onChange={() => setPoint(n)}
              className={s.visuallyHidden}
              aria-label={intl.formatMessage({ id: 'reader.reviews.star' }, { count: n })}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </fieldset>
      {errors.point && (
        <p id="review-point-error" role="alert" className={s.fieldError}>
          <FormattedMessage id={errors.point} />
        </p>
      )}
      <label htmlFor="review-body" className={s.visuallyHidden}>
        {intl.formatMessage({ id: 'reader.reviews.bodyLabel' })}
      </label>
      <textarea
        id="review-body"
        className={s.textarea}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        placeholder={intl.formatMessage({ id: 'reader.reviews.bodyLabel' })}
        aria-invalid={errors.body ? true : undefined}
        aria-describedby={errors.body ? 'review-body-error' : undefined}
      />
      <span className={s.counter}>
        <FormattedMessage id="reader.reviews.counter" values={{ count: length, max: REVIEW_BODY_MAX }} />
      </span>
      {errors.body && (
        <p id="review-body-error" role="alert" className={s.fieldError}>
          <FormattedMessage id={errors.body} />
        </p>
      )}
      {errors.form && (
        <p role="alert" className={s.fieldError}>
          <FormattedMessage id={errors.form} />
        </p>
      )}
      <div className={s.actions}>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            <FormattedMessage id="reader.reviews.cancel" />
          </Button>
        )}
        <Button type="submit" disabled={busy}>
          <FormattedMessage id={initial ? 'reader.reviews.update' : 'reader.reviews.submit'} />
        </Button>
      </div>
    </form>
  );
}
