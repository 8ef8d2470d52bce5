// The receipt PDF: a 適格請求書 (qualified invoice) issued by the platform under the 媒介者交付特例
// (the platform sells on the author's behalf and issues the invoice with ITS name and registration
// number). A4, Japanese, Noto Sans JP embedded (pdfkit subsets the TTF to the glyphs used).
import {
  formatTokyoDate,
  formatYen,
  RECEIPT_PAYMENT_METHOD_NAMES,
  receiptTaxLine,
  type StripePaymentMethod,
} from '@shirube/domain';
import { createRequire } from 'node:module';
import type PDFKit from 'pdfkit';

const require = createRequire(import.meta.url);
// pdfkit is loaded at the first receipt, not with the server: its import alone costs ≈ 0.2 CPU-s, paid by
// every API start (and every API test suite, ≈ 19 CPU-s a CI run) for a page few requests need.
let pdfkit: typeof PDFKit | undefined;
const pdfDocument = () => (pdfkit ??= require('pdfkit') as typeof PDFKit);
const FONT_REGULAR = require.resolve('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf');
const FONT_BOLD = require.resolve('@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf');

export interface ReceiptDocument {
  readonly number: string;
  readonly addressee: string;
  /** The first issue's time (the document's date); a re-issue prints its own date beside it. */
  readonly issuedAt: Date;
  readonly reissuedAt: Date | null;
  readonly purchasedAt: Date;
  /** The item's name as first issued: an article's title, 'マガジン「…」', or 'チップ（…さんへ）'. */
  readonly articleTitle: string;
  /** What was bought (品目): an article, a magazine or a tip (issue 37). */
  readonly kind: 'article' | 'magazine' | 'tip';
  readonly sellerName: string;
  /** Tax-inclusive yen paid. */
  readonly amount: number;
  /** How it was paid (お支払方法). */
  readonly paymentMethod: StripePaymentMethod;
  readonly issuer: { readonly name: string; readonly registrationNumber: string };
}

/** YYYY/MM/DD in Asia/Tokyo (the one formatter of @shirube/domain). */
export const tokyoDate = (at: Date) => formatTokyoDate(at)!;
const yen = (n: number) => formatYen(n);

/** 品目: an article's title in 「」; a magazine's name carries its own brackets; a tip says it is one. */
const itemLine = (r: ReceiptDocument) =>
  r.kind === 'article'
    ? `デジタルコンテンツ（記事）「${r.articleTitle}」`
    : r.kind === 'magazine'
      ? `デジタルコンテンツ（${r.articleTitle}）`
      : r.articleTitle;

export function renderReceiptPdf(r: ReceiptDocument): Promise<Buffer> {
  const tax = receiptTaxLine(r.amount);
  const PDFDocument = pdfDocument();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `領収書 ${r.number}`, Author: r.issuer.name, Subject: '適格請求書' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('jp', FONT_REGULAR);
  doc.registerFont('jp-bold', FONT_BOLD);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  if (r.reissuedAt) {
    doc.font('jp-bold').fontSize(14).fillColor('#b00020').text('再発行', left, 40, { width, align: 'right' });
    doc.fillColor('black');
  }
  doc.font('jp-bold').fontSize(22).text('領収書（適格請求書）', left, 64, { width, align: 'center' });
  doc.moveDown(1.2);
  doc.font('jp').fontSize(10);
  doc.text(`領収書番号：${r.number}`, { width, align: 'right' });
  doc.text(`発行日：${tokyoDate(r.issuedAt)}`, { width, align: 'right' });
  if (r.reissuedAt) doc.text(`再発行日：${tokyoDate(r.reissuedAt)}`, { width, align: 'right' });
  doc.moveDown(1);
  doc.font('jp-bold').fontSize(16).text(`${r.addressee} 様`);
  doc
    .moveTo(left, doc.y + 2)
    .lineTo(left + width * 0.6, doc.y + 2)
    .stroke();
  doc.moveDown(1.2);
  doc
    .font('jp-bold')
    .fontSize(20)
    .text(`金額　${yen(r.amount)}（税込）`, { width, align: 'center' });
  doc.font('jp').fontSize(10).text('上記の金額を正に領収いたしました。', { width, align: 'center' });
  doc.moveDown(1.5);

  const rows: Array<[string, string]> = [
    ['取引年月日', tokyoDate(r.purchasedAt)],
    ['品目', itemLine(r)],
    ['販売者', r.sellerName],
    ['税率', `${tax.ratePercent}%`],
    ['お支払方法', RECEIPT_PAYMENT_METHOD_NAMES[r.paymentMethod]],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('jp-bold').text(label, left, y, { width: 110 });
    doc.font('jp').text(value, left + 120, y, { width: width - 120 });
    doc.moveDown(0.4);
  }
  doc.moveDown(0.8);
  // The table left the cursor in its value column: back to the margin for the rest.
  doc.x = left;
  doc.font('jp-bold').fontSize(11).text('税率ごとの内訳');
  doc.font('jp').fontSize(10);
  doc.text(`${tax.ratePercent}%対象　${yen(tax.totalInclTax)}（税込）`);
  doc.text(`　税抜金額　${yen(tax.totalExclTax)}`);
  doc.text(`　消費税（${tax.ratePercent}%）　${yen(tax.tax)}`);
  doc.fontSize(8).fillColor('#555555').text('消費税額は税込金額から1円未満切り捨てで算出しています。');
  doc.fillColor('black').moveDown(1.5);

  doc.font('jp-bold').fontSize(11).text('発行者');
  doc.font('jp').fontSize(10);
  doc.text(r.issuer.name);
  doc.text(`登録番号：${r.issuer.registrationNumber}`);
  doc.moveDown(0.6);
  doc
    .fontSize(8)
    .fillColor('#555555')
    .text(
      `本書は、消費税法の媒介者交付特例に基づき、販売者に代わって${r.issuer.name}が交付する適格請求書です。`,
      { width },
    );
  doc.end();
  return done;
}
