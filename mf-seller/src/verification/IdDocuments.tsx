/** The two ID document images (front required, back if the document has one), each with upload progress. */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PayoutProfile } from '@shirube/api-contract';
import { fieldMessage } from '../lib/fieldError';
import { ErrorLine } from '../lib/PageStatus';
import * as b from '../bank/bank.css';
import { UploadError, uploadIdentification } from './upload';
import * as s from './verification.css';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 10 * 1024 * 1024;

function Side({
  side,
  sent,
  onDone,
}: {
  side: 'front' | 'back';
  sent: boolean;
  onDone: (p: PayoutProfile) => void;
}) {
  const intl = useIntl();
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const choose = (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setDone(false);
    if (!TYPES.includes(file.type)) return setError(fieldMessage(intl, 'image', 'type'));
    if (file.size > MAX_BYTES) return setError(fieldMessage(intl, 'image', 'too_large'));
    setPercent(0);
    uploadIdentification(file, side, setPercent).then(
      (profile) => {
        setPercent(null);
        setDone(true);
        onDone(profile);
      },
      (e: unknown) => {
        setPercent(null);
        const reason = e instanceof UploadError ? (e.details?.[0]?.reason ?? e.code) : 'invalid';
        setError(
          e instanceof UploadError && e.field
            ? fieldMessage(intl, e.field, reason)
            : intl.formatMessage({ id: `errors.${e instanceof UploadError ? e.code : 'unknown'}` }),
        );
      },
    );
  };
  return (
    <div className={s.doc} data-testid={`id-${side}`}>
      <strong>
        <FormattedMessage id={`seller.verify.${side}`} />
      </strong>
      <span>
        <FormattedMessage id={sent ? 'seller.verify.uploaded' : 'seller.verify.notUploaded'} />
      </span>
      <label>
        <span className={b.hint}>
          <FormattedMessage id="seller.verify.choose" />
        </span>{' '}
        <input
          type="file"
          accept={TYPES.join(',')}
          data-testid={`id-${side}-input`}
          disabled={percent !== null}
          onChange={(e) => choose(e.target.files?.[0])}
        />
      </label>
      {percent !== null && (
        <>
          <progress className={s.progress} max={100} value={percent} />
          <FormattedMessage id="seller.verify.uploading" values={{ percent }} />
        </>
      )}
      {done && (
        <span role="status" className={b.success}>
          <FormattedMessage id="seller.verify.uploadedNow" />
        </span>
      )}
      <ErrorLine text={error} />
    </div>
  );
}

export function IdDocuments({
  profile,
  onChange,
}: {
  profile: PayoutProfile;
  onChange: (p: PayoutProfile) => void;
}) {
  return (
    <section className={s.docs}>
      <h2 className={s.docsTitle}>
        <FormattedMessage
          id={
            profile.businessType === 'company' ? 'seller.verify.company.documents' : 'seller.verify.documents'
          }
        />
      </h2>
      <p className={b.hint}>
        <FormattedMessage id="seller.verify.privacy" />
      </p>
      <Side side="front" sent={profile.images.front} onDone={onChange} />
      <Side side="back" sent={profile.images.back} onDone={onChange} />
    </section>
  );
}
