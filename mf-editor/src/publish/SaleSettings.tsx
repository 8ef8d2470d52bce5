/**
 * The sale settings both the publish form (公開設定) and quick edit (クイック編集) ask for, laid out once:
 * price, copies (typing a count means a limited edition; 無制限 clears it), referral rate, purchaser-only
 * referrals and the category. Each dialog adds its own notes under a field and its own fields after it.
 */
import type { Category } from '@shirube/api-contract';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { fieldBinding, InputField } from '../lib/Field';
import * as s from '../lib/root.css';
import { CategoryField } from './CategoryField';
import type { SaleValues } from './form';

export type SaleField = 'price' | 'salesCount' | 'affiliateRate' | 'category';

export function SaleSettings(props: {
  values: SaleValues;
  errors: Partial<Record<SaleField, string>>;
  categories: readonly Category[];
  onChange(patch: Partial<SaleValues>): void;
  /** Shown under a field: the publish form's hints, quick edit's copies sold. */
  notes?: Partial<Record<'price' | 'salesCount' | 'affiliateRate', ReactNode>>;
}) {
  const { values, errors, onChange, notes = {} } = props;
  const note = (text: ReactNode) => text && <p className={s.muted}>{text}</p>;
  const bind = fieldBinding<'price' | 'salesCount'>(values, errors, onChange);
  return (
    <>
      <InputField label="editor.publish.price" name="price" inputMode="numeric" {...bind('price')} />
      {note(notes.price)}
      <InputField
        label="editor.publish.salesCount"
        name="salesCount"
        inputMode="numeric"
        {...bind('salesCount')}
        // Not bind's change: typing a count also means a limited edition, clearing it unlimited.
        onChange={(salesCount) => onChange({ salesCount, isSalesUnlimited: salesCount.trim() === '' })}
      />
      {note(notes.salesCount)}
      <label className={s.row}>
        <input
          type="checkbox"
          checked={values.isSalesUnlimited}
          onChange={(e) =>
            onChange({
              isSalesUnlimited: e.target.checked,
              salesCount: e.target.checked ? '' : values.salesCount,
            })
          }
        />
        <FormattedMessage id="editor.publish.unlimited" />
      </label>
      <InputField
        label="editor.publish.affiliateRate"
        error={errors.affiliateRate}
        inputMode="decimal"
        value={values.affiliatePercent}
        onChange={(affiliatePercent) => onChange({ affiliatePercent })}
      />
      {note(notes.affiliateRate)}
      <label className={s.row}>
        <input
          type="checkbox"
          checked={values.affiliatableOnlyPurchaser}
          onChange={(e) => onChange({ affiliatableOnlyPurchaser: e.target.checked })}
        />
        <FormattedMessage id="editor.publish.onlyPurchaser" />
      </label>
      <CategoryField
        value={values.category}
        error={errors.category}
        categories={props.categories}
        onChange={(category) => onChange({ category })}
      />
    </>
  );
}
