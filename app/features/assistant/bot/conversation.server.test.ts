import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransact, type Transact } from '~/lib/group-commit.server';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { assistantCopy } from './assistant-copy';
import { spanishCopy } from './spanish-copy';
import { chatCopy } from '../components/use-chat-copy';
import { translator } from '~/lib/messages';
import { messagesFor } from '~/lib/messages.server';

/** What the widget says, in each language, from the frame's catalogue. */
const widgetCopy = {
  en: chatCopy(translator('en', messagesFor('en')), sampleFacts.company),
  es: chatCopy(translator('es', messagesFor('es')), sampleFacts.company),
};
/** What the assistant says in each language while the profile holds its sample values. */
const english = assistantCopy(sampleFacts.company);
const spanish = spanishCopy(sampleFacts.company);
import type { ChatProvider } from './chat-provider.server';
import { saveChatbotContact } from '../chatbot-contacts.server';
import { listChatMessages } from '../chat-sessions.server';
import { converse } from './conversation.server';
import { createLocalProvider } from './local-provider.server';
import { buildSystemPrompt } from './system-prompt.server';
import { copyOf } from './copies.server';
import { sampleFacts } from '#tests/support/business';
import { seedProfile } from '~/features/business/seed.server';
import { updateBusinessProfile } from '~/features/business/profile.server';

const mondayMorning = new Date('2024-01-15T10:30:00-05:00');
const mondayEvening = new Date('2024-01-15T19:00:00-05:00');
const local = createLocalProvider();
const mail = { publicUrl: 'https://www.gableswindowcare.com', staffEmail: 'office@example.com' };

/** Stands in for a remote model: records what it was asked and answers, or fails. */
function remoteModel(answer: string | Error): ChatProvider & { calls: number } {
  const model = {
    name: 'remote',
    calls: 0,
    async reply() {
      model.calls += 1;
      if (answer instanceof Error) throw answer;
      return { text: answer, offersContact: false };
    },
  };
  return model;
}

describe.each(testDialects())('assistant conversations on %s', (dialect) => {
  let database: TestDatabase;
  let transact: Transact;
  let services: { db: TestDatabase['db']; transact: Transact };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    transact = createTransact(database.db, dialect);
    services = { db: database.db, transact };
  });
  afterAll(() => database.drop());

  const say = (sessionId: string, message: string, options: { offered?: boolean; now?: Date; provider?: ChatProvider; pageLanguage?: 'en' | 'es' } = {}) =>
    converse(services, sessionId, message, {
      provider: options.provider ?? local,
      offered: options.offered,
      pageLanguage: options.pageLanguage,
      clock: () => options.now ?? mondayMorning,
      mail,
    });

  const transcript = async (sessionId: string) => (await listChatMessages(database.db, sessionId)).map((line) => `${line.sender}/${line.kind}: ${line.text}`);

  it('offers the booking page to a visitor who asks to book the estimate, in English and Spanish, whatever the provider', async () => {
    const model = remoteModel('A model would say something else.');
    const inEnglish = await say(randomUUID(), 'Can I schedule a free estimate for next week?', { provider: model });
    expect(inEnglish).toEqual({ response: english.bookVisit, step: 'chat' });
    expect(inEnglish.response).toContain('/book');
    const inSpanish = await say(randomUUID(), '¿Puedo agendar una cita para el estimado?', { provider: model });
    expect(inSpanish).toEqual({ response: spanish.bookVisit, step: 'chat' });
    expect(inSpanish.response).toContain('/es/book');
    expect(model.calls).toBe(0);
    // Asking what an estimate costs is still a question for the assistant.
    expect((await say(randomUUID(), 'How much is an estimate?')).response).not.toBe(english.bookVisit);
  });

  it('stores the greeting, the message and the answer of a new conversation', async () => {
    const sessionId = randomUUID();
    const answer = await say(sessionId, 'What are your hours?');
    expect(answer.step).toBe('chat');
    expect(answer.response).toContain("We're open right now");
    expect(await transcript(sessionId)).toEqual([`bot/greeting: ${english.greeting}`, 'user/question: What are your hours?', `bot/answer: ${answer.response}`]);
    const session = await database.db.selectFrom('chatSessions').selectAll().where('id', '=', sessionId).executeTakeFirstOrThrow();
    expect(session.createdAt).toBe(mondayMorning.toISOString());
  });

  it('collects name, email (until valid) and phone after a yes to the offer', async () => {
    const sessionId = randomUUID();
    expect(await say(sessionId, 'Yes please', { offered: true })).toEqual({ response: english.askName, step: 'name' });
    expect(await say(sessionId, 'My name is Ana Díaz')).toEqual({ response: english.askEmail('Ana Díaz'), step: 'email' });
    expect(await say(sessionId, 'ana@example')).toEqual({
      response: "That doesn't look like a valid email address. Could you please try again?",
      step: 'email',
    });
    expect(await say(sessionId, "it's ana@example.com")).toEqual({ response: english.askPhone, step: 'phone' });
    expect(await say(sessionId, '(305) 555-0199')).toEqual({
      response: english.collected('Ana Díaz'),
      step: 'done',
      contact: { name: 'Ana Díaz', email: 'ana@example.com', phone: '(305) 555-0199' },
    });
    expect((await transcript(sessionId)).map((line) => line.split(':')[0])).toEqual([
      'bot/greeting',
      'bot/offer',
      'user/consent',
      'bot/ask-name',
      'user/name',
      'bot/ask-email',
      'user/email',
      'bot/invalid-email',
      'user/email',
      'bot/ask-phone',
      'user/phone',
      'bot/collected',
    ]);
    // Once the details are in, the assistant answers without offering to take them again.
    const after = await say(sessionId, 'How much is window repair?');
    expect(after.step).toBe('chat');
    expect(after.response).not.toContain(english.contactOffer);
  });

  it('speaks Spanish to a visitor who writes in Spanish, on an English page too: answers, the offer, the collection and the stored contact', async () => {
    const sessionId = randomUUID();
    const prices = await say(sessionId, 'Hola, ¿cuánto cuesta reparar una ventana?');
    expect(prices.response).toContain('Reparación básica: $150 por ventana');
    expect(prices.response).toContain(spanish.contactOffer);
    expect(prices.step).toBe('offer');
    expect(await say(sessionId, 'Sí, por favor')).toEqual({ response: spanish.askName, step: 'name' });
    expect(await say(sessionId, 'Marisol Ortega')).toEqual({ response: spanish.askEmail('Marisol Ortega'), step: 'email' });
    expect(await say(sessionId, 'marisol@ejemplo')).toEqual({ response: spanish.invalidEmail, step: 'email' });
    expect(await say(sessionId, 'marisol@example.com')).toEqual({ response: spanish.askPhone, step: 'phone' });
    const done = await say(sessionId, '305-555-0142');
    expect(done).toMatchObject({ response: spanish.collected('Marisol Ortega'), step: 'done' });
    expect((await transcript(sessionId))[0]).toBe(`bot/greeting: ${spanish.greeting}`);
    await saveChatbotContact(transact, { sessionId, name: 'Marisol Ortega', email: 'marisol@example.com', phone: '305-555-0142' }, { mail });
    const contact = await database.db.selectFrom('chatbotContacts').select(['id', 'language']).where('sessionId', '=', sessionId).executeTakeFirstOrThrow();
    expect(contact.language).toBe('es');
    // Staff read English, and are told to call in Spanish.
    const staffEmail = await database.db.selectFrom('outbox').select(['subject', 'textBody']).where('refId', '=', contact.id).executeTakeFirstOrThrow();
    expect(staffEmail.subject).toBe('New chatbot contact (Spanish): Marisol Ortega');
    expect(staffEmail.textBody).toContain('Language: Spanish');
    // Switching to English mid-conversation is followed.
    expect((await say(sessionId, 'What are your hours?')).response).toContain("We're open right now");
  });

  it('answers Spanish questions from the Spanish content: hours, areas, financing, services and a call back asked in one sentence', async () => {
    expect((await say(randomUUID(), '¿Cuál es su horario?')).response).toContain('lun-vie: 8:45 a. m. - 6:00 p. m.');
    expect((await say(randomUUID(), '¿Trabajan en Kendall?')).response).toMatch(/^Sí, trabajamos en Kendall/);
    expect((await say(randomUUID(), '¿Van a Homestead?')).response).toBe('Sí, trabajamos en Homestead: atendemos todo el condado de Miami-Dade.');
    expect((await say(randomUUID(), '¿Van a Fort Lauderdale?')).response).toMatch(
      /^Lo siento, Fort Lauderdale queda fuera de nuestra zona de servicio: atendemos todo el condado de Miami-Dade\./,
    );
    expect((await say(randomUUID(), '¿Atienden el 33134?')).response).toMatch(/^Sí, atendemos el 33134/);
    expect((await say(randomUUID(), '¿Tienen financiamiento?')).response).toMatch(/^Sí, ofrecemos financiamiento/);
    expect((await say(randomUUID(), 'Hola')).response).toMatch(/^¡Hola! ¿En qué le puedo ayudar hoy?/);
    const sessionId = randomUUID();
    expect(await say(sessionId, 'Llámenme, por favor. Soy Luis Romero, 786-555-0123')).toEqual({
      response: spanish.askEmail('Luis Romero'),
      step: 'email',
    });
  });

  it("greets in the page's language until the visitor writes something telling", async () => {
    const sessionId = randomUUID();
    await say(sessionId, 'ok', { pageLanguage: 'es' });
    expect((await transcript(sessionId))[0]).toBe(`bot/greeting: ${spanish.greeting}`);
  });

  it('takes a no to the offer, and treats any other answer as a question', async () => {
    const declined = randomUUID();
    expect(await say(declined, 'no thanks', { offered: true })).toEqual({ response: english.declined, step: 'chat' });

    const asked = randomUUID();
    const answer = await say(asked, 'How much does glass replacement cost?', { offered: true });
    expect(answer.response).toContain('Single Pane: $120 per window');
    // The price answer ends with the offer again, so a yes now starts collection.
    expect(answer.step).toBe('offer');
    expect((await say(asked, 'sure')).step).toBe('name');
  });

  it('answers a request for a person itself with nobody available: a call back, name then phone, stored as wanting a call', async () => {
    const model = remoteModel('should not be asked');
    const open = await say(randomUUID(), 'Can I talk to a person?', { provider: model });
    expect(open).toEqual({ response: english.live.callbackAskName(english.live.nobodyAvailable(true)), step: 'name' });
    expect(open.response).toContain('(305) 555-0142');

    const sessionId = randomUUID();
    const closed = await say(sessionId, 'Can I talk to a person?', { provider: model, now: mondayEvening });
    expect(closed).toEqual({ response: english.live.callbackAskName(english.live.nobodyAvailable(false)), step: 'name' });
    expect(await say(sessionId, 'Rosa Vega', { provider: model, now: mondayEvening })).toEqual({
      response: english.live.askPhone('Rosa Vega'),
      step: 'phone',
    });
    const done = await say(sessionId, '305-555-0177', { provider: model, now: mondayEvening });
    expect(done).toEqual({ response: english.live.callbackConfirmed('', 'Rosa Vega', '305-555-0177'), step: 'done' });
    expect(model.calls).toBe(0);
    // Stored at once, by the server: a lead wanting a call, with no email asked for.
    const contact = await database.db.selectFrom('chatbotContacts').selectAll().where('sessionId', '=', sessionId).executeTakeFirstOrThrow();
    expect(contact).toMatchObject({
      name: 'Rosa Vega',
      phone: '305-555-0177',
      email: '',
      callbackRequestedAt: mondayEvening.toISOString(),
      message: 'Can I talk to a person?',
    });
    const email = await database.db.selectFrom('outbox').selectAll().where('refId', '=', contact.id).executeTakeFirstOrThrow();
    expect(email.subject).toBe('Call back: Rosa Vega asked the chat for a person');
    expect(email.replyTo).toBeNull();
    expect(email.textBody).toContain('Email: Not given');
    // Afterwards the assistant answers again, and knows it has the details.
    expect(await say(sessionId, 'Can someone call me back?', { now: mondayEvening })).toEqual({ response: english.alreadyCollected, step: 'chat' });
  });

  it('asks only for what it does not know yet when nobody is available', async () => {
    const sessionId = randomUUID();
    await say(sessionId, "I'm Ana Díaz, ana@example.com");
    const asked = await say(sessionId, "I'd like to talk to a person.");
    expect(asked).toEqual({ response: english.live.callbackAskPhone(english.live.nobodyAvailable(true), 'Ana Díaz'), step: 'phone' });
    await say(sessionId, '305 555 0101');
    const contact = await database.db.selectFrom('chatbotContacts').selectAll().where('sessionId', '=', sessionId).executeTakeFirstOrThrow();
    expect(contact).toMatchObject({ name: 'Ana Díaz', email: 'ana@example.com', phone: '305 555 0101' });
    expect(contact.callbackRequestedAt).not.toBeNull();

    // Name and phone already known: stored at once, nothing asked.
    const known = randomUUID();
    await say(known, 'Hi, I am Luis Gómez, 786-555-0199');
    const told = await say(known, 'Can I speak to a human?');
    expect(told).toEqual({
      response: english.live.callbackConfirmed(english.live.nobodyAvailable(true), 'Luis Gómez', '786-555-0199'),
      step: 'done',
    });
    expect(await database.db.selectFrom('chatbotContacts').select('phone').where('sessionId', '=', known).executeTakeFirstOrThrow()).toEqual({
      phone: '786-555-0199',
    });
  });

  it('gives the provider the whole conversation so far', async () => {
    const sessionId = randomUUID();
    let seen: string[] = [];
    const provider: ChatProvider = {
      name: 'recording',
      async reply(turns) {
        seen = turns.map((turn) => `${turn.sender}: ${turn.text}`);
        return { text: 'Noted.', offersContact: false };
      },
    };
    await say(sessionId, 'first question', { provider });
    await say(sessionId, 'second question', { provider });
    expect(seen).toEqual([`bot: ${english.greeting}`, 'user: first question', 'bot: Noted.', 'user: second question']);
  });

  it("keeps the visitor's message when the provider fails", async () => {
    const sessionId = randomUUID();
    await expect(say(sessionId, 'Is anyone there?', { provider: remoteModel(new Error('down')) })).rejects.toThrow('down');
    expect(await transcript(sessionId)).toEqual([`bot/greeting: ${english.greeting}`, 'user/question: Is anyone there?']);
  });

  it('takes name, email and phone given in one sentence, in any order, and thanks at once', async () => {
    for (const sentence of [
      "Hi, I'm Ana Díaz, ana@example.com, 305-555-0100",
      'ana@example.com (305) 555-0100, my name is Ana Díaz',
      '305.555.0100 — this is Ana Díaz, you can email me at ana@example.com',
    ]) {
      const sessionId = randomUUID();
      const answer = await say(sessionId, sentence);
      expect(answer, sentence).toEqual({
        response: english.collected('Ana Díaz'),
        step: 'done',
        contact: { name: 'Ana Díaz', email: 'ana@example.com', phone: expect.stringMatching(/^\(?305\)?[ .-]?555[ .-]0100$/) },
      });
      expect(await transcript(sessionId)).toEqual([
        `bot/greeting: ${english.greeting}`,
        `user/contact: ${sentence}`,
        `bot/collected: ${english.collected('Ana Díaz')}`,
      ]);
    }
  });

  it('asks only for what is missing, in SPEC order, and keeps what came first', async () => {
    const sessionId = randomUUID();
    expect(await say(sessionId, 'You can reach me at 786-555-0123')).toEqual({
      response: english.askNameHaving('phone number'),
      step: 'name',
    });
    expect(await say(sessionId, 'Luis Romero')).toEqual({ response: english.askEmail('Luis Romero'), step: 'email' });
    expect(await say(sessionId, 'luis@example')).toEqual({ response: english.invalidEmail, step: 'email' });
    expect(await say(sessionId, 'luis@example.com')).toEqual({
      response: english.collected('Luis Romero'),
      step: 'done',
      contact: { name: 'Luis Romero', email: 'luis@example.com', phone: '786-555-0123' },
    });

    const second = randomUUID();
    expect(await say(second, "I'm Mia Chen, mia@example.com")).toEqual({ response: english.askPhoneGreeting('Mia Chen'), step: 'phone' });
    expect(await say(second, 'call me on 305 555 0199 after 5')).toMatchObject({ step: 'done', contact: { name: 'Mia Chen', phone: '305 555 0199' } });

    // Details given while the name was asked for are kept, and the name is what came before them.
    const third = randomUUID();
    await say(third, 'yes', { offered: true });
    expect(await say(third, 'Rosa Vega, rosa@example.com')).toEqual({ response: english.askPhoneGreeting('Rosa Vega'), step: 'phone' });
  });

  it('starts collecting at once when the visitor asks to be called back', async () => {
    for (const message of ['Can someone call me back?', 'I want to leave my number', 'please have someone call me']) {
      const sessionId = randomUUID();
      expect(await say(sessionId, message, { now: mondayEvening }), message).toEqual({ response: english.callbackAskName, step: 'name' });
    }
    const sessionId = randomUUID();
    expect(await say(sessionId, 'Please call me back at 305-555-0123')).toEqual({ response: english.askNameHaving('phone number'), step: 'name' });
  });

  it("keeps what a call-back request or a one-sentence contact said in the contact's message for staff", async () => {
    const asked = randomUUID();
    await say(asked, 'Can someone call me back about a leaking skylight?');
    const first = await say(asked, 'Teo Marin, teo@example.com, 305-555-0133');
    const saved = await saveChatbotContact(services.transact, { sessionId: asked, ...first.contact! }, { mail });
    expect(saved.contact.message).toBe('Can someone call me back about a leaking skylight?');

    const told = randomUUID();
    const sentence = "About the skylight: I'm Teo Marin, teo@example.com, 305-555-0133";
    const second = await say(told, sentence);
    const { contact } = await saveChatbotContact(services.transact, { sessionId: told, ...second.contact! }, { mail });
    expect(contact).toMatchObject({ name: 'Teo Marin', message: sentence });
  });

  it('answers each quick reply as its topic', async () => {
    const { prices, hours, quote, person, yes, no } = widgetCopy.en.quickReplies;
    expect((await say(randomUUID(), prices.message)).response).toMatch(/^Our prices \(per window; maintenance per visit\):/);
    expect((await say(randomUUID(), hours.message)).response).toMatch(/^Our hours are/);
    expect(await say(randomUUID(), quote.message)).toEqual({ response: english.callbackAskName, step: 'name' });
    expect((await say(randomUUID(), person.message)).response).toMatch(/^Nobody from our team is at the chat right now/);
    const sessionId = randomUUID();
    expect((await say(sessionId, yes.message, { offered: true })).step).toBe('name');
    expect((await say(randomUUID(), no.message, { offered: true })).response).toBe(english.declined);
  });

  it('answers each Spanish quick reply as its topic, in Spanish', async () => {
    const { prices, hours, quote, person, yes, no } = widgetCopy.es.quickReplies;
    expect((await say(randomUUID(), prices.message)).response).toMatch(/^Nuestros precios \(por ventana; el mantenimiento, por visita\):/);
    expect((await say(randomUUID(), hours.message)).response).toMatch(/^Nuestro horario es/);
    expect(await say(randomUUID(), quote.message)).toEqual({ response: spanish.callbackAskName, step: 'name' });
    expect((await say(randomUUID(), person.message)).response).toMatch(/^No hay nadie de nuestro equipo en el chat ahora mismo/);
    expect((await say(randomUUID(), yes.message, { offered: true, pageLanguage: 'es' })).response).toBe(spanish.askName);
    expect((await say(randomUUID(), no.message, { offered: true, pageLanguage: 'es' })).response).toBe(spanish.declined);
  });

  it('opens with the same greeting and offer, and apologises in the same words, as the widget shows', () => {
    for (const [language, copy] of [
      ['en', english],
      ['es', spanish],
    ] as const) {
      expect(widgetCopy[language].greeting).toBe(copy.greeting);
      expect(widgetCopy[language].contactOffer).toBe(copy.contactOffer);
      expect(widgetCopy[language].unreachable).toBe(copy.unreachable);
    }
  });

  it("does not take our own number or address for the visitor's, nor collect twice", async () => {
    const sessionId = randomUUID();
    expect((await say(sessionId, 'Is (305) 555-0142 your number?')).step).toBe('chat');
    expect((await say(sessionId, 'Is info@gableswindowcare.com right?')).step).toBe('chat');
    await say(sessionId, "I'm Ana Díaz, ana@example.com, 305-555-0100");
    expect(await say(sessionId, 'Can someone call me back?')).toEqual({ response: english.alreadyCollected, step: 'chat' });
    expect((await say(sessionId, 'my other number is 305-555-0999')).step).toBe('chat');
  });
  // Last in this block: it changes the profile the other conversations are answered from.
  it('answers from the company profile: a changed name, phone, licence, insurance, ZIP list or price changes the next answer, in English and Spanish', async () => {
    const ask = async (message: string, provider?: ChatProvider) => (await say(randomUUID(), message, { provider })).response;
    expect(await ask('Do you serve 33999?')).toContain('ZIP code 33999 is outside the area we book online');
    const repair = seedProfile.priceList['window-repair'] ?? [];
    const saved = await updateBusinessProfile(
      services,
      {
        name: 'Coral Window Works',
        phone: '(305) 555-0199',
        licenceNumber: 'CGC1599999',
        insurance: { en: 'Sunshine Mutual insures every job for $2 million.', es: 'Sunshine Mutual asegura cada trabajo por $2 millones.' },
        serviceArea: { county: 'Miami-Dade', towns: [{ name: 'Coral Gables', zipCodes: ['33134', '33999'] }] },
        priceList: { 'window-repair': repair.map((entry, index) => (index === 0 ? { ...entry, priceCents: 17_500 } : entry)) },
      },
      { actor: { userId: 'owner', email: 'owner@example.com' } },
    );
    expect(saved.ok).toBe(true);
    expect(await ask("What's your phone number?")).toContain('(305) 555-0199');
    expect(await ask('Do you serve 33999?')).toContain('Yes, we serve 33999 (Coral Gables)');
    // A ZIP code the owner removed is answered as /book answers it, in both languages.
    expect(await ask('Do you serve 33143?')).toContain('ZIP code 33143 is outside the area we book online');
    expect(await ask('¿Atienden el 33143?')).toContain('El código postal 33143 está fuera de la zona que reservamos en línea');
    expect(await ask('How much is window repair?')).toContain('Basic Repair: $175 per window');
    expect(await ask('¿Cuánto cuesta la reparación de ventanas?')).toContain('$175 por ventana');
    expect(await ask('¿Atienden el 33999?')).toContain('Sí, atendemos el 33999 (Coral Gables)');

    // The fixed lines: the greeting, the licence answer, the call back offered when nobody can join, the refusals.
    const [greeted, saludado] = [randomUUID(), randomUUID()];
    await say(greeted, 'Hello');
    await say(saludado, 'Hola, buenos días');
    expect((await transcript(greeted))[0]).toBe(
      "bot/greeting: Hi! I'm the Coral Window Works virtual assistant. Ask me about our services, prices, hours or the areas we serve.",
    );
    expect((await transcript(saludado))[0]).toBe(
      'bot/greeting: ¡Hola! Soy el asistente virtual de Coral Window Works. Pregúnteme por nuestros servicios, precios, horario o las zonas que atendemos.',
    );
    expect(await ask('Are you licensed and insured?')).toBe(
      'Coral Window Works is a licensed Florida certified general contractor, licence number CGC1599999, which you can look up on the Florida DBPR website. Sunshine Mutual insures every job for $2 million.',
    );
    expect(await ask('¿Tienen licencia?')).toBe(
      'Coral Window Works es un contratista general certificado con licencia en la Florida, número de licencia CGC1599999, que usted puede verificar en el sitio web del DBPR de la Florida. Sunshine Mutual asegura cada trabajo por $2 millones.',
    );
    expect(await ask('Can I talk to a person?')).toContain('Nobody from our team is at the chat right now (you can also call us at (305) 555-0199).');
    expect(await ask('¿Puedo hablar con una persona?')).toContain('(también puede llamarnos al (305) 555-0199)');
    const [refusals, rechazos] = [(await copyOf(database.db, 'en')).refusals, (await copyOf(database.db, 'es')).refusals];
    expect(refusals.unavailable).toBe('The assistant is unavailable right now. Please try again in a moment, or call us at (305) 555-0199.');
    expect(rechazos.network(rechazos.wait(60))).toBe(
      'Recibimos demasiados mensajes desde su red. Espere 1 minuto y vuelva a intentarlo, o llámenos al (305) 555-0199.',
    );
    // The new number is ours, not a visitor's contact.
    expect((await say(randomUUID(), 'Is (305) 555-0199 your number?')).step).toBe('chat');

    // A remote model is told the new facts.
    const prompts: string[] = [];
    const model: ChatProvider = {
      name: 'remote',
      reply: async (_turns, context) => {
        prompts.push(buildSystemPrompt(context));
        return { text: 'Noted.', offersContact: false };
      },
    };
    await ask('Who are you?', model);
    expect(prompts[0]).toContain('You are the virtual assistant on the website of Coral Window Works');
    expect(prompts[0]).toContain('suggest calling (305) 555-0199');
    expect(prompts[0]).toContain(
      '- Licence and insurance: Coral Window Works is a licensed Florida certified general contractor, licence number CGC1599999, which you can look up on the Florida DBPR website. Sunshine Mutual insures every job for $2 million.',
    );
  });
});

describe.each(testDialects())('chatbot contacts on %s', (dialect) => {
  let database: TestDatabase;
  let transact: Transact;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    transact = createTransact(database.db, dialect);
  });
  afterAll(() => database.drop());

  it('stores a contact once per conversation, with its questions and one staff email', async () => {
    const sessionId = randomUUID();
    const services = { db: database.db, transact };
    await converse(services, sessionId, 'Do you install impact windows?', { provider: local, mail });
    await converse(services, sessionId, 'What about permits?', { provider: local, mail });
    const input = { sessionId, name: 'Luis Romero', email: 'luis@example.com', phone: '786-555-0123' };

    const first = await saveChatbotContact(transact, input, { mail });
    expect(first.created).toBe(true);
    expect(first.contact).toMatchObject({
      ...input,
      status: 'new',
      notes: '',
      message: 'Do you install impact windows?\nWhat about permits?',
    });

    const again = await saveChatbotContact(transact, { ...input, name: 'Someone Else' }, { mail });
    expect(again).toEqual({ contact: first.contact, created: false });
    expect(await database.db.selectFrom('chatbotContacts').select('id').where('sessionId', '=', sessionId).execute()).toHaveLength(1);

    const emails = await database.db.selectFrom('outbox').selectAll().where('refId', '=', first.contact.id).execute();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ kind: 'chatbot-contact.staff', toAddress: 'office@example.com', replyTo: 'luis@example.com' });
    expect(emails[0]!.subject).toBe('New chatbot contact: Luis Romero');
    expect(emails[0]!.textBody).toContain(`https://www.gableswindowcare.com/admin/chatbot-contacts/${first.contact.id}`);
    expect(emails[0]!.textBody).toContain('Luis Romero: Do you install impact windows?');
    expect(emails[0]!.textBody).toContain('Phone: 786-555-0123');
  });

  it('keeps one contact when two saves race', async () => {
    const sessionId = randomUUID();
    const input = { sessionId, name: 'Ana', email: 'ana@example.com', phone: '305' };
    const results = await Promise.all([saveChatbotContact(transact, input, { mail }), saveChatbotContact(transact, input, { mail })]);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(results[0]!.contact.id).toBe(results[1]!.contact.id);
  });

  it('stores a contact whose conversation the server never saw, rather than losing it', async () => {
    const sessionId = randomUUID();
    const { contact, created } = await saveChatbotContact(transact, { sessionId, name: 'Mia', email: 'mia@example.com', phone: '305-555-0111' }, { mail });
    expect(created).toBe(true);
    expect(contact.message).toBe('');
    expect(await database.db.selectFrom('chatSessions').select('id').where('id', '=', sessionId).executeTakeFirst()).toEqual({ id: sessionId });
  });

  it('escapes what the visitor typed in the staff email', async () => {
    const sessionId = randomUUID();
    await converse({ db: database.db, transact }, sessionId, '<img src=x onerror=alert(1)>', { provider: local, mail });
    const { contact } = await saveChatbotContact(transact, { sessionId, name: '<b>Eve</b>', email: 'eve@example.com', phone: '1' }, { mail });
    const email = await database.db.selectFrom('outbox').select('htmlBody').where('refId', '=', contact.id).executeTakeFirstOrThrow();
    expect(email.htmlBody).not.toContain('<img src=x');
    expect(email.htmlBody).not.toContain('<b>Eve</b>');
    expect(email.htmlBody).toContain('&lt;b&gt;Eve&lt;/b&gt;');
  });
});
