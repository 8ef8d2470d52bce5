/** POST /v1/receipt → the PDF as a Blob (a plain route: the JSON client cannot carry a binary answer).
 *  Failures are ApiError-shaped {status, code, field, details} like the contract client's. */
import { fetchPlainRoute, RECEIPT_PATH, type ReceiptPayload } from '@shirube/api-contract';

export async function requestReceipt(
  payload: ReceiptPayload,
  onUnauthorized: () => void,
): Promise<{ pdf: Blob; number: string }> {
  const res = await fetchPlainRoute(
    RECEIPT_PATH,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/pdf' },
      body: JSON.stringify(payload),
    },
    onUnauthorized,
  );
  return { pdf: await res.blob(), number: res.headers.get('x-receipt-number') ?? '' };
}

/** Hands the PDF to the browser as a download named after the receipt. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
