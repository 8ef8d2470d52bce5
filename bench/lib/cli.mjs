// What the database benches' command lines and reports share: `--name value` options, the URL of a
// bench's own database on the given server, one statement on the server's admin connection (creating and
// dropping that database), and the load average printed beside every figure.
import { loadavg } from 'node:os';
import pg from 'pg';

const argv = process.argv.slice(2);

/** The value after `--name`, or `fallback` when the option is not given. */
export const arg = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i === -1 ? fallback : argv[i + 1];
};

/** Whether `--name` is given. */
export const flag = (name) => argv.includes(`--${name}`);

/** `adminUrl` (a server's admin connection) pointed at the database `dbName` on the same server. */
export function databaseUrl(adminUrl, dbName) {
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
}

/** One statement on its own connection to `adminUrl` (CREATE / DROP DATABASE take no transaction). */
export async function adminQuery(adminUrl, text) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The 1-, 5- and 15-minute load averages, two decimals each. */
export const loadAverage = (separator = ', ') =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(separator);
