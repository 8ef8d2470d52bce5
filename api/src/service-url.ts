// A service's URL from the environment (DATABASE_URL, SMTP_URL): checked at start, and never repeated
// with its password (the error line ends up in logs).

/** `value` (undefined when unset or blank) if it is a URL of `protocol` with a host; otherwise throws
 *  `problem(shown)`, where `shown` is the value with its password masked. */
export function parseServiceUrl(
  value: string | undefined,
  protocol: RegExp,
  problem: (shown: string) => string,
): string | undefined {
  if (value === undefined || value === '') return undefined;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (!url || !protocol.test(url.protocol) || !url.hostname) {
    const shown = url?.password ? value.replace(`:${url.password}@`, ':***@') : value;
    throw new Error(problem(shown));
  }
  return value;
}
