/**
 * All text a person reads, for react-intl. Japanese is complete; English is second and falls back
 * to Japanese per id. Each area owns one file under src/ja and src/en.
 */
import { common as jaCommon } from './ja/common';
import { shell as jaShell } from './ja/shell';
import { reader as jaReader } from './ja/reader';
import { editor as jaEditor } from './ja/editor';
import { editorPages as jaEditorPages } from './ja/editor-pages';
import { commerce as jaCommerce } from './ja/commerce';
import { konbini as jaKonbini } from './ja/konbini';
import { konbini as enKonbini } from './en/konbini';
import { seller as jaSeller } from './ja/seller';
import { payouts as jaPayouts } from './ja/payouts';
import { errors as jaErrors } from './ja/errors';
import { money as jaMoney } from './ja/money';
import { validation as jaValidation } from './ja/validation';
import { account as jaAccount } from './ja/account';
import { inquiry as jaInquiry } from './ja/inquiry';
import { oauth as jaOAuth } from './ja/oauth';
import { revision as jaRevision } from './ja/revision';
import { revision as enRevision } from './en/revision';
import { confirm as jaConfirm } from './ja/confirm';
import { confirm as enConfirm } from './en/confirm';
import { oauth as enOAuth } from './en/oauth';
import { inquiry as enInquiry } from './en/inquiry';
import { account as enAccount } from './en/account';
import { validation as enValidation } from './en/validation';
import { common as enCommon } from './en/common';
import { shell as enShell } from './en/shell';
import { reader as enReader } from './en/reader';
import { editor as enEditor } from './en/editor';
import { editorPages as enEditorPages } from './en/editor-pages';
import { titles as jaTitles } from './ja/titles';
import { serverPages as jaServerPages } from './ja/server-pages';
import { paymentReturn as jaPaymentReturn } from './ja/payment-return';
import { commerce as enCommerce } from './en/commerce';
import { seller as enSeller } from './en/seller';
import { payouts as enPayouts } from './en/payouts';
import { errors as enErrors } from './en/errors';
import { magazines as jaMagazines } from './ja/magazines';
import { magazines as enMagazines } from './en/magazines';
import { magazineAuthor as jaMagazineAuthor } from './ja/magazine-author';
import { magazineAuthor as enMagazineAuthor } from './en/magazine-author';
import { magazineReader as jaMagazineReader } from './ja/magazine-reader';
import { magazineReader as enMagazineReader } from './en/magazine-reader';

export const ja = {
  ...jaCommon,
  ...jaShell,
  ...jaReader,
  ...jaEditor,
  ...jaEditorPages,
  ...jaCommerce,
  ...jaKonbini,
  ...jaSeller,
  ...jaPayouts,
  ...jaMoney,
  ...jaErrors,
  ...jaValidation,
  ...jaAccount,
  ...jaInquiry,
  ...jaOAuth,
  ...jaRevision,
  ...jaConfirm,
  ...jaServerPages,
  ...jaPaymentReturn,
  ...jaTitles,
  ...jaMagazines,
  ...jaMagazineAuthor,
  ...jaMagazineReader,
};

export type MessageId = keyof typeof ja;
export { coreMessages, defaultLocale, errorMessageId, loadCoreEnglish, pageTitle, type Locale } from './core';
export { moneyWords } from './ja/money';
export { magazines as magazineMessages } from './ja/magazines';
export { validationMessage, validationMessages, type ValidationLimits } from './validation';
import type { Locale } from './core';

const en: Record<string, string> = {
  ...ja,
  ...enCommon,
  ...enShell,
  ...enReader,
  ...enEditor,
  ...enEditorPages,
  ...enCommerce,
  ...enKonbini,
  ...enSeller,
  ...enPayouts,
  ...enErrors,
  ...enValidation,
  ...enAccount,
  ...enInquiry,
  ...enOAuth,
  ...enRevision,
  ...enConfirm,
  ...enMagazines,
  ...enMagazineAuthor,
  ...enMagazineReader,
};

export const messages: Record<Locale, Record<string, string>> = { ja, en };
