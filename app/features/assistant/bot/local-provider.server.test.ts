import { describe, expect, it } from 'vitest';
import { company } from '~/content/company';
import { credentials, policies } from '~/content/policies';
import { policies as politicas } from '~/content/es/policies';
import { getService } from '~/content/services';
import { contactOffer } from './assistant-copy';
import type { ChatTurn, ReplyContext } from './chat-provider.server';
import { DEFAULT_REPLY_START, isAffirmative, isNegative, localReply, matchFaq, servicesMentioned, wantsCallback, wantsPerson } from './local-provider.server';
import { seededCalendar } from '#tests/support/calendar';
import { sampleAssistantFacts as sampleFacts } from '#tests/support/business';

// January is EST (UTC-5). 2024-01-15 is a Monday, 2024-01-20 a Saturday, 2024-01-21 a Sunday.
const est = (date: string, time: string) => new Date(`${date}T${time}:00-05:00`);
const mondayMorning = est('2024-01-15', '10:30');
const sundayNoon = est('2024-01-21', '12:00');
const mondayEvening = est('2024-01-15', '19:00');

function ask(text: string, { now = mondayMorning, contactCollected = false, before = [] as ChatTurn[], language = 'en' as 'en' | 'es' } = {}) {
  const context: ReplyContext = { now, calendar: seededCalendar, facts: sampleFacts, contactCollected, language };
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

  it('names the service area, all of Miami-Dade County, and confirms a town in it', () => {
    const { text } = ask('Which areas do you serve?');
    expect(text).toMatch(/^We serve homes and businesses in all of Miami-Dade County: Coral Gables, Miami, /);
    for (const place of company.serviceArea) expect(text).toContain(place);
    expect(ask('Do you come out to Pinecrest?').text).toBe('Yes, we work in Pinecrest: we serve all of Miami-Dade County.');
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
    for (const text of [
      'Can someone from your team chat with me?',
      'Is there a person I can talk to?',
      'could somebody speak with me',
      'Quiero hablar con una persona',
      '¿Me puedo comunicar con alguien?',
      'Una persona real, por favor',
      'Necesito hablar con un agente',
      'pásame con el gerente',
    ]) {
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
    expect(text.endsWith(contactOffer)).toBe(true);
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
    for (const line of [
      'Window Installation: $350 to $750 per window',
      'Window Repair: $150 to $400 per window',
      'Window Maintenance: $99 to $299 per visit, up to 10 windows',
    ]) {
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
    expect(reply.text).not.toContain(contactOffer);
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
    const calendar = {
      ...seededCalendar,
      closures: [
        {
          id: 'c1',
          startsOn: '2024-01-15',
          endsOn: '2024-01-15',
          note: { en: 'Closed for Martin Luther King Jr. Day', es: 'Cerrado por el Día de Martin Luther King Jr.' },
        },
      ],
    };
    const english = localReply([{ sender: 'user', text: 'Are you open now?' }], {
      now: mondayMorning,
      calendar,
      facts: sampleFacts,
      contactCollected: false,
    }).text;
    expect(english).toContain("We're closed right now (closed for Martin Luther King Jr. Day; opens at 8:45 AM tomorrow).");
    const spanish = localReply([{ sender: 'user', text: '¿Cuál es su horario?' }], {
      now: mondayMorning,
      calendar,
      facts: sampleFacts,
      contactCollected: false,
      language: 'es',
    }).text;
    expect(spanish).toContain('Ahora mismo estamos cerrados (cerrado por el Día de Martin Luther King Jr.; abrimos mañana a las 8:45 a. m.).');
    expect(spanish).toContain('lun-vie: 8:45 a. m. - 6:00 p. m.');
    const person = localReply([{ sender: 'user', text: 'I want to talk to a person' }], {
      now: mondayMorning,
      calendar,
      facts: sampleFacts,
      contactCollected: false,
    }).text;
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

  it('answers impact windows with their prices', () => {
    for (const phrasing of ['Do you sell impact windows?', 'I need hurricane windows', 'Do you install hurricane-rated glass?']) {
      const { text } = ask(phrasing);
      expect(text, phrasing).toContain(policies.impactWindows);
      expect(text, phrasing).toContain('Hurricane Impact: $750 per window');
    }
  });

  it('says yes for every town and ZIP code of Miami-Dade County, Hialeah included, and no outside it', () => {
    for (const [question, reply] of [
      ['Do you serve Kendall?', 'Yes, we work in Kendall: we serve all of Miami-Dade County.'],
      ['do you come out to key biscayne', 'Yes, we work in Key Biscayne: we serve all of Miami-Dade County.'],
      ['Do you serve Hialeah?', 'Yes, we work in Hialeah: we serve all of Miami-Dade County.'],
      ['Do you work in North Miami Beach?', 'Yes, we work in North Miami Beach: we serve all of Miami-Dade County.'],
      ['Do you serve 33156?', 'Yes, we serve 33156 (Pinecrest and Kendall).'],
      ['I live in 33139, can you come?', 'Yes, we serve 33139 (Miami Beach).'],
      ['My ZIP is 33010', 'Yes, we serve 33010 (Hialeah).'],
      ['Do you go to Homestead?', 'Yes, we work in Homestead: we serve all of Miami-Dade County.'],
    ] as const) {
      expect(ask(question).text, question).toBe(reply);
    }
    expect(ask('Do you serve Fort Lauderdale?').text).toMatch(
      /^Sorry, Fort Lauderdale is outside our service area: we serve all of Miami-Dade County\. If you're close to it, call us at \(305\) 555-0142/,
    );
    // A ZIP code not on the list is answered as /book answers it.
    expect(ask('My ZIP is 33301').text).toBe(
      "ZIP code 33301 is outside the area we book online, so I can't book a visit there. Call us at (305) 555-0142 and we will tell you whether we can come.",
    );
    expect(ask('What areas do you serve?').text).toMatch(/^We serve homes and businesses in all of Miami-Dade County: .*Tell me your town or ZIP code/);
    // A price is not a ZIP code.
    expect(ask('Is it under $33000?').text).not.toContain('service area');
  });
});

describe('local assistant: what Miami homeowners ask first, in English and Spanish', () => {
  const es = { language: 'es' as const };

  it('says yes to Spanish, in the language it was asked in, with the Spanish site and Spanish-speaking staff', () => {
    for (const question of ['Do you speak Spanish?', 'Does anyone there speak Spanish?', 'Can I get service in Spanish?']) {
      expect(ask(question).text, question).toBe(policies.spanish);
    }
    expect(policies.spanish).toMatch(/^Yes, of course!.*speak Spanish.*\/es/);
    for (const question of ['¿Hablan español?', '¿Me pueden atender en español?']) expect(ask(question, es).text, question).toBe(politicas.spanish);
    expect(politicas.spanish).toMatch(/^¡Claro que sí!.*hablan español.*\/es/);
  });

  it('answers an emergency with the phone first, the after-hours crew at night, a line of safety, and the offer to take their details', () => {
    const night = ask('a hurricane broke my window tonight, glass everywhere', { now: mondayEvening });
    expect(night.text).toBe(
      `I'm sorry that happened. Call us now at ${company.phone.display}. It's 7:00 PM here in Miami. ${policies.emergency.afterHours} ${policies.emergency.safety}\n\n${contactOffer}`,
    );
    expect(night.offersContact).toBe(true);
    expect(policies.emergency.afterHours).toMatch(/on-call emergency crew.*board up the opening or fit temporary glass/);
    const day = ask('A tree branch smashed our bedroom window', { now: mondayMorning });
    expect(day.text).toContain(policies.emergency.inHours);
    expect(day.text).not.toContain(policies.emergency.afterHours);
    // With the details already left, no offer: they are told we will call.
    expect(ask('Emergency! The storm blew in our sliding door', { now: sundayNoon, contactCollected: true })).toEqual({
      text: `I'm sorry that happened. Call us now at ${company.phone.display}. It's 12:00 PM here in Miami. ${policies.emergency.afterHours} ${policies.emergency.safety} We have your contact details, and our team will call you.`,
      offersContact: false,
    });
    // A cracked pane with a price question is a price question.
    expect(ask('The storm cracked a pane, how much to replace the glass?').text).toMatch(/^Glass Replacement:/);

    const noche = ask('se me rompió una ventana con el huracán, hay vidrios por todos lados', { ...es, now: mondayEvening });
    expect(noche.text).toBe(
      `Lamento mucho lo que pasó. Llámenos ahora al ${company.phone.display}. Aquí en Miami son las 7:00 p. m. ${politicas.emergency.afterHours} ${politicas.emergency.safety}\n\n¿Quiere dejarnos sus datos de contacto para que nuestro equipo se comunique con usted?`,
    );
    expect(noche.offersContact).toBe(true);
    expect(ask('Es una emergencia, se metieron a robar y rompieron la ventana', { ...es, now: mondayMorning }).text).toContain(politicas.emergency.inHours);
  });

  it('says what we document for an insurance adjuster, without promising what the policy pays', () => {
    for (const question of ['What do you give my insurance adjuster for the claim?', 'Can you help with an insurance claim?']) {
      expect(ask(question).text, question).toBe(policies.insuranceClaims);
    }
    expect(policies.insuranceClaims).toMatch(/photos.*measurements.*written, itemized estimate/);
    expect(policies.insuranceClaims).toContain('What the policy covers is for your insurer to decide.');
    // Our own insurance is still the licence answer.
    expect(ask('Do you carry insurance?').text).toContain(credentials.insuranceStatement);
    expect(ask('¿Qué le dan al ajustador para el reclamo del seguro?', es).text).toBe(politicas.insuranceClaims);
    expect(politicas.insuranceClaims).toMatch(/fotos.*medidas.*cotización por escrito/);
  });

  it('explains the wind mitigation form (OIR-B1-1802) and the insurance discount for impact windows', () => {
    for (const question of ['Will impact windows lower my insurance premium?', 'Do you fill out the wind mitigation form?', 'What about the OIR-B1-1802?']) {
      expect(ask(question).text, question).toBe(policies.windMitigation);
    }
    expect(policies.windMitigation).toMatch(/OIR-B1-1802.*we provide the documentation of their protection that the form asks for/);
    expect(policies.windMitigation).toContain('The amount of any discount is set by your insurer');
    for (const question of ['¿Las ventanas de impacto me dan descuento en el seguro?', '¿Ustedes llenan el formulario de mitigación de viento?']) {
      expect(ask(question, es).text, question).toBe(politicas.windMitigation);
    }
  });

  it('says a permit is needed, names the town asked about, and that we pull it', () => {
    expect(ask('Do I need a permit in Coral Gables?').text).toBe(
      'Yes: replacing windows or installing impact windows needs a building permit in Coral Gables, as everywhere in Miami-Dade County. We pull the permit in Coral Gables ourselves and schedule the inspections, as part of the job.',
    );
    expect(ask('do i need a permit in hialeah for impact windows').text).toContain('a building permit in Hialeah');
    expect(ask('Do I need a permit?').text).toBe(policies.permits(null));
    expect(ask('Do I need a permit in Fort Lauderdale?').text).toMatch(/^Sorry, Fort Lauderdale is outside our service area/);
    expect(ask('¿Necesito permiso en Coral Gables?', es).text).toBe(
      'Sí: para reemplazar ventanas o instalar ventanas de impacto se necesita un permiso de construcción en Coral Gables, como en todo el condado de Miami-Dade. Nosotros sacamos el permiso en Coral Gables y coordinamos las inspecciones como parte del trabajo.',
    );
    expect(ask('¿Hace falta permiso en Miami Beach?', es).text).toContain('permiso de construcción en Miami Beach');
  });

  it('opens the price of an impact window with the prices from the price list, then the details', () => {
    const impact = (id: string) => getService(id as 'window-installation')!.pricing.find((tier) => /impact/i.test(tier.name))!;
    expect(impact('window-installation').priceCents).toBe(75000);
    for (const question of ['How much for an impact window?', 'What does a hurricane impact window cost?']) {
      const reply = ask(question);
      expect(reply.text, question).toMatch(
        /^An impact window costs \$750 per window with Window Installation \(Hurricane Impact\), \$900 per window with Window Replacement \(Impact Replacement\), and \$340 per window with Glass Replacement \(Laminated Impact Glass\)\.\n\n/,
      );
      expect(reply.text).toContain(policies.impactWindowDetails);
      expect(reply.offersContact).toBe(true);
    }
    const precio = ask('¿Cuánto cuesta una ventana de impacto?', es);
    expect(precio.text).toMatch(
      /^Una ventana de impacto cuesta \$750 por ventana en Instalación de ventanas \(Impacto contra huracanes\), \$900 por ventana en /,
    );
    expect(precio.text).toContain(politicas.impactWindowDetails);
  });

  it('agrees with the site about the service area, in Spanish too: Hialeah and Homestead are served', () => {
    expect(ask('¿Trabajan en Hialeah?', es).text).toBe('Sí, trabajamos en Hialeah: atendemos todo el condado de Miami-Dade.');
    expect(ask('¿Atienden el 33030?', es).text).toBe('Sí, atendemos el 33030 (Homestead).');
    expect(ask('¿Qué zonas atienden?', es).text).toMatch(/^Atendemos casas y negocios en todo el condado de Miami-Dade: Coral Gables, Miami, .*Hialeah/);
  });
});

describe('local assistant: dates, the hour it is, doors and the service area the owner keeps', () => {
  // The owner closed New Year's Eve 2024 (a Tuesday); Sundays are closed every week.
  const calendar = {
    ...seededCalendar,
    closures: [{ id: 'nye', startsOn: '2024-12-31', endsOn: '2024-12-31', note: { en: "Closed for New Year's Eve", es: 'Cerrado por fin de año' } }],
  };
  const askOn = (text: string, language: 'en' | 'es' = 'en', now = mondayMorning) =>
    localReply([{ sender: 'user', text }], { now, calendar, facts: sampleFacts, contactCollected: false, language }).text;

  it('answers a question about a date from the calendar: a closure with its reason and the next opening, in English and Spanish', () => {
    expect(askOn('Are you open on December 31?')).toBe(
      "No, we're closed on Tuesday, December 31 (Closed for New Year's Eve). We open again on Wednesday, January 1 at 8:45 AM. For a broken window that can't wait, call (305) 555-0142: our emergency crew answers day and night.",
    );
    expect(askOn('¿Abren el 31 de diciembre?', 'es')).toBe(
      'No, el martes 31 de diciembre estamos cerrados (Cerrado por fin de año). Volvemos a abrir el miércoles 1 de enero a las 8:45 a. m. Si tiene una ventana rota que no puede esperar, llame al (305) 555-0142: nuestra cuadrilla de emergencias contesta de día y de noche.',
    );
    // The same question on a day with no closure gives that day's hours; a Sunday says we close on Sundays.
    expect(askOn('Are you open on December 30?')).toBe("Yes, we're open on Monday, December 30, from 8:45 AM to 6:00 PM (Eastern Time).");
    expect(askOn('Are you open Jan 21?')).toMatch(
      /^No, we're closed on Sunday, January 21 \(we're closed on Sundays\)\. We open again on Monday, January 22 at 8:45 AM\./,
    );
    expect(askOn('¿Están abiertos el 21 de enero?', 'es')).toMatch(/^No, el domingo 21 de enero estamos cerrados \(los domingos no abrimos\)\./);
    // Without the closure, December 31 is a working Tuesday.
    expect(ask('Are you open on December 31?').text).toMatch(/^Yes, we're open on Tuesday, December 31, from 8:45 AM/);
  });

  it('gives the emergency answer for the hour it is when someone is wanted tonight or now after hours, and not during them', () => {
    const night = est('2024-01-15', '21:40');
    expect(askOn('Can someone come tonight?', 'en', night)).toMatch(
      /^I'm sorry that happened\. Call us now at \(305\) 555-0142\. It's 9:40 PM here in Miami\. Our office is closed now/,
    );
    const dawn = est('2024-01-16', '06:05');
    expect(askOn('I need someone out here right now', 'en', dawn)).toContain("It's 6:05 AM here in Miami.");
    expect(askOn('¿Pueden venir esta noche?', 'es', night)).toMatch(
      /^Lamento mucho lo que pasó\. Llámenos ahora al \(305\) 555-0142\. Aquí en Miami son las 9:40 p\. m\. Nuestra oficina está cerrada ahora/,
    );
    expect(askOn('Can someone come now?', 'en', mondayMorning)).not.toContain('emergency crew');
  });

  it('prices doors from the price list: its door packages when it has some, else at the free estimate, never window prices', () => {
    const none = askOn('How much to fix a sliding door?');
    expect(none).toMatch(/^Doors, sliding glass doors included, have no set price on our price list/);
    expect(none).not.toContain('per window');
    const repair = sampleFacts.prices.en['window-repair']!;
    const withDoors = {
      ...sampleFacts,
      prices: {
        en: {
          ...sampleFacts.prices.en,
          'window-repair': [
            ...repair,
            { ...repair[0]!, name: 'Sliding door rollers', priceCents: 18_500, description: 'New rollers and a cleaned track for a sliding glass door.' },
          ],
        },
        es: sampleFacts.prices.es,
      },
    };
    const listed = localReply([{ sender: 'user', text: 'What does a sliding glass door repair cost?' }], {
      now: mondayMorning,
      calendar,
      facts: withDoors,
      contactCollected: true,
    }).text;
    expect(listed).toMatch(/^Our door prices:\n- Window Repair, Sliding door rollers: \$185 per window/);
    expect(askOn('¿Cuánto cuesta arreglar una puerta corrediza?', 'es')).toMatch(
      /^Las puertas, incluidas las puertas corredizas de vidrio, no tienen un precio fijo/,
    );
  });

  it('answers a ZIP code the owner removed from the area as /book does, in both languages', () => {
    const kendall = sampleFacts.zipCodes.Kendall!.filter((zip) => zip !== '33193');
    const trimmed = { ...sampleFacts, zipCodes: { ...sampleFacts.zipCodes, Kendall: kendall } };
    const reply = (text: string, language: 'en' | 'es') =>
      localReply([{ sender: 'user', text }], { now: mondayMorning, calendar, facts: trimmed, contactCollected: false, language }).text;
    expect(reply('Do you serve 33193?', 'en')).toBe(
      "ZIP code 33193 is outside the area we book online, so I can't book a visit there. Call us at (305) 555-0142 and we will tell you whether we can come.",
    );
    expect(reply('¿Atienden el 33193?', 'es')).toBe(
      'El código postal 33193 está fuera de la zona que reservamos en línea, así que no puedo reservarle una visita allí. Llámenos al (305) 555-0142 y le decimos si podemos ir.',
    );
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
