import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { createPasswordAccount } from '~/features/accounts/users.server';
import type { AppServices } from '~/lib/request-context';
import { openLinks } from '~/features/mail/links.server';
import { seedDemoOrders } from './demo-orders.server';
import { readOrderLink } from './order-links.server';
import { formatAmount, formatOrderDate } from './order-status';
import { orderCompany, type OrderMailContext } from './order-emails.server';
import {
  type Customer,
  changeOrderStatus,
  createOrder,
  getOrderForCustomer,
  listOrderEvents,
  listOrders,
  listOrdersForCustomer,
  summarizeOrders,
} from './orders.server';

describe.each(testDialects())('orders on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let owner: Customer;
  let stranger: Customer;
  const staff = { userId: 'staff-1', email: 'staff@orders.test' };
  const mail: OrderMailContext = { publicUrl: 'https://gwc.example', company: { name: '', phone: '', email: '' }, secret: '', orderLinkDays: 30 };
  /** The email's text as it leaves: its sealed links opened. */
  const sent = (text: string | null) => openLinks(text ?? '', services.secret);
  /** The order the email's "See your order" link opens without signing in. */
  const linkedOrder = (text: string, prefix: string) => {
    const token = new RegExp(`${prefix}https://gwc\\.example(?:/es)?/orders/(\\S+)`).exec(sent(text))?.[1];
    return token ? readOrderLink(token, services.secret) : undefined;
  };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
    // The company as the profile has it in this database.
    mail.company = await orderCompany(database.db);
    mail.secret = services.secret;
    const account = async (email: string): Promise<Customer> => {
      const user = await createPasswordAccount(services.auth, database.db, { email, password: 'secret1', name: email, role: 'user', actor: 'test' });
      return { id: user.id, email, emailVerified: false };
    };
    owner = await account('owner@orders.test');
    stranger = await account('stranger@orders.test');
  });
  afterAll(() => database.drop());

  it('lists a customer’s orders, the latest job first, and counts them by status', async () => {
    expect(await summarizeOrders(database.db, owner)).toEqual({ total: 0, completed: 0, inProgress: 0 });
    await createOrder(database.db, { userId: owner.id, service: 'Window Repair', date: '2026-03-02', status: 'completed', amountCents: 27_500 });
    await createOrder(database.db, {
      userId: owner.id,
      service: 'Weatherproofing',
      date: '2026-05-10',
      status: 'in-progress',
      amountCents: 78_000,
      description: 'Seal 12 windows',
    });
    await createOrder(database.db, { userId: owner.id, service: 'Glass Replacement', date: '2026-01-15', amountCents: 32_500 });
    await createOrder(database.db, { userId: stranger.id, service: 'Window Installation', date: '2026-06-01', status: 'completed', amountCents: 440_000 });

    const orders = await listOrdersForCustomer(database.db, owner);
    expect(orders.map((order) => order.service)).toEqual(['Weatherproofing', 'Window Repair', 'Glass Replacement']);
    expect(orders[2]).toMatchObject({ status: 'pending', amountCents: 32_500, description: null });
    expect(await listOrdersForCustomer(database.db, owner, 2)).toHaveLength(2);
    expect(await summarizeOrders(database.db, owner)).toEqual({ total: 3, completed: 1, inProgress: 1 });
  });

  it('shows an order only to its owner', async () => {
    const [mine] = await listOrdersForCustomer(database.db, owner, 1);
    const [theirs] = await listOrdersForCustomer(database.db, stranger, 1);
    expect(await getOrderForCustomer(database.db, owner, mine!.id)).toMatchObject({ service: 'Weatherproofing', description: 'Seal 12 windows', lines: [] });
    expect(await getOrderForCustomer(database.db, owner, theirs!.id)).toBeUndefined();
    expect(await getOrderForCustomer(database.db, owner, 'no-such-order')).toBeUndefined();
  });

  it('shows an order made out to an address to the account whose verified email matches, whatever its case', async () => {
    const order = await createOrder(database.db, {
      customerEmail: 'Marisol.Ortega@Orders.test',
      customerName: 'Marisol Ortega',
      estimateId: 'estimate-1',
      service: 'Window Replacement',
      date: '2026-11-23',
      amountCents: 130_000,
      lines: [
        { description: 'Energy Efficient replacement', quantity: 2, unitPriceCents: 65_000 },
        { description: 'Haul-away', quantity: 1, unitPriceCents: 0 },
      ],
    });
    const unverified = { id: 'someone', email: 'marisol.ortega@orders.test', emailVerified: false };
    const verified = { ...unverified, emailVerified: true };
    expect(await listOrdersForCustomer(database.db, unverified)).toEqual([]);
    expect(await getOrderForCustomer(database.db, unverified, order.id)).toBeUndefined();
    expect((await listOrdersForCustomer(database.db, verified)).map((mine) => mine.id)).toEqual([order.id]);
    expect(await summarizeOrders(database.db, verified)).toEqual({ total: 1, completed: 0, inProgress: 0 });
    expect(await getOrderForCustomer(database.db, verified, order.id)).toMatchObject({
      amountCents: 130_000,
      estimateId: 'estimate-1',
      lines: [
        { description: 'Energy Efficient replacement', quantity: 2, unitPriceCents: 65_000 },
        { description: 'Haul-away', quantity: 1, unitPriceCents: 0 },
      ],
    });
    expect(await getOrderForCustomer(database.db, { ...stranger, emailVerified: true }, order.id)).toBeUndefined();
  });

  it('moves an order on for staff: audit-logged on the order, one email to the customer per change, none for no change', async () => {
    const order = await createOrder(database.db, {
      customerEmail: 'ana@orders.test',
      customerName: 'Ana María Díaz',
      quoteRequestId: 'quote-1',
      estimateId: 'estimate-2',
      service: 'Window Repair',
      date: '2026-11-23',
      amountCents: 55_000,
    });
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 24, 15, minutes));
    expect(await changeOrderStatus(services.transact, order.id, 'in-progress', staff, mail, at(0))).toMatchObject({
      ok: true,
      changed: true,
      order: { status: 'in-progress' },
    });
    expect(await changeOrderStatus(services.transact, order.id, 'in-progress', staff, mail, at(1))).toMatchObject({ ok: true, changed: false });
    expect(await changeOrderStatus(services.transact, order.id, 'completed', staff, mail, at(2))).toMatchObject({ ok: true, changed: true });
    expect(await changeOrderStatus(services.transact, 'missing', 'completed', staff, mail)).toMatchObject({ ok: false, reason: 'not-found' });

    const emails = await database.db
      .selectFrom('outbox')
      .select(['toAddress', 'subject', 'textBody', 'htmlBody'])
      .where('kind', '=', 'order.status')
      .orderBy('createdAt')
      .execute();
    expect(emails.map((email) => [email.toAddress, email.subject])).toEqual([
      ['ana@orders.test', 'Your Gables Window Care order is now In Progress'],
      ['ana@orders.test', 'Your Gables Window Care order is now Completed'],
    ]);
    expect(emails[1]!.textBody).toMatch(/^Hello Ana,\n\nYour order for Window Repair is now Completed\./);
    // The link opens the order's own page without an account, never the dashboard behind a sign-in; it is sealed until sent.
    expect(emails[1]!.textBody).not.toContain('https://gwc.example/orders/');
    expect(linkedOrder(emails[1]!.textBody, 'See your order: ')).toBe(order.id);
    expect(sent(emails[1]!.htmlBody)).toContain('href="https://gwc.example/orders/');
    for (const email of emails) expect(sent(email.textBody) + sent(email.htmlBody)).not.toContain('/dashboard');
    expect(emails[1]!.htmlBody).toContain('<html lang="en">');

    const events = await listOrderEvents(database.db, 'quote-1');
    expect(events.map((event) => [event.action, event.actor, event.detail.from, event.detail.to])).toEqual([
      ['order.status', 'staff@orders.test', 'pending', 'in-progress'],
      ['order.status', 'staff@orders.test', 'in-progress', 'completed'],
    ]);
  });

  it('writes the status email in the language the order was made in, English when none was given', async () => {
    const now = new Date('2026-11-25T14:00:00.000Z');
    const at = now.toISOString();
    const order = (language?: 'en' | 'es') =>
      createOrder(database.db, {
        language,
        customerEmail: `${language ?? 'none'}@orders.test`,
        customerName: 'Ana María Díaz',
        service: 'Window Repair',
        date: '2026-11-24',
        amountCents: 1_000,
      });
    const spanishOrder = await order('es');
    const englishOrder = await order('en');
    const unspecified = await order();
    for (const { id } of [spanishOrder, englishOrder, unspecified]) {
      expect(await changeOrderStatus(services.transact, id, 'in-progress', staff, mail, now)).toMatchObject({ ok: true, changed: true });
    }
    const email = (orderId: string) =>
      database.db.selectFrom('outbox').selectAll().where('kind', '=', 'order.status').where('refId', '=', `${orderId}@${at}`).executeTakeFirstOrThrow();

    const spanish = await email(spanishOrder.id);
    expect(spanish.subject).toBe('Su trabajo con Gables Window Care ahora está en proceso');
    expect(spanish.textBody).toMatch(/^Hola, Ana:\n\nSu trabajo \(Reparación de ventanas\) ahora está en proceso\.\n\nNuestro equipo ya empezó el trabajo\./);
    expect(spanish.htmlBody).toContain('<html lang="es">');
    expect(sent(spanish.textBody)).toContain('Ver su trabajo: https://gwc.example/es/orders/');
    expect(linkedOrder(spanish.textBody, 'Ver su trabajo: ')).toBe(spanishOrder.id);
    for (const [english, id] of [
      [await email(englishOrder.id), englishOrder.id],
      [await email(unspecified.id), unspecified.id],
    ] as const) {
      expect(english.subject).toBe('Your Gables Window Care order is now In Progress');
      expect(sent(english.textBody)).toContain('See your order: https://gwc.example/orders/');
      expect(linkedOrder(english.textBody, 'See your order: ')).toBe(id);
    }
  });

  it('lists the orders made from estimates for staff, newest first, by status, leaving out the demo’s sample orders', async () => {
    const all = await listOrders(database.db, { status: null, page: 1 });
    expect(all.items.map((order) => order.service)).toEqual(['Window Repair', 'Window Replacement']);
    expect(all).toMatchObject({ total: 2, page: 1, pageCount: 1 });
    expect((await listOrders(database.db, { status: 'completed', page: 1 })).items).toEqual([
      expect.objectContaining({ service: 'Window Repair', customerName: 'Ana María Díaz', customerEmail: 'ana@orders.test', quoteRequestId: 'quote-1' }),
    ]);
    expect(await listOrders(database.db, { status: 'cancelled', page: 1 })).toMatchObject({ items: [], total: 0, pageCount: 1 });
  });

  it('seeds the demo history once, dated around the day of seeding', async () => {
    const demo = await createPasswordAccount(services.auth, database.db, {
      email: 'demo@orders.test',
      password: 'secret1',
      name: 'Demo',
      role: 'user',
      actor: 'test',
    });
    const customer = { id: demo.id, email: 'demo@orders.test', emailVerified: true };
    expect(await seedDemoOrders(database.db, demo.id, new Date('2026-11-21T12:00:00Z'))).toBe(7);
    expect(await seedDemoOrders(database.db, demo.id)).toBe(0);
    expect(await summarizeOrders(database.db, customer)).toEqual({ total: 7, completed: 3, inProgress: 2 });
    const [latest] = await listOrdersForCustomer(database.db, customer, 1);
    expect(latest).toMatchObject({ date: '2026-12-05', status: 'pending' });
  });
});

describe('order formatting', () => {
  it('formats money and job days in en-US', () => {
    expect(formatAmount(440_000)).toBe('$4,400.00');
    expect(formatOrderDate('2026-03-02')).toBe('Mar 2, 2026');
  });
});
