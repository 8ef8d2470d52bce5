import * as Schema from 'effect/Schema';
import { HttpApiEndpoint, HttpApiGroup } from 'effect/http-api';
import { inquiryForm } from '@shirube/domain/forms';
import { Email } from './auth';
import { ruledString } from '../rules';
import { Advertisement, Category, SystemPhrase, listOf } from '../entities';
import { readsSession } from '../access';
import { errors } from '../errors';

export class CatalogGroup extends HttpApiGroup.make('catalog').add(
  HttpApiEndpoint.get('categories', '/v1/categories', { success: listOf(Category) }),
  HttpApiEndpoint.get('advertisements', '/v1/advertisements', { success: listOf(Advertisement) }),
  HttpApiEndpoint.get('systemPhrases', '/v1/system_phrases', { success: listOf(SystemPhrase) }),
  /** Tag names starting with q (case-insensitive), for the publish form. */
  HttpApiEndpoint.get('searchTags', '/v1/tags/search', {
    query: { q: Schema.String },
    success: Schema.Struct({ data: Schema.Array(Schema.Struct({ id: Schema.Int, name: Schema.String })) }),
  }),
  /**
   * Contact form: stored, then mailed to INQUIRY_TO (reply-to = the sender). 429 `rate_limited` after
   * INQUIRY_LIMIT messages an hour from one address. Rules: inquiryForm in @shirube/domain.
   */
  readsSession(
    HttpApiEndpoint.post('inquiry', '/v1/inquiry', {
      payload: Schema.Struct({
        category: ruledString(inquiryForm.fields.category),
        name: ruledString(inquiryForm.fields.name),
        email: Email,
        body: ruledString(inquiryForm.fields.body),
      }),
      success: Schema.Struct({ data: Schema.Struct({ id: Schema.Int, receivedAt: Schema.String }) }),
      error: errors(429),
    }),
  ),
) {}
