// Link cards: the editor asks the server for a pasted URL's OGP data (spec §7 GET /v1/ogp).
import * as Schema from 'effect/Schema';
import { HttpApiEndpoint, HttpApiGroup } from 'effect/http-api';
import { signedIn } from '../access';
import { errors } from '../errors';

export const OgpCard = Schema.Struct({
  /** The page after redirects (absolute http(s)). */
  url: Schema.String,
  /** og:title, else <title>, else the host. */
  title: Schema.String,
  description: Schema.NullOr(Schema.String),
  /** og:image made absolute; http(s) only, else null. */
  image: Schema.NullOr(Schema.String),
  siteName: Schema.NullOr(Schema.String),
  host: Schema.String,
});
export type OgpCard = typeof OgpCard.Type;

export class OgpGroup extends HttpApiGroup.make('ogp').add(
  /**
   * Signed in; rate-limited per user (429 `rate_limited`). The server fetches the page SSRF-safely
   * (public addresses only, ≤ 3 redirects, time-outs, 512 KB cap, text/html only). A URL it will not
   * or cannot read → 400 `ogp_refused` with field `url` and the reason (blocked_address, not_html,
   * too_large, timeout, unreachable, http_status, too_many_redirects); a malformed or non-http(s)
   * URL → 400 `validation`.
   */
  signedIn(
    HttpApiEndpoint.get('ogp', '/v1/ogp', {
      query: { url: Schema.String },
      success: Schema.Struct({ data: OgpCard }),
      error: errors(429),
    }),
  ),
) {}
