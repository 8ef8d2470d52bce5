// Column helpers every schema file shares: times are timestamptz (UTC), set by the database.
import { integer, timestamp, type ReferenceConfig } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// Integer foreign keys, as `integer(name).references(target, actions)` spells them: the target is the same
// lazy callback (so this file never imports a table file) and `actions` the same `{ onDelete }` (none = NO
// ACTION). Columns with more modifiers (primary key, unique) keep the long form.
/** integer NOT NULL REFERENCES target */
export const requiredRef = <N extends string>(
  name: N,
  target: ReferenceConfig['ref'],
  actions?: ReferenceConfig['actions'],
) => integer(name).notNull().references(target, actions);
/** integer NULL REFERENCES target */
export const optionalRef = <N extends string>(
  name: N,
  target: ReferenceConfig['ref'],
  actions?: ReferenceConfig['actions'],
) => integer(name).references(target, actions);
