// First-party article analytics (issue 36): the article page reports a view; authors and affiliates read
// the daily rollups. No cookie, no third party: the view is counted from the session or a daily hash.
import * as Schema from 'effect/Schema';
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from 'effect/http-api';
import { readsSession } from '../access';
import { Int4 } from '../rules';

export class AnalyticsGroup extends HttpApiGroup.make('analytics').add(
  /**
   * The article page was shown. Answers 204 at once: the view is counted later in a batch, once per
   * visitor per article per Tokyo day, never for bots, prefetches or the author. `referrer`: the page
   * the reader came from (the previous page of this site, or document.referrer); only its host is kept
   * when it is another site's.
   */
  readsSession(
    HttpApiEndpoint.post('recordArticleView', '/v1/articles/:id/views', {
      params: { id: Int4 },
      payload: Schema.Struct({
        referrer: Schema.optional(Schema.NullOr(Schema.String.check(Schema.isMaxLength(2048)))),
      }),
      success: HttpApiSchema.NoContent,
    }),
  ),
) {}
