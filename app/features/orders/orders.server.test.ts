import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '~/lib/test-databases.server';
import { createTestServices } from '~/lib/test-services.server';
import { createPasswordAccount } from '~/features/accounts/users.server';
import { seedDemoOrders } from './demo-orders.server';
import { formatAmount, formatOrderDate } from './order-status';
import { createOrder, getOrderForUser, listOrdersForUser, summarizeOrders } from './orders.server';

describe.each(testDialects())('orders on %s', (dialect) => {
  let database: TestDatabase;
  let owner: string;
  let stranger: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const services = createTestServices(database);
    const account = (email: string) => createPasswordAccount(services.auth, database.db, { email, password: 'secret1', name: email, role: 'user', actor: 'test' });
    owner = (await account('owner@orders.test')).id;
    stranger = (await account('stranger@orders.test')).id;
  });
  afterAll(() => database.drop());

  it('lists a customer’s orders, the latest job first, and counts them by status', async () => {
    expect(await summarizeOrders(database.db, owner)).toEqual({ total: 0, completed: 0, inProgress: 0 });
    await createOrder(database.db, { userId: owner, service: 'Window Repair', date: '2026-03-02', status: 'completed', amountCents: 27_500 });
    await createOrder(database.db, { userId: owner, service: 'Weatherproofing', date: '2026-05-10', status: 'in-progress', amountCents: 78_000, description: 'Seal 12 windows' });
    await createOrder(database.db, { userId: owner, service: 'Glass Replacement', date: '2026-01-15', amountCents: 32_500 });
    await createOrder(database.db, { userId: stranger, service: 'Window Installation', date: '2026-06-01', status: 'completed', amountCents: 440_000 });

    const orders = await listOrdersForUser(database.db, owner);
    expect(orders.map((order) => order.service)).toEqual(['Weatherproofing', 'Window Repair', 'Glass Replacement']);
    expect(orders[2]).toMatchObject({ status: 'pending', amountCents: 32_500, description: null });
    expect(await listOrdersForUser(database.db, owner, 2)).toHaveLength(2);
    expect(await summarizeOrders(database.db, owner)).toEqual({ total: 3, completed: 1, inProgress: 1 });
  });

  it('shows an order only to its owner', async () => {
    const [mine] = await listOrdersForUser(database.db, owner, 1);
    const [theirs] = await listOrdersForUser(database.db, stranger, 1);
    expect(await getOrderForUser(database.db, owner, mine!.id)).toMatchObject({ service: 'Weatherproofing', description: 'Seal 12 windows' });
    expect(await getOrderForUser(database.db, owner, theirs!.id)).toBeUndefined();
    expect(await getOrderForUser(database.db, owner, 'no-such-order')).toBeUndefined();
  });

  it('seeds the demo history once, dated around the day of seeding', async () => {
    const services = createTestServices(database);
    const demo = await createPasswordAccount(services.auth, database.db, { email: 'demo@orders.test', password: 'secret1', name: 'Demo', role: 'user', actor: 'test' });
    expect(await seedDemoOrders(database.db, demo.id, new Date('2026-11-21T12:00:00Z'))).toBe(7);
    expect(await seedDemoOrders(database.db, demo.id)).toBe(0);
    expect(await summarizeOrders(database.db, demo.id)).toEqual({ total: 7, completed: 3, inProgress: 2 });
    const [latest] = await listOrdersForUser(database.db, demo.id, 1);
    expect(latest).toMatchObject({ date: '2026-12-05', status: 'pending' });
  });
});

describe('order formatting', () => {
  it('formats money and job days in en-US', () => {
    expect(formatAmount(440_000)).toBe('$4,400.00');
    expect(formatOrderDate('2026-03-02')).toBe('Mar 2, 2026');
  });
});
