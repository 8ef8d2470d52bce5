// OpenAPI operations of the plain router routes (server.ts: multipart uploads, PDF/CSV/image answers,
// the sandbox's 3-D Secure page) — served outside ShirubeApi, so the contract cannot describe them.
// Paths are the router's; openapi.test.ts fails when a route is served but missing here, or the other
// way round. Keep each entry next to what its handler really answers.
type Operation = Record<string, unknown>;

const errorRef = { $ref: '#/components/schemas/PlainError' };
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
export const plainErrors = (...statuses: number[]) =>
  Object.fromEntries(
    statuses.map((s) => [String(s), { description: ERROR_TEXT[s] ?? 'Error', ...json(errorRef) }]),
  );
const ERROR_TEXT: Record<number, string> = {
  400: 'validation: the field named in `field` is missing or wrong',
  401: 'unauthorized: sign in first',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'too_large: the body is over the cap',
  500: 'internal (the request id is in the message)',
};
const idParam = (name: string) => ({
  name,
  in: 'path',
  required: true,
  schema: { type: 'integer', minimum: 1, maximum: 2147483647 },
});
/** A path segment that is a name or an opaque id (a file, an order id), not a row number. */
const textParam = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'string' } });
const imagePart = {
  type: 'string',
  format: 'binary',
  description: 'jpeg, png or webp; ≤ 10 MB, ≤ 40 megapixels',
};
const multipart = (properties: Record<string, unknown>, required: string[]) => ({
  required: true,
  content: { 'multipart/form-data': { schema: { type: 'object', properties, required } } },
});
const urlData = json({
  type: 'object',
  required: ['data'],
  properties: {
    data: { type: 'object', required: ['url'], properties: { url: { type: ['string', 'null'] } } },
  },
});
const binary = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: { type: 'string', format: 'binary' } } },
});
const SESSION = 'session' as const;
const ADMIN = 'admin' as const;

/** path → method → operation (+ `access`: needs a session / an administrator's; absent = public). */
export const plainOperations: Record<string, Record<string, Operation & { access?: 'session' | 'admin' }>> = {
  '/uploads/{file}': {
    get: {
      operationId: 'files.upload',
      summary: 'An uploaded image (icons, eyecatches, article images)',
      parameters: [textParam('file')],
      responses: {
        '200': binary('image/webp', 'The file, never run as a page (CSP sandbox)'),
        '301': { description: 'Uploads are on a bucket (STORAGE_URL): Location is the same name there' },
        ...plainErrors(404),
      },
    },
  },
  '/v1/og_covers/{file}': {
    get: {
      operationId: 'files.ogCover',
      summary: "An article's og:image cover (1200×630 PNG; an old key redirects to the current one)",
      parameters: [textParam('file')],
      responses: {
        '200': binary('image/png', 'The cover, immutable'),
        '302': { description: 'The key is old: Location is the current cover' },
        ...plainErrors(404),
      },
    },
  },
  '/v1/receipt': {
    post: {
      operationId: 'files.receipt',
      summary: 'The 適格請求書 (PDF) of one of your purchases; 再発行 after the first',
      access: SESSION,
      requestBody: {
        required: true,
        ...json({
          type: 'object',
          required: ['purchaseId'],
          properties: { purchaseId: { type: 'integer' }, name: { type: 'string', description: '宛名' } },
        }),
      },
      responses: { '200': binary('application/pdf', 'The receipt'), ...plainErrors(400, 401, 404, 500) },
    },
  },
  '/v1/users/current/image': {
    post: {
      operationId: 'files.uploadIcon',
      summary: 'Set your icon (cropped to a square, re-encoded as WebP 400×400 and 96×96)',
      access: SESSION,
      requestBody: multipart(
        {
          image: imagePart,
          cropX: { type: 'integer' },
          cropY: { type: 'integer' },
          cropSize: { type: 'integer' },
        },
        ['image'],
      ),
      responses: {
        '200': { description: 'The current user with the new imageUrl' },
        ...plainErrors(400, 401, 413),
      },
    },
    delete: {
      operationId: 'files.deleteIcon',
      summary: 'Remove your icon',
      access: SESSION,
      responses: { '200': { description: 'The current user without an icon' }, ...plainErrors(401) },
    },
  },
  '/v1/articles/{id}/eyecatch': {
    post: {
      operationId: 'files.uploadEyecatch',
      summary: "Set your article's eyecatch image",
      access: SESSION,
      parameters: [idParam('id')],
      requestBody: multipart({ image: imagePart }, ['image']),
      responses: {
        '200': { description: 'The new eyecatch URL', ...urlData },
        ...plainErrors(400, 401, 404, 413),
      },
    },
    delete: {
      operationId: 'files.deleteEyecatch',
      summary: "Remove your article's eyecatch image",
      access: SESSION,
      parameters: [idParam('id')],
      responses: { '200': { description: 'url is null', ...urlData }, ...plainErrors(400, 401, 404) },
    },
  },
  '/v1/magazines/{id}/cover': {
    post: {
      operationId: 'files.uploadMagazineCover',
      summary: "Set your magazine's cover image (as an eyecatch: 1280×670 with a thumbnail)",
      access: SESSION,
      parameters: [idParam('id')],
      requestBody: multipart({ image: imagePart }, ['image']),
      responses: {
        '200': { description: 'The new cover URL', ...urlData },
        ...plainErrors(400, 401, 404, 413),
      },
    },
    delete: {
      operationId: 'files.deleteMagazineCover',
      summary: "Remove your magazine's cover image",
      access: SESSION,
      parameters: [idParam('id')],
      responses: { '200': { description: 'url is null', ...urlData }, ...plainErrors(400, 401, 404) },
    },
  },
  '/v1/payment/identification': {
    post: {
      operationId: 'files.uploadIdentification',
      summary: 'Upload an ID image for payouts (front or back; kept private, EXIF dropped)',
      access: SESSION,
      requestBody: multipart({ image: imagePart, type: { type: 'string', enum: ['front', 'back'] } }, [
        'image',
        'type',
      ]),
      responses: { '200': { description: 'The payout profile' }, ...plainErrors(400, 401, 409, 413) },
    },
  },
  '/v1/admin/identifications/{userId}/{side}': {
    get: {
      operationId: 'files.identificationImage',
      summary: "A seller's ID image (administrators only, never cached)",
      access: ADMIN,
      parameters: [
        idParam('userId'),
        { name: 'side', in: 'path', required: true, schema: { type: 'string', enum: ['front', 'back'] } },
      ],
      responses: {
        '200': binary('image/jpeg', 'The image'),
        '302': {
          description: 'Documents are on a bucket (STORAGE_URL): Location is a GET URL signed for 60 s',
        },
        ...plainErrors(400, 401, 403, 404),
      },
    },
  },
  '/v1/admin/transfer_batches/{id}/file': {
    get: {
      operationId: 'files.transferFile',
      summary: 'The 全銀 transfer file of a batch (administrators only)',
      access: ADMIN,
      parameters: [idParam('id')],
      responses: {
        '200': binary('text/plain', 'The 全銀 file (Shift_JIS)'),
        ...plainErrors(400, 401, 403, 404),
      },
    },
  },
  '/v1/sales/sales_histories.csv': {
    get: {
      operationId: 'files.salesCsv',
      summary: "A month's sales history as CSV",
      access: SESSION,
      parameters: [{ name: 'month', in: 'query', required: false, schema: { type: 'string' } }],
      responses: { '200': binary('text/csv', 'The CSV file'), ...plainErrors(400, 401) },
    },
  },
  '/v1/payment/sandbox/3ds/{orderId}': {
    get: {
      operationId: 'files.challengePage',
      summary: "The sandbox's 3-D Secure challenge page (HTML; the order id is the secret)",
      parameters: [textParam('orderId')],
      responses: { '200': binary('text/html', 'The page'), ...plainErrors(404) },
    },
    post: {
      operationId: 'files.challengeAnswer',
      summary: 'Answer the sandbox 3-D Secure challenge (approve or cancel)',
      parameters: [textParam('orderId')],
      responses: { '200': binary('text/html', 'The answer page'), ...plainErrors(400, 404) },
    },
  },
  // Served only with PAYMENT_PROVIDER=stripe (payments/stripe/routes.ts).
  '/v1/payment/stripe/webhook': {
    post: {
      operationId: 'files.stripeWebhook',
      summary: "Stripe's signed event notifications (PAYMENT_PROVIDER=stripe only)",
      'x-served-when': 'PAYMENT_PROVIDER=stripe',
      parameters: [{ name: 'stripe-signature', in: 'header', required: true, schema: { type: 'string' } }],
      requestBody: { required: true, ...json({ type: 'object' }) },
      responses: {
        '200': { description: 'Received (each event id processed once)' },
        ...plainErrors(400, 409),
      },
    },
  },
  '/v1/payment/stripe/return/{orderId}': {
    get: {
      operationId: 'files.stripeReturn',
      summary: 'The page 3-D Secure returns to in the purchase dialog (PAYMENT_PROVIDER=stripe only)',
      'x-served-when': 'PAYMENT_PROVIDER=stripe',
      parameters: [textParam('orderId')],
      responses: { '200': binary('text/html', 'The page'), ...plainErrors(404) },
    },
  },
};

/** Router path → document path: `:id` → `{id}`; a trailing `*` is the one named by the document. */
export function documentPath(routerPath: string): string {
  const named = routerPath.replace(/:(\w+)/g, '{$1}');
  if (named === '/uploads/*') return '/uploads/{file}';
  if (named === '/v1/og_covers/*') return '/v1/og_covers/{file}';
  return named;
}
