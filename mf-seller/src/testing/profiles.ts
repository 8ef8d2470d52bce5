/** GET /v1/payment/banks answers the seller tests share: nothing saved yet, and a 法人 (株式会社しるべ). */
export const EMPTY_PROFILE = {
  businessType: 'individual',
  individual: null,
  company: null,
  representative: null,
  bank: null,
  payoutsEnabled: false,
  verificationStatus: 'unverified',
  rejectReason: null,
  images: { front: false, back: false },
};
export const COMPANY = {
  name: '株式会社しるべ',
  nameKana: 'カブシキガイシャ シルベ',
  corporateNumber: '7000012050002',
  postalCode: '1040061',
  prefecture: '東京都',
  city: '中央区',
  town: '銀座',
  addressLine: '1-2-3',
  phone: '0312345678',
};
export const REPRESENTATIVE = {
  lastName: '山田',
  firstName: '太郎',
  lastNameKana: 'ヤマダ',
  firstNameKana: 'タロウ',
};
export const COMPANY_PROFILE = {
  ...EMPTY_PROFILE,
  businessType: 'company',
  company: COMPANY,
  representative: REPRESENTATIVE,
};
