import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '@shirube/testing';
import { BankAccountPage } from '../pages';
import { renderSeller } from '../testing/render';
import { COMPANY_PROFILE } from '../testing/profiles';

const renderPage = () => renderSeller(<BankAccountPage />);
const meta = { datasetVersion: '20260824' };
type Code = { code: string; name: string; kana: string };
/** The 全銀 lookups answer this one bank and this one branch. */
const lookups = (bank: Code, branch: Code) => ({
  'GET /v1/payment/bank_codes': () => ({ body: { data: [bank], meta } }),
  'GET /v1/payment/branch_codes': () => ({ body: { data: [branch], meta } }),
});
const MIZUHO = { code: '0001', name: 'みずほ', kana: 'ミズホ' };
const MIZUHO_TOKYO = { code: '001', name: '東京営業部', kana: 'トウキヨウ' };

describe('bank account page', () => {
  it('looks the bank and branch up as you type, converts the holder name and saves with 204', async () => {
    const fake = installFakeFetch({
      'GET /v1/payment/bank_accounts': () => ({ body: { data: null } }),
      ...lookups(
        { code: '0009', name: '三井住友', kana: 'ミツイスミトモ' },
        { code: '101', name: '大阪本店営業部', kana: 'オオサカホンテン' },
      ),
      'PUT /v1/payment/bank_accounts': () => ({ status: 204, body: undefined }),
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByTestId('bank-account-current')).toHaveTextContent(
      '振込先口座はまだ登録されていません',
    );
    expect(screen.getByTestId('branch-lookup')).toBeDisabled();
    await user.type(screen.getByTestId('bank-lookup'), 'みつい');
    await user.click(await screen.findByTestId('bank-lookup-option'));
    expect(screen.getByTestId('bank-lookup-selected')).toHaveTextContent('三井住友（0009）');
    // The picked label the field now shows is not looked up (past the typeahead's 200 ms pause).
    await new Promise((r) => setTimeout(r, 400));
    expect(fake.callsTo('GET /v1/payment/bank_codes').map((c) => c.url.searchParams.get('code'))).toEqual([
      'みつい',
    ]);
    await user.type(screen.getByTestId('branch-lookup'), 'おおさか');
    await user.click(await screen.findByTestId('branch-lookup-option'));
    expect(fake.callsTo('GET /v1/payment/branch_codes').at(-1)!.url.searchParams.get('bankCode')).toBe(
      '0009',
    );
    await user.type(screen.getByTestId('account-number'), '123456');
    await user.type(screen.getByTestId('holder-name'), 'ﾔﾏﾀﾞ ﾀﾛｳ');
    await user.click(screen.getByTestId('bank-save'));
    // The shared rule refuses a 6-digit number before anything is sent; the name was converted on blur.
    expect(screen.getByText(/口座番号は7桁の数字で入力してください/)).toBeInTheDocument();
    expect(screen.getByTestId('holder-name')).toHaveValue('ヤマダ タロウ');
    expect(fake.callsTo('PUT /v1/payment/bank_accounts')).toHaveLength(0);
    await user.type(screen.getByTestId('account-number'), '7');
    await user.click(screen.getByTestId('bank-save'));
    expect(await screen.findByTestId('bank-saved')).toHaveTextContent('振込先口座を登録しました');
    expect(fake.callsTo('PUT /v1/payment/bank_accounts')[0]!.body).toEqual({
      bankCode: '0009',
      branchCode: '101',
      accountType: 'ordinary',
      accountNumber: '1234567',
      holderName: 'ヤマダ タロウ',
    });
  });

  it('shows the API’s field error in Japanese under the field', async () => {
    installFakeFetch({
      'GET /v1/payment/bank_accounts': () => ({ body: { data: null } }),
      ...lookups(MIZUHO, MIZUHO_TOKYO),
      'PUT /v1/payment/bank_accounts': () => ({
        status: 400,
        body: {
          code: 'validation',
          message: 'branchCode: unknown',
          field: 'branchCode',
          details: [{ field: 'branchCode', reason: 'unknown' }],
        },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByTestId('bank-lookup'), 'みずほ');
    await user.click(await screen.findByTestId('bank-lookup-option'));
    await user.type(screen.getByTestId('branch-lookup'), 'とうきょう');
    await user.click(await screen.findByTestId('branch-lookup-option'));
    await user.type(screen.getByTestId('account-number'), '1234567');
    await user.type(screen.getByTestId('holder-name'), 'やまだ');
    await user.click(screen.getByTestId('bank-save'));
    expect(await screen.findByText('この支店コードは選んだ金融機関にありません。')).toBeInTheDocument();
  });

  it('refuses kanji in the holder name, naming the characters', async () => {
    installFakeFetch({ 'GET /v1/payment/bank_accounts': () => ({ body: { data: null } }) });
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByTestId('holder-name'), '山田');
    await user.click(screen.getByTestId('bank-save'));
    // Under the field, and in the summary at the top with the other missing fields (bank, branch, number).
    const holder = screen.getByTestId('holder-name').closest('div')!;
    expect(holder).toHaveTextContent(/使えない文字が含まれています: 山 田/);
    const summary = screen.getByText(/入力内容を確認してください（4件）/).closest('div')!;
    expect(summary).toHaveTextContent(/使えない文字が含まれています: 山 田/);
  });
  it('fills in a 法人’s holder name from its company reading and sends the 全銀 form', async () => {
    const fake = installFakeFetch({
      'GET /v1/payment/bank_accounts': () => ({ body: { data: null } }),
      'GET /v1/payment/banks': () => ({
        body: {
          data: { ...COMPANY_PROFILE, verificationStatus: 'verified', images: { front: true, back: false } },
        },
      }),
      ...lookups(MIZUHO, MIZUHO_TOKYO),
      'PUT /v1/payment/bank_accounts': () => ({ status: 204, body: undefined }),
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByTestId('company-holder-hint')).toHaveTextContent('「カ)シルベ」');
    expect(screen.getByTestId('holder-name')).toHaveValue('カ)シルベ');

    // Another name is refused before anything is sent, with the company rule's own words.
    await user.clear(screen.getByTestId('holder-name'));
    await user.type(screen.getByTestId('holder-name'), 'やまだ たろう');
    await user.type(screen.getByTestId('bank-lookup'), 'みずほ');
    await user.click(await screen.findByTestId('bank-lookup-option'));
    await user.type(screen.getByTestId('branch-lookup'), 'とうきょう');
    await user.click(await screen.findByTestId('branch-lookup-option'));
    await user.type(screen.getByTestId('account-number'), '1234567');
    await user.click(screen.getByTestId('bank-save'));
    // Its example is this company's holder, as the hint says (not a fixed 「カ）シルベ」).
    expect(screen.getByTestId('holder-name').closest('div')!).toHaveTextContent(
      '法人の口座名義は本人確認の法人名フリガナと同じにしてください（この法人では「カ)シルベ」）。',
    );
    expect(fake.callsTo('PUT /v1/payment/bank_accounts')).toHaveLength(0);

    // Typed in full, it is abbreviated on blur and sent as the transfer file carries it.
    await user.clear(screen.getByTestId('holder-name'));
    await user.type(screen.getByTestId('holder-name'), 'かぶしきがいしゃ しるべ');
    await user.tab();
    expect(screen.getByTestId('holder-name')).toHaveValue('カ)シルベ');
    await user.click(screen.getByTestId('bank-save'));
    expect(await screen.findByTestId('bank-saved')).toBeInTheDocument();
    expect(fake.callsTo('PUT /v1/payment/bank_accounts')[0]!.body).toMatchObject({ holderName: 'カ)シルベ' });
  });
});
