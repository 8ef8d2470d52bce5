// 割引コード: the article's codes (link to copy, price, uses, end time, state) and a form for a new
// one. Price rules are shared/domain's (≥ 100 yen, below the list price); the server checks again.
import type { DiscountCode, QuickEdit } from '@shirube/api-contract';
import { formatTokyoDateTime } from '@shirube/domain/core';
import { errorMessageId } from '@shirube/i18n/src/core';
import { useShell } from '@shirube/shell-contract';
import { Button, Price } from '@shirube/ui';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorCode, errorField, useEditorApi } from '../lib/api';
import { fieldBinding, InputField } from '../lib/Field';
import * as s from '../lib/root.css';
import { codeErrors, codePayload, emptyCode, type CodeErrors, type CodeValues } from './form';

export function DiscountCodes({ article, focus }: { article: QuickEdit; focus?: boolean }) {
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // Opened from 「割引コード」: bring the codes into view (jsdom has no scrollIntoView).
    if (focus) sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, [focus]);
  const api = useEditorApi();
  const shell = useShell();
  const intl = useIntl();
  const [codes, setCodes] = useState<readonly DiscountCode[]>(article.discountCodes);
  const [values, setValues] = useState<CodeValues>(emptyCode);
  const [errors, setErrors] = useState<CodeErrors>({});
  const [busy, setBusy] = useState(false);
  const bind = fieldBinding(values, errors, (patch) => setValues((v) => ({ ...v, ...patch })));
  const toastError = (e: unknown) =>
    shell.toast(intl.formatMessage({ id: errorMessageId(errorCode(e)) }), 'error');

  const add = async () => {
    const found = codeErrors(values, article.price);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const created = await api.createDiscountCode(article.id, codePayload(values));
      setCodes((list) => [...list, created]);
      setValues(emptyCode);
      shell.toast(intl.formatMessage({ id: 'editor.discount.created' }), 'success');
    } catch (e) {
      const field = errorField(e);
      if (
        errorCode(e) === 'validation' &&
        (field === 'price' || field === 'expiresAt' || field === 'maxUses')
      ) {
        const notBelow = field === 'price' && String((e as Error).message).includes('not_below_price');
        setErrors({
          [field]: notBelow ? 'editor.discount.error.notBelowPrice' : `editor.discount.error.${field}`,
        });
      } else toastError(e);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (code: DiscountCode) => {
    if (!window.confirm(intl.formatMessage({ id: 'editor.discount.confirmDelete' }))) return;
    try {
      await api.deleteDiscountCode(article.id, code.id);
      setCodes((list) => list.filter((c) => c.id !== code.id));
    } catch (e) {
      toastError(e);
    }
  };

  const copy = async (code: DiscountCode) => {
    try {
      await navigator.clipboard.writeText(code.link);
      shell.toast(intl.formatMessage({ id: 'editor.discount.copied' }), 'success');
    } catch {
      shell.toast(intl.formatMessage({ id: 'editor.discount.copyFailed' }), 'info');
    }
  };

  const paid = article.price >= 200;
  return (
    <section
      ref={sectionRef}
      className={s.section}
      aria-labelledby="discount-codes"
      data-testid="discount-codes"
    >
      <h3 id="discount-codes">
        <FormattedMessage id="editor.discount.title" />
      </h3>
      {codes.length === 0 && (
        <p className={s.muted}>
          <FormattedMessage id="editor.discount.empty" />
        </p>
      )}
      <ul className={s.list}>
        {codes.map((c) => (
          <li key={c.id} className={s.item} data-testid="discount-code" data-state={c.state}>
            <div className={s.row}>
              <strong>
                <Price amount={c.price} taxIncluded />
              </strong>
              <span className={c.state === 'active' ? s.muted : s.error}>
                <FormattedMessage id={`editor.discount.state.${c.state}`} />
              </span>
              <span className={s.muted}>
                {c.maxUses === null ? (
                  <FormattedMessage id="editor.discount.usesUnlimited" values={{ used: c.usedCount }} />
                ) : (
                  <FormattedMessage
                    id="editor.discount.uses"
                    values={{ used: c.usedCount, max: c.maxUses }}
                  />
                )}
              </span>
              {c.expiresAt && (
                <span className={s.muted}>
                  <FormattedMessage
                    id="editor.discount.until"
                    values={{ date: formatTokyoDateTime(c.expiresAt) }}
                  />
                </span>
              )}
            </div>
            <div className={s.field}>
              <input
                readOnly
                className={s.input}
                value={c.link}
                aria-label={intl.formatMessage({ id: 'editor.discount.link' })}
                data-testid="discount-link"
                onFocus={(e) => e.currentTarget.select()}
              />
            </div>
            <div className={s.row}>
              <Button variant="secondary" onClick={() => void copy(c)}>
                {intl.formatMessage({ id: 'editor.discount.copy' })}
              </Button>
              <Button variant="secondary" onClick={() => void remove(c)}>
                {intl.formatMessage({ id: 'editor.discount.delete' })}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {paid ? (
        <form
          data-testid="discount-form"
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <InputField
            label="editor.discount.price"
            name="discountPrice"
            inputMode="numeric"
            {...bind('price')}
          />
          <p className={s.muted}>
            {/* With the thousands separator, like every price on the site (1,000円). */}
            <FormattedMessage
              id="editor.discount.priceHint"
              values={{ price: intl.formatNumber(article.price) }}
            />
          </p>
          <InputField label="editor.discount.expiresAt" type="datetime-local" {...bind('expiresAt')} />
          <InputField label="editor.discount.maxUses" inputMode="numeric" {...bind('maxUses')} />
          <Button type="submit" disabled={busy} data-testid="discount-create">
            {intl.formatMessage({ id: 'editor.discount.create' })}
          </Button>
        </form>
      ) : (
        <p className={s.muted}>
          <FormattedMessage id="editor.discount.needsPrice" />
        </p>
      )}
    </section>
  );
}
