import { describe, expect, it } from 'vitest';
import { company } from '~/content/company';
import { escapeHtml } from '~/features/mail/email-html';
import { openLinks } from '~/features/mail/links.server';
import type { ContactMessageRow, QuoteRequestRow } from '../tables';
import { contactMessageEmails, type LeadMailContext, quoteRequestEmails } from './lead-emails.server';
import { seededCalendar } from '#tests/support/calendar';
import { sampleFacts } from '#tests/support/business';

const ctx: LeadMailContext = {
  appName: 'Gables Window Care',
  publicUrl: 'https://www.gableswindowcare.com',
  staffEmail: 'office@gableswindowcare.com',
  secret: 's'.repeat(32),
  calendar: seededCalendar,
  ...sampleFacts,
};

const lifecycle = {
  status: 'new',
  notes: '',
  spamReason: null,
  escalatedAt: null,
  firstResponseAt: null,
  confirmedAt: null,
  createdAt: '2026-11-21T20:04:00.000Z',
  updatedAt: '2026-11-21T20:04:00.000Z',
};

const source = {
  landingPath: '/services/window-installation',
  referrer: 'https://www.google.com/',
  utmSource: 'newsletter',
  utmMedium: 'email',
  utmCampaign: 'hurricane-prep-2026',
  utmTerm: 'impact windows',
  utmContent: 'banner-a',
};

const quote: QuoteRequestRow = {
  id: '019a0000-0000-7000-8000-00000000q001',
  firstName: 'Ana',
  lastName: 'Diaz',
  email: 'ana.diaz@example.com',
  phone: '(305) 555-0199',
  address: '123 Alhambra Circle',
  city: 'Coral Gables',
  state: 'FL',
  zipCode: '33134',
  projectType: 'window-installation',
  projectDescription: 'Replace 8 windows.\nSecond floor too.',
  budget: '1000-5000',
  timeframe: '1-2-weeks',
  howDidYouHear: 'social-media',
  servicePackage: 'Hurricane Impact',
  windowCount: 2,
  priceLowCents: 150000,
  priceHighCents: 150000,
  language: 'en',
  ...source,
  ...lifecycle,
};

const contact: ContactMessageRow = {
  id: '019a0000-0000-7000-8000-00000000c001',
  name: 'Luis Romero',
  email: 'luis@example.com',
  phone: '786-555-0123',
  subject: 'support',
  message: 'The latch on my new window sticks.',
  language: 'en',
  ...source,
  ...lifecycle,
};

describe('quote request emails', () => {
  const { staff, customer } = quoteRequestEmails(quote, ctx);

  it('tells staff every field, readably labelled, with where the lead came from', () => {
    expect(staff).toMatchObject({
      kind: 'quote-request.staff',
      refId: quote.id,
      to: 'office@gableswindowcare.com',
      replyTo: 'ana.diaz@example.com',
      subject: 'New quote request: Ana Diaz, Window Installation',
    });
    const expected = [
      'Name: Ana Diaz',
      'Email: ana.diaz@example.com',
      'Phone: (305) 555-0199',
      'How they heard about us: Social media',
      'Address: 123 Alhambra Circle',
      'City: Coral Gables',
      'State: FL',
      'ZIP code: 33134',
      'Project type: Window Installation',
      'Package: Hurricane Impact',
      'Windows: 2',
      'Price range shown: $1,500 for 2 windows',
      'Budget: $1,000 - $5,000',
      'Timeframe: Within 1-2 weeks',
      'Project description:\n  Replace 8 windows.\n  Second floor too.',
      'Landing page: /services/window-installation',
      'Referrer: https://www.google.com/',
      'UTM source: newsletter',
      'UTM medium: email',
      'UTM campaign: hurricane-prep-2026',
      'UTM term: impact windows',
      'UTM content: banner-a',
      'Saturday, November 21, 2026 at 3:04 PM EST',
    ];
    for (const line of expected) expect(staff.text).toContain(line);
    for (const value of [
      'Ana Diaz',
      'ana.diaz@example.com',
      'Window Installation',
      '$1,000 - $5,000',
      'Replace 8 windows.<br>Second floor too.',
      'impact windows',
    ]) {
      expect(staff.html).toContain(value);
    }
  });

  it('links staff to the lead in the back office', () => {
    const link = 'https://www.gableswindowcare.com/admin/quote-submissions/019a0000-0000-7000-8000-00000000q001';
    expect(staff.text).toContain(link);
    expect(staff.html).toContain(`href="${link}"`);
  });

  it('says "Not specified" for optional answers left blank and leaves out absent UTM tags', () => {
    const { staff: bare } = quoteRequestEmails(
      {
        ...quote,
        budget: null,
        timeframe: null,
        howDidYouHear: null,
        referrer: null,
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
        utmTerm: null,
        utmContent: null,
      },
      ctx,
    );
    expect(bare.text).toContain('Budget: Not specified');
    expect(bare.text).toContain('Timeframe: Not specified');
    expect(bare.text).toContain('How they heard about us: Not specified');
    expect(bare.text).not.toContain('UTM');
  });

  it('leaves the windows and price range out of both emails when the visitor gave no count', () => {
    const { staff: plain, customer: plainCustomer } = quoteRequestEmails({ ...quote, windowCount: null, priceLowCents: null, priceHighCents: null }, ctx);
    expect(plain.text).not.toContain('Windows:');
    expect(plain.text).not.toContain('Price range');
    expect(plainCustomer.text).not.toContain('price list puts');
  });

  it('thanks the customer by first name, says what happens next and how to reach the company', () => {
    expect(customer).toMatchObject({
      kind: 'quote-request.customer',
      refId: quote.id,
      to: 'ana.diaz@example.com',
      replyTo: company.email,
      subject: 'We received your quote request | Gables Window Care',
    });
    for (const part of [customer.text, customer.html!]) {
      expect(part).toContain('Hi Ana,');
      expect(part).toMatch(/what happens next/i);
      expect(part).toMatch(/within one business day/i);
      expect(part).toContain('Window Installation, Hurricane Impact');
      expect(part).toContain('Our price list puts the work at $1,500 for 2 windows. This is an estimate from our price list, not a quote.');
      expect(part).toContain(company.phone.display);
      expect(part).toContain(company.email);
      expect(part).toContain('Mon-Fri: 8:45 AM - 6:00 PM');
    }
    expect(customer.text).not.toContain('/admin/');
    expect(customer.text).not.toContain('UTM');
    // It arrived on Saturday afternoon, while the office was open: no after-hours note.
    expect(customer.text).not.toContain('closed');
    expect(staff.text).not.toContain('after hours');
  });

  it('tells a customer who wrote after hours when the office opens and that we will call then', () => {
    // Saturday Nov 21, 2026, 5:30 PM in New York: closed until Monday morning.
    const evening = quoteRequestEmails({ ...quote, createdAt: '2026-11-21T22:30:00.000Z' }, ctx);
    const note = 'Our office is closed right now. We open Monday, November 23 at 8:45 AM (Eastern Time), and we will call you then.';
    expect(evening.customer.text).toContain(note);
    expect(evening.customer.html).toContain(note);
    expect(evening.staff.text).toContain('It arrived after hours. The customer was told we open Monday, November 23 at 8:45 AM and will be in touch then.');
    const message = contactMessageEmails({ ...contact, createdAt: '2026-11-21T22:30:00.000Z' }, ctx);
    expect(message.customer.text).toContain('We open Monday, November 23 at 8:45 AM (Eastern Time), and we will get back to you then.');
  });

  it('tells a customer who wrote on a closed day why the office is closed and when it opens, in their language', () => {
    const thanksgiving = {
      ...ctx,
      calendar: {
        ...ctx.calendar,
        closures: [{ id: 'c1', startsOn: '2026-11-26', endsOn: '2026-11-26', note: { en: 'Closed for Thanksgiving', es: 'Cerrado por Acción de Gracias' } }],
      },
    };
    // Thursday Nov 26, 2026, 11:00 AM in New York: a weekday's office hours, but a holiday.
    const holiday = quoteRequestEmails({ ...quote, createdAt: '2026-11-26T16:00:00.000Z' }, thanksgiving);
    expect(holiday.customer.text).toContain('Closed for Thanksgiving. We open Friday, November 27 at 8:45 AM (Eastern Time), and we will call you then.');
    expect(holiday.staff.text).toContain(
      'It arrived on a day the office is closed (Closed for Thanksgiving). The customer was told we open Friday, November 27 at 8:45 AM',
    );
    const spanish = contactMessageEmails({ ...contact, language: 'es', createdAt: '2026-11-26T16:00:00.000Z' }, thanksgiving);
    expect(spanish.customer.text).toContain(
      'Cerrado por Acción de Gracias. Abrimos el viernes, 27 de noviembre, 8:45 a. m. (hora del Este) y le responderemos entonces.',
    );
    // Without the closure, the same moment is in office hours: no note.
    expect(quoteRequestEmails({ ...quote, createdAt: '2026-11-26T16:00:00.000Z' }, ctx).customer.text).not.toContain('closed');
  });

  it('repeats nothing else the visitor wrote to the customer, so the confirmation cannot carry a stranger’s text or links', () => {
    // A quote "from" a victim's address, written to be mailed to them under the company's name.
    const relay = {
      ...quote,
      email: 'victim@example.com',
      firstName: 'http://evil.example/claim',
      lastName: 'Prize',
      phone: '+1 900 555 0100 call now',
      address: 'Your account is locked, visit evil.example',
      city: 'www.evil.example',
      projectDescription: 'Your package is waiting: https://evil.example/track?id=1',
    };
    const { staff: toStaff, customer: toVictim } = quoteRequestEmails(relay, ctx);
    for (const part of [toVictim.text, toVictim.html!, toVictim.subject]) {
      expect(part).not.toMatch(/evil|Prize|900 555|locked|package/);
    }
    expect(toVictim.text).toMatch(/^Hello,\n/);
    // As sent: its links are queued sealed (features/mail/links) and opened as the email leaves.
    expect(openLinks(toVictim.html!, ctx.secret, escapeHtml)).not.toMatch(/href="(?!https:\/\/www\.gableswindowcare\.com|mailto:|tel:)/);
    for (const value of [relay.firstName, relay.address, relay.city, relay.projectDescription, relay.phone]) expect(toStaff.text).toContain(value);
  });

  it('escapes what the visitor typed in the staff email’s HTML part and keeps it verbatim in the text part', () => {
    const hostile = {
      ...quote,
      firstName: '"><img src=x onerror=alert(1)>',
      projectDescription: '<script>alert("x")</script> & more',
    };
    const { staff: email, customer: confirmation } = quoteRequestEmails(hostile, ctx);
    expect(email.html).not.toContain('<script');
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
    expect(email.html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(email.text).toContain('<script>alert("x")</script> & more');
    expect(confirmation.html).not.toMatch(/img|script/);
  });

  it('keeps subjects on one line whatever the visitor typed', () => {
    const { staff: injected } = quoteRequestEmails({ ...quote, firstName: 'Ana\r\nBcc: victim@example.com' }, ctx);
    expect(injected.subject).not.toMatch(/[\r\n]/);
    expect(injected.subject).toBe('New quote request: Ana Bcc: victim@example.com Diaz, Window Installation');
    expect(injected.html).toContain('<title>New quote request: Ana Bcc: victim@example.com Diaz, Window Installation</title>');
  });

  it('humanises a value that no option list knows', () => {
    const { staff: unknown } = quoteRequestEmails({ ...quote, projectType: 'storm-shutters', timeframe: '6-12-months' }, ctx);
    expect(unknown.text).toContain('Project type: Storm shutters');
    expect(unknown.text).toContain('Timeframe: 6-12 months');
  });
});

describe('contact message emails', () => {
  const { staff, customer } = contactMessageEmails(contact, ctx);

  it('tells staff every field, with the source and a back-office link', () => {
    expect(staff).toMatchObject({
      kind: 'contact-message.staff',
      refId: contact.id,
      to: 'office@gableswindowcare.com',
      replyTo: 'luis@example.com',
      subject: 'New message: Support with a job, from Luis Romero',
    });
    for (const line of [
      'Name: Luis Romero',
      'Email: luis@example.com',
      'Phone: 786-555-0123',
      'Subject: Support with a job',
      'Message:\n  The latch on my new window sticks.',
      'Landing page: /services/window-installation',
      'UTM campaign: hurricane-prep-2026',
      'https://www.gableswindowcare.com/admin/contact-submissions/019a0000-0000-7000-8000-00000000c001',
    ]) {
      expect(staff.text).toContain(line);
    }
    expect(staff.html).toContain('href="https://www.gableswindowcare.com/admin/contact-submissions/019a0000-0000-7000-8000-00000000c001"');
    expect(contactMessageEmails({ ...contact, phone: null }, ctx).staff.text).toContain('Phone: Not specified');
  });

  it('confirms to the customer and answers from the company inbox', () => {
    expect(customer).toMatchObject({ kind: 'contact-message.customer', to: 'luis@example.com', replyTo: company.email });
    expect(customer.text).toContain('Hi Luis,');
    expect(customer.text).toContain('WHAT HAPPENS NEXT');
    expect(customer.text).toContain('within one business day');
    expect(customer.text).toContain('Support with a job');
    expect(customer.text).not.toContain('The latch on my new window sticks.');
    expect(customer.text).toContain(company.phone.display);
    const relay = contactMessageEmails(
      { ...contact, name: 'evil.example says hi', message: 'Claim your refund at https://evil.example', phone: '900' },
      ctx,
    ).customer;
    expect(relay.text).not.toMatch(/evil|refund|900/);
    expect(relay.text).toMatch(/^Hello,\n/);
  });

  it('escapes the message in HTML and keeps the subject line single', () => {
    const { staff: hostile } = contactMessageEmails({ ...contact, name: 'Eve\r\nX-Spam: yes', message: '<script>steal()</script>' }, ctx);
    expect(hostile.subject).toBe('New message: Support with a job, from Eve X-Spam: yes');
    expect(hostile.html).toContain('&lt;script&gt;steal()&lt;/script&gt;');
    expect(hostile.html).not.toContain('<script');
    expect(hostile.text).toContain('<script>steal()</script>');
  });
});
