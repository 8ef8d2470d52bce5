// 全銀協規定フォーマット 総合振込 (種別コード 21): fixed-length 120-byte records in JIS X 0201
// (Shift_JIS single-byte: ASCII + half-width kana), each followed by CRLF:
//   header  1 | 21 | 0 | 依頼人コード 10 | 依頼人名 40 | 取組日 MMDD | 仕向銀行 4+15 | 支店 3+15 | 種目 1 | 口座 7 | 17 sp
//   data    2 | 銀行 4+15 | 支店 3+15 | 手形交換所 4 sp | 種目 1 | 口座 7 | 受取人 30 | 金額 10 | 新規 1 |
//           顧客コード1 10 | 顧客コード2 10 | 振込指定区分 1 | 識別 1 | 7 sp
//   trailer 8 | 件数 6 | 合計金額 12 | 101 sp
//   end     9 | 119 sp
// Text fields: left-aligned, space-padded, cut at the field width; numbers right-aligned, zero-padded.
import { normalizeHolderName } from '@shirube/domain';
import Encoding from 'encoding-japanese';

export const RECORD_BYTES = 120;

/** The platform's own account, written in the header record (依頼人): PAYOUT_SENDER_* (sender-config.ts). */
export interface PayoutSender {
  code: string;
  nameKana: string;
  bankCode: string;
  bankKana: string;
  branchCode: string;
  branchKana: string;
  accountType: 'ordinary' | 'current';
  accountNumber: string;
}

export interface TransferItem {
  bankCode: string;
  bankKana: string;
  branchCode: string;
  branchKana: string;
  accountType: string;
  accountNumber: string;
  holderName: string;
  /** Yen the bank transfers (the payout's net). */
  amount: number;
  /** Our reference (顧客コード1): the payout id. */
  reference: number;
}

const ACCOUNT_TYPE: Record<string, string> = { ordinary: '1', current: '2' };

/** Full-width kana/letters → the half-width form the file carries; refuses what JIS X 0201 lacks. */
export function toZenginText(value: string): string {
  const half = Encoding.toHankanaCase(Encoding.toHankakuCase(normalizeHolderName(value))).replace(/¥/g, '\\');
  if (!/^[\x20-\x7e\uff61-\uff9f]*$/u.test(half))
    throw new Error(`not representable in a 全銀 file: ${value}`);
  return half;
}

const text = (value: string, width: number) => toZenginText(value).slice(0, width).padEnd(width, ' ');

function num(value: number | string, width: number): string {
  const s = String(value);
  if (!/^\d+$/.test(s) || s.length > width) throw new Error(`${s} does not fit ${width} digits`);
  return s.padStart(width, '0');
}

function accountType(type: string): string {
  const code = ACCOUNT_TYPE[type];
  if (!code) throw new Error(`unknown account type ${type}`);
  return code;
}

export function zenginRecords(sender: PayoutSender, transferDate: string, items: TransferItem[]) {
  const [, mm, dd] = transferDate.split('-');
  const header =
    '1' +
    '21' +
    '0' +
    num(sender.code, 10) +
    text(sender.nameKana, 40) +
    num(`${mm}${dd}`, 4) +
    num(sender.bankCode, 4) +
    text(sender.bankKana, 15) +
    num(sender.branchCode, 3) +
    text(sender.branchKana, 15) +
    accountType(sender.accountType) +
    num(sender.accountNumber, 7) +
    ' '.repeat(17);
  const data = items.map(
    (item) =>
      '2' +
      num(item.bankCode, 4) +
      text(item.bankKana, 15) +
      num(item.branchCode, 3) +
      text(item.branchKana, 15) +
      ' '.repeat(4) +
      accountType(item.accountType) +
      num(item.accountNumber, 7) +
      text(item.holderName, 30) +
      num(item.amount, 10) +
      '0' +
      num(item.reference, 10) +
      ' '.repeat(10) +
      '7' +
      ' ' +
      ' '.repeat(7),
  );
  const total = items.reduce((s, i) => s + i.amount, 0);
  const trailer = '8' + num(items.length, 6) + num(total, 12) + ' '.repeat(101);
  const end = '9' + ' '.repeat(119);
  return [header, ...data, trailer, end];
}

/** The file's bytes (Shift_JIS, CRLF after every record). Every record is checked to be 120 bytes. */
export function zenginTransferFile(
  sender: PayoutSender,
  transferDate: string,
  items: TransferItem[],
): Buffer {
  const records = zenginRecords(sender, transferDate, items).map((record) => {
    const bytes = Buffer.from(
      Encoding.convert(Encoding.stringToCode(record), { to: 'SJIS', from: 'UNICODE' }),
    );
    if (bytes.length !== RECORD_BYTES)
      throw new Error(`record is ${bytes.length} bytes, not ${RECORD_BYTES}`);
    return bytes;
  });
  return Buffer.concat(records.flatMap((r) => [r, Buffer.from('\r\n')]));
}
