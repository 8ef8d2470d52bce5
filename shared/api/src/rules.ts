// Form rules of @shirube/domain as Schema checks, so a payload that breaks a rule fails decoding with
// 400 `validation`, the field, and the SAME reason code the browser form shows (`validation.<reason>`).
import { validateField, type FieldRules } from '@shirube/domain/validators';
import * as Schema from 'effect/Schema';

/** A string field checked by one rule set of shared/domain (reason = the rule's code). */
export const ruledString = (rules: FieldRules) =>
  Schema.String.check(Schema.makeFilter((value: string) => validateField(value, rules) ?? undefined));

/** An integer PostgreSQL's int4 holds: every row id in a path (a larger one is 400, never a failed query). */
export const Int4 = Schema.Int.check(Schema.isBetween({ minimum: -2_147_483_648, maximum: 2_147_483_647 }));
