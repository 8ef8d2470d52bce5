// Operations: advertisements, system phrases and inquiries (the admin's side). Re-exported by schema.ts.
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, optionalRef } from './schema-columns';
import { users } from './schema-users';

export const advertisements = pgTable('advertisements', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  imageUrl: text('image_url'),
  linkUrl: text('link_url').notNull(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const systemPhrases = pgTable('system_phrases', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  body: text('body').notNull(),
  url: text('url'),
});

/** Contact form messages (POST /v1/inquiry), kept as well as mailed to INQUIRY_TO. */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    userId: optionalRef('user_id', () => users.id, { onDelete: 'set null' }),
    category: text('category').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('inquiries_email_recent').on(t.email, t.createdAt)],
);
