// A success body the handler already built to the contract's type, answered as JSON without HttpApi
// encoding it again through the endpoint's Schema (a second walk over every field of every article:
// ~8 % of a read request's CPU, measured with bench/api-read.mjs). Only for schemas whose encoded form
// is their type — structs of strings, numbers, booleans, null and arrays, no transformations — which the
// signature pins at compile time. Under Jest (NODE_ENV=test) the body is still encoded with the schema and
// must come back unchanged (no missing, wrong or extra field), so every API test checks the contract.
import * as Schema from 'effect/Schema';
import { HttpServerResponse } from 'effect/http';
import { isDeepStrictEqual } from 'node:util';

const checkContract = process.env.NODE_ENV === 'test';

export function encodedJson<T>(
  schema: Schema.Codec<T, T>,
  body: NoInfer<T>,
): HttpServerResponse.HttpServerResponse {
  if (checkContract) {
    const encoded = Schema.encodeUnknownSync(schema)(body);
    if (!isDeepStrictEqual(encoded, body)) {
      throw new Error(`encodedJson: the body is not its own encoding:\n${JSON.stringify(body)}`);
    }
  }
  return HttpServerResponse.jsonUnsafe(body);
}
