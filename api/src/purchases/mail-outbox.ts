// Purchase mails through an outbox (issue 9 item 5): the purchase transaction (./record.ts) inserts a
// purchase_mail_outbox row, so the mails of a committed purchase are never lost — not even when the
// process dies right after the commit. The request only nudges the sender (kickPurchaseMails); the
// sender takes a batch of rows (SKIP LOCKED: safe with N processes), reads what the mails need in one
// query, sends them (./mails.ts, per the users' settings) and deletes the rows in the same transaction.
// A crash while sending leaves the batch for the next run (at start and every interval, main.ts):
// delivery is at least once — a mail can be sent twice, never lost.
// A tip (issue 37) goes through the same outbox: its row (tip_id) is written by the tip's transaction
// (../tips/record.ts) and this sender mails the author (../tips/mail.ts, per the sales-mail setting,
// never to a deleted account); the tipper gets no mail here.
import { sql } from 'drizzle-orm';
import type { AppServices } from '../context';
import type { Database } from '../db/open';
import { purchaseMailOutbox } from '../db/schema';
import { periodicStarter } from '../scheduler/periodic';
import type { MailMessage } from '../mail/mailer';
import { tipMail } from '../tips/mail';
import { purchaseMail, salesDigestMail, salesMail, type SoldArticle } from './mails';

export const MAIL_BATCH = 200;

type Services = Pick<AppServices, 'db' | 'config' | 'mailer'>;

/** Test hook: throws inside a send run, standing for a crash there. Never set outside tests. */
export const outboxFaults: { beforeSend: (() => void) | null } = { beforeSend: null };

interface MailRow {
  /** A purchase's mails (buyer and author) or a tip's (the author's only). */
  kind: 'purchase' | 'tip';
  /** The purchase's price or the tip's amount. */
  price: number;
  /** The article's id, or the magazine's when is_magazine (issue 37); a tip's own id. */
  article_id: number;
  is_magazine: boolean;
  title: string;
  buyer_email: string;
  buyer_name: string;
  buyer_wants: boolean;
  author_email: string;
  author_name: string;
  author_account: string;
  author_wants: boolean;
  /** A tip's message and 匿名 choice (null / false for a purchase). */
  message: string | null;
  anonymous: boolean;
}

/** One batch: answers how many purchases' and tips' mails were sent. */
export async function sendPurchaseMailBatch(services: Services): Promise<number> {
  const { db, config, mailer } = services;
  return db.transaction(async (tx) => {
    const result = (await tx.execute(sql`
      with taken as (
        delete from ${purchaseMailOutbox} where id in (
          select id from ${purchaseMailOutbox} order by id limit ${MAIL_BATCH} for update skip locked)
        returning purchase_id, tip_id
      )
      -- Per taken row by primary keys (LATERAL … LIMIT 1 keeps it a nested loop of index lookups: a
      -- hash join would read the whole purchases table for each batch).
      select x.* from taken cross join lateral (
        select 'purchase'::text as kind, p.id, p.price, coalesce(p.article_id, p.magazine_id) as article_id,
          p.magazine_id is not null as is_magazine, coalesce(a.title, 'マガジン「' || m.title || '」') as title,
          b.email as buyer_email, b.name as buyer_name,
          b.purchase_mail_notification as buyer_wants, s.email as author_email, s.name as author_name,
          s.account as author_account, s.sales_mail_notification as author_wants,
          null::text as message, false as anonymous
        from purchases p left join articles a on a.id = p.article_id
          left join magazines m on m.id = p.magazine_id
          join users b on b.id = p.user_id join users s on s.id = coalesce(a.user_id, m.user_id)
        where p.id = taken.purchase_id limit 1) x
      -- A tip's row in the same columns (named by the branch above): its amount as price, the tipper as
      -- buyer (never mailed here), the author's wish only while the account exists.
      union all
      select y.* from taken cross join lateral (
        select 'tip'::text, t.id, t.amount, t.id, false, '', b.email, b.name, false, s.email, s.name,
          s.account, s.sales_mail_notification and s.deleted_at is null, t.message, t.anonymous
        from tips t join users b on b.id = t.tipper_id join users s on s.id = t.recipient_id
        where t.id = taken.tip_id limit 1) y
      order by kind, id`)) as unknown as { rows: MailRow[] };
    outboxFaults.beforeSend?.();
    const history = `${config.siteUrl}/dashboard/sales_history`;
    const purchased = result.rows.filter((r) => r.kind === 'purchase');
    const messages: MailMessage[] = result.rows
      .filter((t) => t.kind === 'tip' && t.author_wants)
      .map((t) => {
        const tip = { amount: t.price, message: t.message, anonymous: t.anonymous };
        return tipMail(t.author_email, t.author_name, tip, t.buyer_name, history);
      });
    const receipts = purchased
      .filter((m) => m.buyer_wants)
      .map((m) => {
        const kind = m.is_magazine ? 'm' : 'a';
        const link = `${config.siteUrl}/u/${encodeURIComponent(m.author_account)}/${kind}/${m.article_id}`;
        return purchaseMail(m.buyer_email, m.buyer_name, m.title, m.price, link);
      });
    messages.push(...receipts);
    // One note per author for the sales of this run (mails.ts salesDigestMail).
    const byAuthor = new Map<string, MailRow[]>();
    for (const m of purchased.filter((r) => r.author_wants)) {
      const sales = byAuthor.get(m.author_email);
      if (sales) sales.push(m);
      else byAuthor.set(m.author_email, [m]);
    }
    for (const [email, sales] of byAuthor) {
      const first = sales[0]!;
      if (sales.length === 1) {
        messages.push(salesMail(email, first.author_name, first.title, first.price, history));
        continue;
      }
      const sold = new Map<string, SoldArticle>();
      for (const s of sales) {
        const key = `${s.is_magazine ? 'm' : 'a'}${s.article_id}`;
        const a = sold.get(key) ?? { title: s.title, count: 0, total: 0 };
        sold.set(key, { ...a, count: a.count + 1, total: a.total + s.price });
      }
      messages.push(salesDigestMail(email, first.author_name, [...sold.values()], history));
    }
    // The batch's messages at once; if any fails the rows stay (the transaction rolls back) and the
    // whole batch is sent again by a later run.
    const sent = await Promise.allSettled(messages.map((message) => mailer.send(message)));
    const failed = sent.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    return result.rows.length;
  });
}

/** Sends until the outbox is empty (or a batch fails: logged, the rows stay for the next run). */
export async function drainPurchaseMails(services: Services, stopped: () => boolean = () => false) {
  let sent = 0;
  for (;;) {
    const n = await sendPurchaseMailBatch(services);
    sent += n;
    if (n < MAIL_BATCH || stopped()) return sent;
  }
}

// One sender per database handle in this process: a nudge while it runs asks for one more pass.
const senders = new WeakMap<Database, { running: Promise<void> | null; again: boolean }>();

// Where a process hands its purchase mails to a worker process (./mail-worker.ts): per database handle.
const delegates = new WeakMap<Database, () => boolean>();

/** From now on a nudge for `db` goes to `kick` (answers false when it could not deliver: the nudge is
 *  then sent here); `null` takes the sending back into this process. */
export function delegatePurchaseMails(db: Database, kick: (() => boolean) | null) {
  if (kick) delegates.set(db, kick);
  else delegates.delete(db);
}

/** After a purchase commits: send its mails soon, outside the request. Never throws. */
export function kickPurchaseMails(services: Services): Promise<void> {
  if (delegates.get(services.db)?.()) return Promise.resolve();
  let state = senders.get(services.db);
  if (!state) senders.set(services.db, (state = { running: null, again: false }));
  const s = state;
  if (s.running) {
    s.again = true;
    return s.running;
  }
  s.running = (async () => {
    do {
      s.again = false;
      await drainPurchaseMails(services).catch((error: unknown) =>
        console.error('[purchases] purchase mail run failed', error),
      );
    } while (s.again);
    s.running = null;
  })();
  return s.running;
}

/** At start and every `intervalMs`: mails a crashed or stopped process left in the outbox. */
export const startPurchaseMailSender = periodicStarter('purchase mails', (services: Services, stopped) =>
  drainPurchaseMails(services, stopped).then(() => {}),
);
