// 公開タイミング: 今すぐ公開 (after approval) or 日時を指定 (Asia/Tokyo; the article becomes visible at
// that time after approval). Left empty, the date can be set later from the article page's banner.
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as s from '../lib/root.css';

export function PublishTiming(props: {
  reserve: boolean;
  publishAt: string;
  error?: string | undefined;
  onChange(reserve: boolean, publishAt: string): void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <fieldset className={s.field} data-testid="publish-timing">
      <legend>
        <FormattedMessage id="editor.publish.timing" />
      </legend>
      {[false, true].map((reserve) => (
        <label key={String(reserve)} className={s.row}>
          <input
            type="radio"
            name={`${id}-timing`}
            checked={props.reserve === reserve}
            onChange={() => props.onChange(reserve, props.publishAt)}
          />
          <FormattedMessage id={reserve ? 'editor.publish.reserve' : 'editor.publish.now'} />
        </label>
      ))}
      {props.reserve && (
        <>
          <label htmlFor={`${id}-at`}>
            <FormattedMessage id="editor.publish.publishAt" />
          </label>
          <input
            id={`${id}-at`}
            type="datetime-local"
            className={s.input}
            value={props.publishAt}
            onChange={(e) => props.onChange(true, e.target.value)}
          />
          <span className={s.muted}>
            <FormattedMessage id="editor.publish.reserveHint" />
          </span>
        </>
      )}
      {props.error && (
        <span role="alert" className={s.error}>
          {intl.formatMessage({ id: props.error })}
        </span>
      )}
    </fieldset>
  );
}
