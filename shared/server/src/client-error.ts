/**
 * Requests Node cannot parse never reach a handler: Node answers them itself with a bare status line
 * (431 for headers over --max-http-header-size, 400 for malformed HTTP, 408, 413 for chunk extensions).
 * Both servers answer them with a body instead — the API the contract's JSON error, the shell server a
 * readable page — through this one listener, keeping Node's statuses and its rule of never writing
 * into a response that has already started.
 */
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

const ANSWERS: Record<string, readonly [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Payload Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
};
const BAD_REQUEST = [400, 'Bad Request'] as const;

export interface ClientErrorAnswer {
  readonly contentType: string;
  readonly body: string;
  /** Extra response headers (e.g. a CSP for an HTML body). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** The contract's JSON error body of each such status: the API's answer, and the shell server's under /v1
 *  (issue 39 item 7: under /v1 every error is JSON, whichever server answers it). */
const CLIENT_ERRORS: Record<number, { code: string; message: string }> = {
  431: { code: 'request_header_too_large', message: 'Request header fields too large' },
  413: { code: 'payload_too_large', message: 'Request body too large' },
  408: { code: 'request_timeout', message: 'Request timed out' },
  400: { code: 'bad_request', message: 'Malformed HTTP request' },
};
export const clientErrorJson = (status: number): ClientErrorAnswer => ({
  contentType: 'application/json',
  body: JSON.stringify(CLIENT_ERRORS[status] ?? CLIENT_ERRORS[400]),
});

/**
 * The request's path, when the bytes Node refused start with its request line (`rawPacket` is the chunk
 * being parsed: the whole request when it came in one read, as a browser's usually does; a request
 * whose line came in an earlier read is not known here — undefined).
 */
export function requestPathOf(rawPacket: Buffer | undefined): string | undefined {
  const line = rawPacket?.subarray(0, 2048).toString('latin1').split('\r\n', 1)[0] ?? '';
  return /^[A-Z]+ (\/\S*) HTTP\/1\.[01]$/.exec(line)?.[1];
}

/** The raw HTTP/1.1 answer to an unparseable request: status, headers, body, connection closed. */
export function clientErrorResponse(
  code: string | undefined,
  answerOf: (status: number, path: string | undefined) => ClientErrorAnswer,
  path?: string,
) {
  const [status, reason] = ANSWERS[code ?? ''] ?? BAD_REQUEST;
  const { contentType, body, headers = {} } = answerOf(status, path);
  const lines = [
    `HTTP/1.1 ${status} ${reason}`,
    `Content-Type: ${contentType}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    'X-Content-Type-Options: nosniff',
    'Cache-Control: no-store',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    'Connection: close',
  ];
  return { status, raw: `${lines.join('\r\n')}\r\n\r\n${body}` };
}

/** Replaces Node's bodiless answers to unparseable requests on `server` with `answerOf`'s bodies. */
export function answerClientErrors(
  server: Server,
  answerOf: (status: number, path: string | undefined) => ClientErrorAnswer,
): void {
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
    // As Node does: answer only while nothing of a response has been written to this socket.
    const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    // Closed once written: the server's sockets are half-open by default and the client may never close.
    const path = requestPathOf(error.rawPacket);
    socket.end(clientErrorResponse(error.code, answerOf, path).raw, () => socket.destroy());
  });
}
