import { describe, expect, it } from 'vitest';
import { company } from '~/content/company';
import { credentials, policies } from '~/content/policies';
import { getService } from '~/content/services';
import { assistantCopy } from './assistant-copy';
import type { ChatTurn, ReplyContext } from './chat-provider.server';
import { DEFAULT_REPLY_START, isAffirmative, isNegative, localReply, matchFaq, servicesMentioned, wantsCallback, wantsPerson } from './local-provider.server';
import { seededCalendar } from '#tests/support/calendar';

// January is EST (UTC-5). 2024-01-15 is a Monday, 2024-01-20 a Saturday, 2024-01-21 a Sunday.
const est = (date: string, time: string) => new Date(`${date}T${time}:00-05:00`);
const mondayMorning = est('2024-01-15', '10:30');
const sundayNoon = est('2024-01-21', '12:00');
const mondayEvening = est('2024-01-15', '19:00');

function ask(text: string, { now = mondayMorning, contactCollected = false, before = [] as ChatTurn[] } = {}) {
  const context: ReplyContext = { now, calendar: seededCalendar, contactCollected };
  return localReply([...before, { sender: 'user', text }], context);
}

describe('local assistant: intents', () => {
  it('greets back', () => {
    expect(ask('Hello!').text).toMatch(/^Hello! How can I help you today\?/);
    expect(ask('good morning').offersContact).toBe(false);
  });

  it('starts the default answer with the SPEC wording', () => {
    expect(DEFAULT_REPLY_START).toBe("I'm not sure I understand...");
    for (const text of ['asdf qwerty', 'What is the meaning of life?', '42']) {
      expect(ask(text).text.startsWith("I'm not sure I understand...")).toBe(true);
    }
  });

  it('thanks and says goodbye', () => {
    expect(ask('Thank you so much').text).toMatch(/^You're welcome!/);
    expect(ask('ok bye').text).toContain('Goodbye');
    expect(ask('ok bye').text).toContain(company.phone.display);
  });

  it('lists the six services', () => {
    const { text } = ask('What services do you offer?');
    for (const title of ['Window Installation', 'Window Repair', 'Window Maintenance', 'Window Replacement', 'Glass Replacement', 'Weatherproofing']) {
      expect(text).toContain(title);
    }
  });

  it('gives the phone number, email and address when asked how to get in touch', () => {
    const { text } = ask('How can I contact you?');
    expect(text).toContain(company.phone.display);
    expect(text).toContain(company.email);
    expect(text).toContain(company.address.streetAddress);
  });

  it('names the service area, and confirms a town in it', () => {
    const { text } = ask('Which areas do you serve?');
    for (const place of company.serviceArea) expect(text).toContain(place);
    expect(ask('Do you come out to Pinecrest?').text).toMatch(/^Yes, we work in Pinecrest\./);
  });

  it('recognises yes and no to the contact offer', () => {
    for (const yes of ['yes', 'Yes please', 'sure!', 'OK', 'Sí']) expect(isAffirmative(yes), yes).toBe(true);
    for (const no of ['no', 'No thanks', 'not now', 'nope', 'maybe later']) expect(isNegative(no), no).toBe(true);
    expect(isAffirmative('no')).toBe(false);
    expect(isNegative('yes')).toBe(false);
    expect(isAffirmative('what about prices?')).toBe(false);
  });

  it('recognises a request for a person', () => {
    for (const text of ['Can I talk to a person?', 'I want to speak with someone', 'human please', 'Can I speak to a representative']) {
      expect(wantsPerson(text), text).toBe(true);
    }
    for (const text of ['Can someone from your team chat with me?', 'Is there a person I can talk to?', 'could somebody speak with me', 'Quiero hablar con una persona', '¿Me puedo comunicar con alguien?', 'Una persona real, por favor', 'Necesito hablar con un agente', 'pásame con el gerente']) {
      expect(wantsPerson(text), text).toBe(true);
    }
    expect(wantsPerson('Do you repair windows?')).toBe(false);
    expect(wantsPerson('¿Reparan ventanas con vidrio roto?')).toBe(false);
  });
});

describe('local assistant: grounded answers', () => {
  it('quotes every package of a named service, per window, from the content', () => {
    const { text, offersContact } = ask('How much does window repair cost?');
    expect(text).toContain('Basic Repair: $150 per window');
    expect(text).toContain('Standard Repair: $275 per window (most popular)');
    expect(text).toContain('Complete Restoration: $400 per window');
    expect(text).not.toContain('Window Installation');
    expect(offersContact).toBe(true);
    expect(text.endsWith(assistantCopy.contactOffer)).toBe(true);
  });

  it('gives SPEC prices for installation and maintenance, with the 10-window note', () => {
    const installation = ask('installation prices?').text;
    expect(installation).toContain('$350');
    expect(installation).toContain('$550');
    expect(installation).toContain('$750');
    const maintenance = ask('What does window maintenance cost?').text;
    expect(maintenance).toMatch(/Basic Care: \$99 per visit, up to 10 windows/);
    expect(maintenance).toMatch(/Standard Care: \$199 per visit, up to 10 windows/);
    expect(maintenance).toMatch(/Premium Care: \$299 per visit, up to 10 windows/);
    expect(maintenance).toContain('up to 10 windows');
  });

  it('summarises every service price range when no service is named', () => {
    const { text } = ask('Can I get a quote?');
    for (const line of ['Window Installation: $350 to $750 per window', 'Window Repair: $150 to $400 per window', 'Window Maintenance: $99 to $299 per visit, up to 10 windows']) {
      expect(text).toContain(line);
    }
    expect(text).toContain('Your written quote confirms the final price');
  });

  it('answers "how much is it?" about the service discussed just before', () => {
    const before: ChatTurn[] = [
      { sender: 'user', text: 'Tell me about weatherproofing' },
      { sender: 'bot', text: '...' },
    ];
    const { text } = ask('how much is it?', { before });
    expect(text).toContain('Weatherproofing:');
    expect(text).toContain('Seal: $45 per window');
  });

  it('does not offer to take details again once they were left', () => {
    const reply = ask('How much is glass replacement?', { contactCollected: true });
    expect(reply.offersContact).toBe(false);
    expect(reply.text).not.toContain(assistantCopy.contactOffer);
  });

  it('tells the hours and whether the office is open right now, by the injected clock', () => {
    const open = ask('What are your hours?', { now: mondayMorning }).text;
    expect(open).toContain('Mon-Fri: 8:45 AM - 6:00 PM; Saturday: 9:00 AM - 4:00 PM; Sunday: Closed');
    expect(open).toContain("We're open right now (closes at 6:00 PM today).");
    expect(ask('Are you open now?', { now: sundayNoon }).text).toContain("We're closed right now (opens at 8:45 AM tomorrow).");
    expect(ask('are you open on saturday?', { now: est('2024-01-20', '08:00') }).text).toContain('(opens at 9:00 AM today)');
  });

  it('answers from the business calendar: on a closed day it says why and when the office opens, in English and Spanish', () => {
    // Monday Jan 15, 2024 closed for a holiday: a weekday's hours, but the office is shut.
    const calendar = { ...seededCalendar, closures: [{ id: 'c1', startsOn: '2024-01-15', endsOn: '2024-01-15', note: { en: 'Closed for Martin Luther King Jr. Day', es: 'Cerrado por el Día de Martin Luther King Jr.' } }] };
    const english = localReply([{ sender: 'user', text: 'Are you open now?' }], { now: mondayMorning, calendar, contactCollected: false }).text;
    expect(english).toContain("We're closed right now (closed for Martin Luther King Jr. Day; opens at 8:45 AM tomorrow).");
    const spanish = localReply([{ sender: 'user', text: '¿Cuál es su horario?' }], { now: mondayMorning, calendar, contactCollected: false, language: 'es' }).text;
    expect(spanish).toContain('Ahora mismo estamos cerrados (cerrado por el Día de Martin Luther King Jr.; abre mañana a las 8:45 a. m.).');
    expect(spanish).toContain('Lun-Vie: 8:45 a. m. - 6:00 p. m.');
    const person = localReply([{ sender: 'user', text: 'I want to talk to a person' }], { now: mondayMorning, calendar, contactCollected: false }).text;
    expect(person).toContain("Our team isn't in the office at the moment.");
  });

  it('says what a service includes', () => {
    const { text } = ask('What does weatherproofing include?');
    const service = getService('weatherproofing')!;
    expect(text).toContain(service.description);
    for (const feature of service.features) expect(text).toContain(feature);
  });

  it('answers from the FAQs', () => {
    expect(ask('How long does window installation take?').text).toBe(getService('window-installation')!.faqs[0]!.answer);
    expect(ask('Do I need a permit?').text).toMatch(/^In most cases, yes\./);
    expect(ask('do you repair sliding doors?').text).toMatch(/sliding glass doors/);
    expect(ask('How long does glass replacement take?').text).toMatch(/one to two weeks/);
    expect(matchFaq('windows')).toBeUndefined();
  });

  it('picks services from the problem described', () => {
    expect(servicesMentioned('my window is foggy between the panes').map((s) => s.id)).toEqual(['glass-replacement']);
    expect(servicesMentioned('replace the glass').map((s) => s.id)).toEqual(['glass-replacement']);
    expect(servicesMentioned('the lock is broken').map((s) => s.id)).toEqual(['window-repair']);
    expect(servicesMentioned('Window Replacement please').map((s) => s.id)).toEqual(['window-replacement']);
  });
});

describe('local assistant: asking for a person', () => {
  it('gives the phone number during business hours', () => {
    const reply = ask('Can I talk to a person?', { now: mondayMorning });
    expect(reply.text).toContain(`call us at ${company.phone.display}`);
    expect(reply.offersContact).toBe(false);
  });

  it('says when the office opens and offers a call back outside them', () => {
    const reply = ask('I want to speak to a human', { now: mondayEvening });
    expect(reply.text).toContain("We're closed right now (opens at 8:45 AM tomorrow).");
    expect(reply.text).toContain('someone will call you back');
    expect(reply.offersContact).toBe(true);
    expect(ask('speak to a human', { now: sundayNoon }).text).toContain('opens at 8:45 AM tomorrow');
  });

  it('does not offer again when the details were already left', () => {
    const reply = ask('talk to a person', { now: mondayEvening, contactCollected: true });
    expect(reply.offersContact).toBe(false);
    expect(reply.text).toContain('We have your contact details');
  });
});

describe('local assistant: policies, licence and service area from app/content', () => {
  const cases: [string, string[], string][] = [
    ['financing', ['Do you offer financing?', 'Can I pay in monthly payments?', 'is there a payment plan'], policies.financing],
    ['warranty', ['What warranty do you give?', 'Are the windows under warranty?', 'do you warranty your work'], policies.warranty],
    ['free estimates', ['Are estimates free?', 'Do you charge for a quote?', 'free estimate?'], policies.freeEstimates],
    ['cancellation', ['What is your cancellation policy?', 'Can I reschedule my appointment?', 'how do I cancel'], policies.cancellation],
  ];
  it.each(cases)('answers %s in several phrasings', (_topic, phrasings, expected) => {
    for (const phrasing of phrasings) expect(ask(phrasing).text, phrasing).toBe(expected);
  });

  it('answers licensed and insured with the Florida licence number', () => {
    for (const phrasing of ['Are you licensed and insured?', 'What is your license number?', 'Do you carry insurance?', 'are you bonded']) {
      const { text } = ask(phrasing);
      expect(text, phrasing).toContain(credentials.licenceNumber);
      expect(text, phrasing).toContain(credentials.insuranceStatement);
    }
  });

  it('answers impact windows with their prices, and leaves the insurance-premium question to its FAQ', () => {
    for (const phrasing of ['Do you sell impact windows?', 'I need hurricane windows', 'Do you install hurricane-rated glass?']) {
      const { text } = ask(phrasing);
      expect(text, phrasing).toContain(policies.impactWindows);
      expect(text, phrasing).toContain('Hurricane Impact: $750 per window');
    }
    expect(ask('Will impact windows lower my insurance premium?').text).toMatch(/^Many Florida insurers offer windstorm mitigation discounts/);
  });

  it('says yes or no for a town or ZIP code, with the list of areas', () => {
    const areas = 'We serve homes and businesses in Coral Gables, Miami, South Miami';
    for (const [question, start] of [
      ['Do you serve Kendall?', 'Yes, we work in Kendall.'],
      ['do you come out to key biscayne', 'Yes, we work in Key Biscayne.'],
      ['Do you serve 33156?', 'Yes, we serve 33156 (Pinecrest and Kendall).'],
      ['I live in 33139, can you come?', 'Yes, we serve 33139 (Miami Beach).'],
      ['Do you serve Hialeah?', 'Sorry, Hialeah is outside our service area.'],
      ['Do you work in North Miami Beach?', 'Sorry, North Miami Beach is outside our service area.'],
      ['My ZIP is 33010', 'Sorry, 33010 is outside our service area.'],
    ] as const) {
      const { text } = ask(question);
      expect(text.startsWith(start), `${question} → ${text}`).toBe(true);
      expect(text, question).toContain(areas);
    }
    expect(ask('What areas do you serve?').text).toMatch(/^We serve homes and businesses in .*Tell me your town or ZIP code/);
    // A price is not a ZIP code.
    expect(ask('Is it under $33000?').text).not.toContain('service area');
  });
});

describe('local assistant: requests to be called back', () => {
  it('recognises a call back or an offer of a number', () => {
    for (const text of ['Can someone call me back?', 'I want to leave my number', 'please have someone call me', 'Could you contact me tomorrow?']) {
      expect(wantsCallback(text), text).toBe(true);
    }
    for (const text of ['What number can I call?', 'Can I call you on Saturday?', 'How much is a repair?']) {
      expect(wantsCallback(text), text).toBe(false);
    }
  });
});
