import * as Schema from 'effect/Schema';
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from 'effect/http-api';
import { Email } from './auth';
import { Advertisement, Category, SystemPhrase } from '../entities';

export class CatalogGroup extends HttpApiGroup.make('catalog').add(
  HttpApiEndpoint.get('categories', '/v1/categories', {
    success: Schema.Struct({ data: Schema.Array(Category) }),
  }),
  HttpApiEndpoint.get('advertisements', '/v1/advertisements', {
    success: Schema.Struct({ data: Schema.Array(Advertisement) }),
  }),
  HttpApiEndpoint.get('systemPhrases', '/v1/system_phrases', {
    success: Schema.Struct({ data: Schema.Array(SystemPhrase) }),
  }),
  /** Tag names starting with q (case-insensitive), for the publish form. */
  HttpApiEndpoint.get('searchTags', '/v1/tags/search', {
    query: { q: Schema.String },
    success: Schema.Struct({ data: Schema.Array(Schema.Struct({ id: Schema.Int, name: Schema.String })) }),
  }),
  /** Contact form: mailed to the operators. */
  HttpApiEndpoint.post('inquiry', '/v1/inquiry', {
    payload: Schema.Struct({
      name: Schema.String.check(
        Schema.isMinLength(1, { message: 'must not be empty' }),
        Schema.isMaxLength(100),
      ),
      email: Email,
      body: Schema.String.check(
        Schema.isMinLength(1, { message: 'must not be empty' }),
        Schema.isMaxLength(5000),
      ),
    }),
    success: HttpApiSchema.NoContent,
  }),
) {}
