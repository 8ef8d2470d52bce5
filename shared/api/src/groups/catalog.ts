import * as Schema from 'effect/Schema';
import { HttpApiEndpoint, HttpApiGroup } from 'effect/http-api';
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
) {}
