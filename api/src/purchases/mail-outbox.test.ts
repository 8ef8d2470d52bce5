import { eq } from 'drizzle-orm';
import type { Database } from '../db/open';
import { purchaseMailOutbox, purchases, users } from '../db/schema';
import { readMailsTo } from '../mail/eml';
import { paidTipsTo, tip, tipParties } from '../tips/testing';
import { buy } from '../testing/buy';
import { forSale } from '../testing/checkout';
import { createUser, describeApi } from '../testing/harness';
import { serverLibrary } from '../testing/server-under-test';
import { CARDS, cardToken, paidArticle } from './testing';

const outboxOf = (db: Database, purchaseId: number) =>
  db.select().from(purchaseMailOutbox).where(eq(purchaseMailOutbox.purchaseId, purchaseId));
const tipOutboxOf = (db: Database, tipId: number) =>
  db.select().from(purchaseMailOutbox).where(eq(purchaseMailOutbox.tipId, tipId));

describeApi('purchase mail outbox', (api) => {
  // The hook of the server under test (a compiled server has its own copy of mail-outbox.ts).
  let outboxFaults: Awaited<ReturnType<typeof serverLibrary>>['outboxFaults'];
  beforeAll(async () => {
    ({ outboxFaults } = await serverLibrary());
  });
  afterEach(() => {
    outboxFaults.beforeSend = null;
  });

  it('queues the mails in the purchase transaction and sends them after the response', async () => {
    const { db, mailDir } = api();
    const { author, buyer, article } = await forSale(db, { price: 700 });
    const purchaseId = await buy(api(), buyer.headers, article.id);
    await api().mailsSent();
    const [receipt] = await readMailsTo(mailDir, buyer.user.email);
    expect(receipt!.text).toContain('700円');
    expect(await readMailsTo(mailDir, author.user.email)).toHaveLength(1);
    const left = await outboxOf(db, purchaseId);
    expect(left).toHaveLength(0);
  });

  it('sends an author one note for the sales one run finds together (each buyer still gets a receipt)', async () => {
    const { db, mailDir } = api();
    const author = await createUser(db);
    const first = await paidArticle(db, author.user.id, { title: '一冊目', price: 700 });
    const second = await paidArticle(db, author.user.id, { title: '二冊目', price: 1200 });
    const buyers = await Promise.all([1, 2, 3].map(() => createUser(db)));
    // Held back (as if the sender were busy) so that one run finds the three sales together.
    outboxFaults.beforeSend = () => {
      throw new Error('test: sender busy');
    };
    await buy(api(), buyers[0]!.headers, first.id);
    await buy(api(), buyers[1]!.headers, first.id);
    await buy(api(), buyers[2]!.headers, second.id);
    await api().mailsSent();
    outboxFaults.beforeSend = null;
    await api().mailsSent();
    for (const b of buyers) expect(await readMailsTo(mailDir, b.user.email)).toHaveLength(1);
    const notes = await readMailsTo(mailDir, author.user.email);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.text).toContain('記事が3件購入されました。合計2,600円(税込)');
    expect(notes[0]!.text).toContain('・「一冊目」2件 1,400円');
    expect(notes[0]!.text).toContain('・「二冊目」1件 1,200円');
  });

  it('loses no mail when the process dies after the commit: the next run sends it, once', async () => {
    const { db, mailDir } = api();
    const { author, buyer, article } = await forSale(db, { price: 900 });
    // The sender dies before writing anything (a crash right after the purchase committed).
    outboxFaults.beforeSend = () => {
      throw new Error('test: crash after the purchase commit');
    };
    const purchaseId = await buy(api(), buyer.headers, article.id);
    await api().mailsSent();
    const [bought] = await db.select().from(purchases).where(eq(purchases.id, purchaseId));
    expect(bought).toBeDefined();
    expect(await readMailsTo(mailDir, buyer.user.email)).toHaveLength(0);
    const queued = await outboxOf(db, purchaseId);
    expect(queued).toHaveLength(1);

    // The next run (at start or on the schedule) finds the row and sends the mails; a further run
    // sends nothing again.
    outboxFaults.beforeSend = null;
    await api().mailsSent();
    await api().mailsSent();
    expect(await readMailsTo(mailDir, buyer.user.email)).toHaveLength(1);
    expect(await readMailsTo(mailDir, author.user.email)).toHaveLength(1);
    const left = await outboxOf(db, purchaseId);
    expect(left).toHaveLength(0);
  });

  // Issue 37: the author's tip mail goes through the same outbox, queued by the tip's transaction.
  const tipWithCard = async (amount: number, extra: Record<string, unknown> = {}) => {
    const { author, reader } = await tipParties(api().db);
    const token = await cardToken(api(), reader.headers, CARDS.ok);
    const json = { recipientAccount: author.user.account, amount, token, ...extra };
    const res = await tip(api(), reader.headers, json);
    expect(res.body.data).toMatchObject({ status: 'purchased' });
    const [paid] = await paidTipsTo(api().db, author.user.id);
    return { author, reader, paid: paid! };
  };
  const tipMailsTo = async (mailDir: string, email: string) =>
    (await readMailsTo(mailDir, email)).filter((m) => m.text.includes('チップが届きました'));

  it('loses no tip mail when the process dies after the tip commits: the next run sends it, once', async () => {
    const { db, mailDir } = api();
    outboxFaults.beforeSend = () => {
      throw new Error('test: crash after the tip commit');
    };
    const { author, reader, paid } = await tipWithCard(800, { message: '応援しています' });
    await api().mailsSent();
    expect(await readMailsTo(mailDir, author.user.email)).toHaveLength(0);
    expect(await tipOutboxOf(db, paid.id)).toHaveLength(1);

    outboxFaults.beforeSend = null;
    await api().mailsSent();
    await api().mailsSent();
    const mails = await readMailsTo(mailDir, author.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`${reader.user.name} さんから800円(税込)のチップが届きました`);
    expect(mails[0]!.text).toContain('応援しています');
    // The tipper gets no mail for a card tip; the row is gone.
    expect(await readMailsTo(mailDir, reader.user.email)).toHaveLength(0);
    expect(await tipOutboxOf(db, paid.id)).toHaveLength(0);
  });

  it('a tip mail keeps the author’s setting: none when sales mails are off or the account was deleted', async () => {
    const { db, mailDir } = api();
    // Held back so that the authors change in between, as they could before a delayed run.
    outboxFaults.beforeSend = () => {
      throw new Error('test: sender busy');
    };
    const quiet = await tipWithCard(300);
    const gone = await tipWithCard(400);
    const anonymous = await tipWithCard(500, { anonymous: true });
    await api().mailsSent();
    await db.update(users).set({ salesMailNotification: false }).where(eq(users.id, quiet.author.user.id));
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.author.user.id));
    outboxFaults.beforeSend = null;
    await api().mailsSent();
    expect(await readMailsTo(mailDir, quiet.author.user.email)).toHaveLength(0);
    expect(await readMailsTo(mailDir, gone.author.user.email)).toHaveLength(0);
    const [mail] = await tipMailsTo(mailDir, anonymous.author.user.email);
    expect(mail!.text).toContain('匿名の読者から500円(税込)のチップが届きました');
    expect(mail!.text).not.toContain(anonymous.reader.user.name);
    for (const t of [quiet, gone, anonymous]) expect(await tipOutboxOf(db, t.paid.id)).toHaveLength(0);
  });
});
