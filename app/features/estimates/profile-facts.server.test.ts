import { parseWithZod } from '@conform-to/zod/v4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { quoteRequestRow } from '#tests/support/follow-up-fixtures';
import { getBusinessProfile, updateBusinessProfile } from '~/features/business/profile.server';
import { orderCompany, orderStatusEmail } from '~/features/orders/order-emails.server';
import type { AppServices } from '~/lib/request-context';
import { estimateMailContext } from './estimate-handlers.server';
import { estimateFormSchema } from './estimate-form';
import { createEstimate, getStaffEstimate, sendEstimate } from './estimates.server';
import { getPriceItems } from './profile-facts.server';

const owner = { actor: { userId: 'owner', email: 'owner@example.com' } };
const staff = { userId: 'staff-1', email: 'staff@facts.test' };
const T0 = new Date('2026-11-23T15:00:00.000Z');

// The estimate's price list, its page and PDF (the document's `company`), its emails and the
// order's emails follow the company profile: change the profile, and the next one shows it.
describe.each(testDialects())('an estimate and the company profile on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
    await database.db
      .insertInto('quoteRequests')
      .values([quoteRequestRow('facts-en', 'ana.en@facts.test', T0, 'en'), quoteRequestRow('facts-es', 'ana.es@facts.test', T0, 'es')])
      .execute();
  });
  afterAll(async () => {
    await services.live.close();
    await database.drop();
  });

  it('picks lines from the profile’s price list, names the company, its phone, email and licence, and ends its terms with the warranty as the profile has them', async () => {
    const before = await getPriceItems(database.db);
    expect(before.find((item) => item.id === 'window-repair:standard-repair')).toMatchObject({
      label: 'Window Repair, Standard Repair (per window)',
      spanishLabel: 'Reparación de ventanas, Reparación estándar (por ventana)',
      unitPriceCents: 27_500,
    });

    const profile = await getBusinessProfile(database.db);
    const repair = profile.priceList['window-repair']!;
    const saved = await updateBusinessProfile(
      services,
      {
        name: 'Coral Glass & Screens',
        phone: '(786) 555-0110',
        email: 'office@coralglass.example',
        licenceNumber: 'CGC1599999',
        priceList: {
          ...profile.priceList,
          'window-repair': [repair[0]!, { ...repair[1]!, priceCents: 31_000, name: { en: 'Standard Repair', es: 'Reparación completa' } }, repair[2]!],
        },
        policies: { ...profile.policies, warranty: { en: 'We warrant our workmanship for 5 years.', es: 'Garantizamos nuestra mano de obra por 5 años.' } },
      },
      owner,
    );
    expect(saved.ok).toBe(true);

    const items = await getPriceItems(database.db);
    expect(items.find((item) => item.id === 'window-repair:standard-repair')).toMatchObject({
      unitPriceCents: 31_000,
      spanishLabel: 'Reparación de ventanas, Reparación completa (por ventana)',
    });
    const form = new FormData();
    for (const [name, value] of Object.entries({
      message: 'Thanks',
      validUntil: '2026-12-15',
      'options[0].title': 'Repair',
      'options[0].lines[0].priceItem': 'window-repair:standard-repair',
      'options[0].lines[0].quantity': '2',
    }))
      form.append(name, value);
    const submission = parseWithZod(form, { schema: estimateFormSchema('2026-11-23', items) });
    expect(submission.status === 'success' && submission.value.draft.options[0]!.lines[0]).toMatchObject({ unitPriceCents: 31_000 });
    if (submission.status !== 'success') return;

    for (const [quote, subject, signOff, warranty] of [
      [
        'facts-en',
        'Your estimate from Coral Glass & Screens',
        'The Coral Glass & Screens team\n(786) 555-0110 · office@coralglass.example\nFlorida contractor licence CGC1599999',
        'We warrant our workmanship for 5 years.',
      ],
      [
        'facts-es',
        'Su cotización de Coral Glass & Screens',
        'El equipo de Coral Glass & Screens\n(786) 555-0110 · office@coralglass.example\nLicencia de contratista de la Florida CGC1599999',
        'Garantizamos nuestra mano de obra por 5 años.',
      ],
    ] as const) {
      const created = await createEstimate(services.transact, quote, submission.value.draft, staff, T0);
      if (!created.ok) throw new Error(created.message);
      expect(await sendEstimate(services.transact, created.estimate.id, staff, await estimateMailContext(services), T0)).toMatchObject({ ok: true });
      const email = await database.db
        .selectFrom('outbox')
        .select(['subject', 'textBody'])
        .where('kind', '=', 'estimate.sent')
        .where('refId', 'like', `${created.estimate.id}%`)
        .executeTakeFirstOrThrow();
      expect(email.subject).toBe(subject);
      expect(email.textBody).toContain(signOff);
      // What the page shows and the signed PDF prints.
      const view = await getStaffEstimate(database.db, created.estimate.id, T0);
      expect(view?.document.company).toEqual({
        name: 'Coral Glass & Screens',
        address: '2350 Ponce de Leon Blvd, Suite 210, Coral Gables, FL 33134',
        phone: '(786) 555-0110',
        email: 'office@coralglass.example',
        licenceNumber: 'CGC1599999',
      });
      // The terms the customer accepts end with the profile's warranty, in their language.
      expect(view?.document.terms.at(-1)).toBe(warranty);
      if (quote === 'facts-es') expect(view?.document.options[0]!.lines[0]!.description).toBe('Reparación de ventanas, Reparación completa (por ventana)');
    }

    const orderEmail = orderStatusEmail(
      { id: 'order-1', service: 'Window Repair', status: 'completed', customerEmail: 'ana@example.com', customerName: 'Ana' },
      { publicUrl: 'https://gwc.example', company: await orderCompany(database.db), secret: 's'.repeat(32), orderLinkDays: 30 },
      T0,
      'en',
    );
    expect(orderEmail.subject).toBe('Your Coral Glass & Screens order is now Completed');
    expect(orderEmail.text).toContain('(786) 555-0110 · office@coralglass.example');
  });
});
