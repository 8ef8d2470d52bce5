/** 郵便番号 with the postal lookup, then 都道府県・市区町村・町域・番地 and the phone: the individual's address or a company's registered one. */
import { FormattedMessage, useIntl } from 'react-intl';
import type { Company } from '@shirube/api-contract';
import { Button, TextField } from '@shirube/ui';
import { useApiClient } from '../lib/SellerRoot';
import type { FieldErrors } from '../lib/fieldError';
import * as s from './verification.css';

/** The contract's address and phone (an individual's, a company's registered one). */
export type AddressValue = Pick<
  Company,
  'postalCode' | 'prefecture' | 'city' | 'town' | 'addressLine' | 'phone'
>;

const ADDRESS = ['prefecture', 'city', 'town', 'addressLine'] as const;

/** A 本人確認 field's test id from its API path: `company.name` → `verify-company-name`. */
export const verifyTestId = (path: string) => `verify-${path.replace('.', '-')}`;

/** `prefix` is the API's field path before the name ('' or 'company.'), so errors land on their field. */
export function AddressFields<T extends AddressValue>(props: {
  value: T;
  prefix: '' | 'company.';
  errors: FieldErrors;
  onChange: (change: Partial<AddressValue>) => void;
  onError: (field: string, message: string) => void;
}) {
  const client = useApiClient();
  const intl = useIntl();
  const { value, prefix, errors } = props;
  const lookup = () => {
    props.onError(`${prefix}postalCode`, '');
    client.payouts.postalAddress({ query: { zip: value.postalCode } }).then(
      (r) => {
        const [first] = r.data;
        if (first) props.onChange({ prefecture: first.prefecture, city: first.city, town: first.town });
      },
      () => props.onError(`${prefix}postalCode`, intl.formatMessage({ id: 'seller.verify.postalNotFound' })),
    );
  };
  const field = (name: keyof AddressValue, type = 'text') => (
    <TextField
      key={name}
      label={<FormattedMessage id={`seller.verify.${name}`} />}
      type={type}
      data-testid={verifyTestId(`${prefix}${name}`)}
      value={value[name]}
      onChange={(e) => props.onChange({ [name]: e.target.value })}
      error={errors[`${prefix}${name}`] || undefined}
    />
  );
  return (
    <>
      <div className={s.inline}>
        {field('postalCode')}
        <Button variant="secondary" onClick={lookup} data-testid="postal-lookup">
          <FormattedMessage id="seller.verify.postalLookup" />
        </Button>
      </div>
      <div className={s.grid}>
        {ADDRESS.map((name) => field(name))}
        {field('phone', 'tel')}
      </div>
    </>
  );
}
