import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import { uuidv7 } from '~/lib/uuid.server';
import { contactSubjects, budgets, projectTypes, referralSources, timeframes } from '../choices';
import type { ChatbotContactTable, NewContactMessage, NewQuoteRequest } from '../tables';
import type { Database } from '~/lib/db-schema';
import { dialectOf } from '~/lib/db.server';
import { inquiryStatuses, quoteStatuses } from '../lead-kinds';

// Demo and benchmark data: realistic-looking leads spread over the past two years, so the staff
// screens and their queries can be tried at the size a busy company reaches.

const FIRST_NAMES = [
  'Ana',
  'Marisol',
  'Carlos',
  'Lucia',
  'James',
  'Olivia',
  'Mateo',
  'Sofia',
  'David',
  'Emma',
  'Luis',
  'Isabella',
  'Michael',
  'Camila',
  'Daniel',
  'Valentina',
  'Robert',
  'Gabriela',
  'William',
  'Natalia',
  'Jose',
  'Elena',
  'Thomas',
  'Mia',
  'Andres',
  'Paula',
  'Kevin',
  'Sara',
  'Brian',
  'Laura',
  'Diego',
  'Julia',
  'Steven',
  'Rosa',
  'Eric',
  'Carmen',
  'Jason',
  'Adriana',
  'Ryan',
  'Patricia',
  'Javier',
  'Monica',
  'Mark',
  'Teresa',
  'Pedro',
  'Veronica',
  'Alex',
  'Irene',
];
const LAST_NAMES = [
  'Ortega',
  'Perez',
  'Garcia',
  'Rodriguez',
  'Smith',
  'Johnson',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Diaz',
];
const STREETS = ['Alhambra Cir', 'Biltmore Way', 'Ponce de Leon Blvd', 'Granada Blvd', 'Coral Way', 'Sunset Dr', 'Miracle Mile', 'Le Jeune Rd'];
const CITIES = ['Coral Gables', 'Miami', 'South Miami', 'Pinecrest', 'Coconut Grove', 'Key Biscayne', 'Kendall', 'Doral'];
const AREA_CODES = ['305', '786', '954'];
const DESCRIPTIONS = [
  'Six impact windows for a 1950s ranch house, second floor included.',
  'Sliding glass door sticks and lets water in during storms.',
  'Cracked pane in the living room picture window.',
  'Replace all aluminium frames with impact-rated vinyl before hurricane season.',
  'Weatherstripping on the bedroom windows has worn out; the AC runs all day.',
];
const MESSAGES = [
  'Do you repair sliding doors?',
  'Can someone come by next week to look at a foggy double-pane window?',
  'What are your rates for a yearly maintenance visit?',
  'I would like to thank your crew for a great job last month.',
  'Is there a warranty on the impact windows you installed in 2019?',
];
const SPAM_REASONS = ['honeypot', 'submitted-too-fast', 'invalid-form-token'];

/** A small seeded generator (mulberry32): the same seed gives the same data. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

export interface SeedLeadsOptions {
  count: number;
  now?: Date;
  /** Spread over this many days before `now`. */
  days?: number;
  seed?: number;
  /** Share of form leads flagged as suspected spam. */
  spamShare?: number;
  onProgress?: (done: number) => void;
  /**
   * Writes the conversation each sample chatbot contact came from (the assistant owns those
   * tables), in the batch's transaction and before the contacts that refer to it.
   */
  writeConversations: WriteSampleConversations;
}

/** A sample chatbot contact's conversation: the visitor's question, then their details. */
export interface SampleConversation {
  sessionId: string;
  name: string;
  email: string;
  phone: string;
  question: string;
  /** When the contact was left; the conversation ends just before. */
  at: Date;
}

export type WriteSampleConversations = (trx: Transaction<Database>, conversations: readonly SampleConversation[]) => Promise<void>;

export interface SeedLeadsResult {
  quoteRequests: number;
  contactMessages: number;
  chatbotContacts: number;
}

const BATCH = 1000;

/**
 * Inserts `count` leads: about half quote requests, a third contact messages and the rest
 * chatbot contacts with a short conversation each.
 */
export async function seedLeads(db: Kysely<Database>, options: SeedLeadsOptions): Promise<SeedLeadsResult> {
  // Demo data need not survive a power cut: on SQLite, skip the wait for the disk on each batch.
  const sqlite = dialectOf(db) === 'sqlite';
  if (sqlite) await sql`pragma synchronous = OFF`.execute(db);
  try {
    return await insertLeads(db, options);
  } finally {
    if (sqlite) await sql`pragma synchronous = FULL`.execute(db);
  }
}

/**
 * When staff first answered a worked lead: about 40% within 5 minutes, 35% within the hour and
 * the rest over the next day and a half, never later than now.
 */
function firstResponse(created: Date, now: Date, roll: number): Date {
  const minutes = roll < 0.4 ? 1 + roll * 10 : roll < 0.75 ? 5 + (roll - 0.4) * 157 : 60 + (roll - 0.75) * 8400;
  return new Date(Math.min(now.getTime(), created.getTime() + minutes * 60_000));
}

async function insertLeads(db: Kysely<Database>, options: SeedLeadsOptions): Promise<SeedLeadsResult> {
  const { count, now = new Date(), days = 730, seed = 20261121, spamShare = 0.03, onProgress } = options;
  const random = randomSource(seed);
  const result: SeedLeadsResult = { quoteRequests: 0, contactMessages: 0, chatbotContacts: 0 };
  const span = days * 24 * 60 * 60 * 1000;

  for (let start = 0; start < count; start += BATCH) {
    const quotes: NewQuoteRequest[] = [];
    const contacts: NewContactMessage[] = [];
    const conversations: SampleConversation[] = [];
    const chatbots: Insertable<ChatbotContactTable>[] = [];

    for (let index = start; index < Math.min(count, start + BATCH); index++) {
      const created = new Date(now.getTime() - Math.floor(random.next() * span));
      const at = created.toISOString();
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      const email = `${first}.${last}${index}@example.com`.toLowerCase();
      const phone = `(${random.pick(AREA_CODES)}) 555-${String(Math.floor(random.next() * 10000)).padStart(4, '0')}`;
      const age = now.getTime() - created.getTime();
      // Older leads have mostly been worked; the last few weeks are mostly new.
      const worked = random.next() < Math.min(0.95, age / (21 * 24 * 60 * 60 * 1000));
      const firstResponseAt = worked ? firstResponse(created, now, random.next()).toISOString() : null;
      const spamReason = random.next() < spamShare ? random.pick(SPAM_REASONS) : null;
      const source = {
        landingPath: random.pick(['/', '/get-quote', '/contact', '/services/window-repair']),
        referrer: random.next() < 0.5 ? 'https://www.google.com/' : null,
        utmSource: random.next() < 0.2 ? 'newsletter' : null,
        utmMedium: null,
        utmCampaign: null,
        utmTerm: null,
        utmContent: null,
      };
      const roll = random.next();
      if (roll < 0.5) {
        quotes.push({
          id: uuidv7({ msecs: created.getTime() }),
          firstName: first,
          lastName: last,
          email,
          phone,
          address: `${100 + Math.floor(random.next() * 4800)} ${random.pick(STREETS)}`,
          city: random.pick(CITIES),
          state: 'FL',
          zipCode: random.pick(['33134', '33146', '33143', '33156', '33133']),
          projectType: random.pick(projectTypes).value,
          projectDescription: random.pick(DESCRIPTIONS),
          budget: random.next() < 0.7 ? random.pick(budgets).value : null,
          timeframe: random.next() < 0.7 ? random.pick(timeframes).value : null,
          howDidYouHear: random.next() < 0.8 ? random.pick(referralSources).value : null,
          status: worked ? random.pick(quoteStatuses).value : 'new',
          firstResponseAt,
          notes: worked && random.next() < 0.3 ? 'Called back; waiting on measurements.' : '',
          spamReason,
          ...source,
          createdAt: at,
          updatedAt: at,
        });
      } else if (roll < 0.85) {
        contacts.push({
          id: uuidv7({ msecs: created.getTime() }),
          name: `${first} ${last}`,
          email,
          phone: random.next() < 0.6 ? phone : null,
          subject: random.pick(contactSubjects).value,
          message: random.pick(MESSAGES),
          status: worked ? random.pick(inquiryStatuses).value : 'new',
          firstResponseAt,
          notes: '',
          spamReason,
          ...source,
          createdAt: at,
          updatedAt: at,
        });
      } else {
        const sessionId = uuidv7({ msecs: created.getTime() });
        const question = random.pick(MESSAGES);
        conversations.push({ sessionId, name: `${first} ${last}`, email, phone, question, at: created });
        chatbots.push({
          id: uuidv7({ msecs: created.getTime() }),
          sessionId,
          name: `${first} ${last}`,
          email,
          phone,
          message: question,
          status: worked ? random.pick(inquiryStatuses).value : 'new',
          firstResponseAt,
          notes: '',
          createdAt: at,
          updatedAt: at,
        });
      }
    }

    await db.transaction().execute(async (trx) => {
      if (quotes.length) await trx.insertInto('quoteRequests').values(quotes).execute();
      if (contacts.length) await trx.insertInto('contactMessages').values(contacts).execute();
      if (conversations.length) await options.writeConversations(trx, conversations);
      if (chatbots.length) await trx.insertInto('chatbotContacts').values(chatbots).execute();
    });
    result.quoteRequests += quotes.length;
    result.contactMessages += contacts.length;
    result.chatbotContacts += chatbots.length;
    onProgress?.(Math.min(count, start + BATCH));
  }
  return result;
}
