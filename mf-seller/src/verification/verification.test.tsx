import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '@shirube/testing';
import { BankInformationPage } from '../pages';
import { COMPANY_PROFILE, EMPTY_PROFILE } from '../testing/profiles';
import { renderSeller } from '../testing/render';
import { verifyTestId } from './AddressFields';

const renderPage = () => renderSeller(<BankInformationPage />);

describe('本人確認 as a 法人', () => {
  it('asks the company’s details, checks the 法人番号 at once and shows the API’s field errors in Japanese', async () => {
    let answer: 'invalid' | 'ok' = 'invalid';
    const fake = installFakeFetch({
      'GET /v1/payment/banks': () => ({ body: { data: EMPTY_PROFILE } }),
      'GET /v1/postal_address': () => ({
        body: { data: [{ postalCode: '1040061', prefecture: '東京都', city: '中央区', town: '銀座' }] },
      }),
      'POST /v1/payment/banks': () =>
        answer === 'invalid'
          ? {
              status: 400,
              body: {
                code: 'validation',
                message: 'representative.firstNameKana: invalid_chars',
                field: 'representative.firstNameKana',
                details: [{ field: 'representative.firstNameKana', reason: 'invalid_chars' }],
              },
            }
          : {
              body: { data: COMPANY_PROFILE },
            },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('verify-type-company'));
    expect(screen.queryByTestId('verify-birthDate')).not.toBeInTheDocument();
    await user.type(screen.getByTestId('verify-company-name'), '株式会社しるべ');
    await user.type(screen.getByTestId('verify-company-nameKana'), 'かぶしきがいしゃ しるべ');
    await user.type(screen.getByTestId('verify-company-corporateNumber'), '6000012050002');
    await user.type(screen.getByTestId('verify-representative-lastName'), '山田');
    await user.type(screen.getByTestId('verify-representative-firstName'), '太郎');
    await user.type(screen.getByTestId('verify-representative-lastNameKana'), 'やまだ');
    await user.type(screen.getByTestId('verify-representative-firstNameKana'), '太郎');
    await user.type(screen.getByTestId('verify-company-postalCode'), '1040061');
    await user.click(screen.getByTestId('postal-lookup'));
    expect(await screen.findByDisplayValue('中央区')).toBeInTheDocument();
    await user.type(screen.getByTestId('verify-company-addressLine'), '1-2-3');
    await user.type(screen.getByTestId('verify-company-phone'), '03-1234-5678');

    await user.click(screen.getByTestId('verify-save'));
    expect(await screen.findByText(/法人番号が正しくありません/)).toBeInTheDocument();
    expect(fake.callsTo('POST /v1/payment/banks')).toHaveLength(0);

    await user.clear(screen.getByTestId('verify-company-corporateNumber'));
    await user.type(screen.getByTestId('verify-company-corporateNumber'), '7000012050002');
    await user.click(screen.getByTestId('verify-save'));
    expect(await screen.findByText('代表者のメイはカタカナで入力してください。')).toBeInTheDocument();
    expect(fake.callsTo('POST /v1/payment/banks')[0]!.body).toMatchObject({
      businessType: 'company',
      company: { name: '株式会社しるべ', corporateNumber: '7000012050002', prefecture: '東京都' },
      representative: { lastName: '山田', firstNameKana: '太郎' },
    });

    answer = 'ok';
    await user.clear(screen.getByTestId('verify-representative-firstNameKana'));
    await user.type(screen.getByTestId('verify-representative-firstNameKana'), 'たろう');
    await user.click(screen.getByTestId('verify-save'));
    expect(await screen.findByTestId('verify-message')).toHaveTextContent('本人情報を保存しました。');
    expect(screen.getByTestId('verify-company-nameKana')).toHaveValue('カブシキガイシャ シルベ');
    expect(
      screen.getByText('代表者の本人確認書類（運転免許証・マイナンバーカードなど）'),
    ).toBeInTheDocument();
  }, 30_000);

  it('opens a saved company as 法人 with its details', async () => {
    installFakeFetch({
      'GET /v1/payment/banks': () => ({ body: { data: COMPANY_PROFILE } }),
    });
    renderPage();
    expect(await screen.findByTestId('verify-type-company')).toBeChecked();
    expect(screen.getByTestId('verify-company-corporateNumber')).toHaveValue('7000012050002');
    expect(screen.getByTestId('verify-representative-lastName')).toHaveValue('山田');
  });
});

describe('本人確認: saving with fields left empty', () => {
  /** The page over an empty profile; POST would be a 200 (it must not be sent). */
  const renderEmpty = () => {
    const fake = installFakeFetch({
      'GET /v1/payment/banks': () => ({ body: { data: EMPTY_PROFILE } }),
      'POST /v1/payment/banks': () => ({ body: { data: EMPTY_PROFILE } }),
    });
    renderPage();
    return fake;
  };
  const invalid = (path: string) => screen.getByTestId(verifyTestId(path));

  it('marks every required field of an individual at once and sends nothing', async () => {
    const fake = renderEmpty();
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('verify-firstName'), '花子');
    await user.click(screen.getByTestId('verify-save'));
    const empty = ['lastName', 'lastNameKana', 'firstNameKana', 'birthDate', 'postalCode', 'prefecture'];
    for (const field of [...empty, 'city', 'addressLine', 'phone'])
      expect(invalid(field)).toHaveAttribute('aria-invalid', 'true');
    // Filled, or optional (町域): no mark.
    expect(invalid('firstName')).not.toHaveAttribute('aria-invalid');
    expect(invalid('town')).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByText('入力してください。').length).toBeGreaterThanOrEqual(9);
    expect(fake.callsTo('POST /v1/payment/banks')).toHaveLength(0);
  });

  it('marks the company’s, the representative’s and the address’s empty fields at once', async () => {
    const fake = renderEmpty();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('verify-type-company'));
    await user.click(screen.getByTestId('verify-save'));
    const company = [
      'name',
      'nameKana',
      'corporateNumber',
      'postalCode',
      'prefecture',
      'city',
      'addressLine',
      'phone',
    ];
    const representative = ['lastName', 'firstName', 'lastNameKana', 'firstNameKana'];
    for (const path of [
      ...company.map((n) => `company.${n}`),
      ...representative.map((n) => `representative.${n}`),
    ])
      expect(invalid(path)).toHaveAttribute('aria-invalid', 'true');
    expect(fake.callsTo('POST /v1/payment/banks')).toHaveLength(0);
  });
});
