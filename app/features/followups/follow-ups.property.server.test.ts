import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEstimator } from '#tests/support/estimators';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { approveThroughLink, contactMessageRow, quoteRequestRow } from '#tests/support/follow-up-fixtures';
import { createTestServices } from '#tests/support/test-services';
import { visitConfirmToken } from '~/features/bookings/manage-token.server';
import { bookVisit, confirmVisit, findAvailability } from '~/features/bookings/visits.server';
import { openLinks } from '~/features/mail/links.server';
import { getBusinessCalendar } from '~/features/calendar/calendar.server';
import { estimateMailContext } from '~/features/estimates/estimate-handlers.server';
import type { EstimateDraft } from '~/features/estimates/estimate-form';
import { createEstimate, declineEstimate, sendEstimate } from '~/features/estimates/estimates.server';
import { optOut } from '~/features/notifications/opt-outs.server';
import { afterQuietHours } from '~/features/notifications/quiet-hours';
import { parseEnv } from '~/lib/env.server';
import { createJobRunner } from '~/lib/jobs/runner.server';
import type { AppServices } from '~/lib/request-context';
import { followUpJob } from './jobs.server';

// A property over random orders of answers and due times: whatever the customer does and whenever
// the runner looks, a follow-up goes at most once, never after the stop event, and always when a
// look outside quiet hours fell between its due time and the stop (a look in quiet hours holds it
// until they end). A seeded generator makes a failure reproducible.

const silent = pino({ level: 'silent' });
const staff = { userId: 'staff-1', email: 'staff@property.test' };
const T0 = new Date('2026-11-23T15:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const SCENARIOS = 18;
// The default seed's 18 scenarios hold every kind of stop, and none.
const SEED = Number(process.env.FOLLOW_UP_PROPERTY_SEED ?? 20261131);

/** mulberry32: a small seeded generator. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const draft: EstimateDraft = {
  message: '',
  validUntil: '2027-01-31',
  recommendedOption: null,
  options: [{ position: 1, title: 'Repair', lines: [{ priceItem: null, description: 'Repair a sash', quantity: 1, unitPriceCents: 27_500 }] }],
};

type Stop = 'approve' | 'decline' | 'reply' | 'book' | 'opt-out' | 'new-link' | 'none';

describe.each(testDialects())('follow-ups under random answers on %s', (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await addEstimator(database.db, 'property-estimator');
  });
  afterAll(async () => {
    await database.drop();
  });

  it(`sends each follow-up at most once, never after the stop, always when due before it (seed ${SEED})`, async () => {
    const random = generator(SEED);
    const int = (max: number) => Math.floor(random() * max);
    for (let scenario = 0; scenario < SCENARIOS; scenario += 1) {
      // Random follow-up times (decimals), a random stop event at a random time, and random looks by the runner.
      const minutes = [...new Set(Array.from({ length: 1 + int(3) }, () => Math.round((1 + random() * 6000) * 10) / 10))].sort((a, b) => a - b);
      const services: AppServices = createTestServices(database, {
        env: parseEnv({ DATABASE_URL: database.url, ESTIMATE_FOLLOW_UP_MINUTES: minutes.join(','), PUBLIC_URL: 'https://gwc.example' }),
      });
      let clock = T0;
      const runner = createJobRunner({
        db: database.db,
        definitions: [followUpJob(services, silent)],
        logger: silent,
        intervalMs: 60_000,
        leaseMs: 60_000,
        now: () => clock,
      });
      const stop = (['approve', 'decline', 'reply', 'book', 'opt-out', 'new-link', 'none'] as const)[int(7)] as Stop;
      const stopAt = stop === 'none' ? Infinity : Math.round(random() * 7000 * 10) / 10;
      const looks = [...Array.from({ length: 1 + int(6) }, () => Math.round(random() * 8000 * 10) / 10), 9000].sort((a, b) => a - b);

      const id = `p${scenario}`;
      const email = `customer.${id}@property.test`;
      await database.db
        .insertInto('quoteRequests')
        .values(quoteRequestRow(id, email, T0))
        .execute();
      const created = await createEstimate(services.transact, id, draft, staff, T0);
      if (!created.ok) throw new Error('no estimate');
      const estimateId = created.estimate.id;
      expect((await sendEstimate(services.transact, estimateId, staff, await estimateMailContext(services), T0)).ok).toBe(true);
      const firstLink = await database.db.selectFrom('followUps').select(['linkHash', 'link']).where('subjectId', '=', estimateId).executeTakeFirstOrThrow();
      // Stored sealed (features/mail/links): opened as the email that carries it is sent.
      const token = openLinks(firstLink.link!, services.secret).split('/').pop()!;

      const applyStop = async () => {
        const when = at(stopAt);
        if (stop === 'approve') {
          const answer = await approveThroughLink(services, token, when);
          expect(answer.ok).toBe(true);
        } else if (stop === 'decline') {
          expect((await declineEstimate(services.transact, database.db, token, null, await estimateMailContext(services), when)).ok).toBe(true);
        } else if (stop === 'reply') {
          await database.db
            .insertInto('contactMessages')
            .values(contactMessageRow(`c-${id}`, email, when))
            .execute();
        } else if (stop === 'book') {
          // The first free time from then on, booked from the request.
          const { days } = await findAvailability(services, { zipCode: '33134', days: 14, now: when });
          const start = days.flatMap((day) => day.slots)[0]!.start;
          const customer = { name: 'Marisol Ortega', email, phone: '305-555-0188', address: '1200 Anastasia Ave', zipCode: '33134' };
          // Booked and confirmed from the customer's email (a tentative visit stops nothing).
          const visit = await bookVisit(services, { customer, start, language: 'en', quoteRequestId: id, now: when });
          if (!visit.ok) throw new Error(`not booked: ${visit.reason}`);
          expect((await confirmVisit(services, visitConfirmToken(services.secret, visit.visit.id), when)).ok).toBe(true);
        } else if (stop === 'opt-out') {
          await optOut(database.db, email, 'one-click', { now: when });
        } else if (stop === 'new-link') {
          expect((await sendEstimate(services.transact, estimateId, staff, await estimateMailContext(services), when)).ok).toBe(true);
        }
      };

      let stopped = false;
      for (const look of looks) {
        if (!stopped && stopAt <= look) {
          await applyStop();
          stopped = true;
        }
        clock = at(look);
        while ((await runner.drainOnce()) > 0);
      }
      await runner.stop();

      const rows = await database.db
        .selectFrom('followUps')
        .selectAll()
        .where('subjectId', '=', estimateId)
        .where('kind', '=', 'estimate-follow-up')
        .where('linkHash', '=', firstLink.linkHash)
        .orderBy('step')
        .execute();
      const { timeZone } = await getBusinessCalendar(database.db);
      const quiet = (look: number) => afterQuietHours(at(look), services.env.CUSTOMER_QUIET_HOURS, timeZone) > at(look);
      const context = `scenario ${scenario}: follow-ups at ${minutes.join(',')}, ${stop} at ${stopAt}, looks at ${looks.join(',')}`;
      expect(
        rows.map((row) => Number(row.step)),
        context,
      ).toEqual(minutes.map((_, index) => index + 1));
      for (const row of rows) {
        const due = minutes[Number(row.step) - 1]!;
        const emails = await database.db.selectFrom('outbox').select('id').where('refId', '=', `followups:${row.id}`).execute();
        const expectedSent = looks.some((look) => look >= due && look < stopAt && !quiet(look));
        expect({ step: row.step, state: row.state, emails: emails.length }, context).toEqual({
          step: row.step,
          state: expectedSent ? 'sent' : 'stopped',
          emails: expectedSent ? 1 : 0,
        });
        if (row.state === 'sent') expect((new Date(row.settledAt!).getTime() - T0.getTime()) / 60_000, context).toBeLessThan(stopAt);
      }
    }
  }, 120_000);
});
