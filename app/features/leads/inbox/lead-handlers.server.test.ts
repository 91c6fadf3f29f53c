import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatbotStaffEmail, saveChatbotContact } from '~/features/assistant/chatbot-contacts.server';
import { createContactMessage } from '../intake/contact-messages.server';
import type { AppServices } from '~/lib/request-context';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { apiListLeads, apiPatchLead, exportCsv, handleLeadAction } from './lead-handlers.server';
import { seededCalendar } from '#tests/support/calendar';
import { defaultTimeZone, setBusinessTimeZone } from '~/features/calendar/business-dates';
import { sampleFacts } from '#tests/support/business';

const actor = { userId: 'u1', email: 'staff@example.com' };
const source = { landingPath: null, referrer: null, utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null };

const mail = {
  appName: 'Gables Window Care',
  publicUrl: 'http://localhost',
  staffEmail: 'office@example.com',
  secret: 's'.repeat(32),
  calendar: seededCalendar,
  ...sampleFacts,
};

const patch = (body: unknown) =>
  new Request('http://localhost/api/admin/contact-messages/x', {
    method: 'PATCH',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });

describe.each(testDialects())('admin routes on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let id: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
    id = (
      await createContactMessage(
        services.transact,
        { name: '=cmd|/C calc', email: 'ana@example.com', subject: 'service', message: 'Two lines,\nwith "quotes"' },
        { source, spamReason: null },
      )
    ).id;
  });
  afterAll(() => database.drop());

  it('PATCH checks the status against the kind and answers 400 with a message', async () => {
    const response = await apiPatchLead(services, 'contact-messages', id, actor, patch({ status: 'quoted' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Status must be one of: new, contacted, resolved',
      fieldErrors: { status: ['Status must be one of: new, contacted, resolved'] },
    });
  });

  it('PATCH answers 404 for an unknown id, 415 for a body that is not JSON, and 200 with the change', async () => {
    expect((await apiPatchLead(services, 'contact-messages', 'nope', actor, patch({ status: 'resolved' }))).status).toBe(404);
    const form = new Request('http://localhost/x', {
      method: 'PATCH',
      body: 'status=resolved',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect((await apiPatchLead(services, 'contact-messages', id, actor, form)).status).toBe(415);
    const response = await apiPatchLead(services, 'contact-messages', id, actor, patch({ status: 'resolved', notes: null }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ lead: { id, status: 'resolved', notes: '' } });
  });

  it('GET lists with the API’s parameters and refuses unknown ones', async () => {
    const ok = await apiListLeads(services, 'contact-messages', new Request('http://localhost/api/admin/contact-messages?status=resolved&search=ana'));
    expect(await ok.json()).toMatchObject({ total: 1, page: 1, pageSize: 50, pageCount: 1, items: [{ id, status: 'resolved' }] });
    const bad = await apiListLeads(services, 'contact-messages', new Request('http://localhost/api/admin/contact-messages?page=0'));
    expect(bad.status).toBe(400);
  });

  it('the form action (no JavaScript) saves and returns to the list with its filters', async () => {
    const body = new URLSearchParams({ intent: 'update', status: 'contacted', notes: 'Called', returnTo: '?status=new&search=ana&evil=1' });
    const request = new Request('http://localhost/admin/contact-submissions/x', { method: 'POST', body });
    const response = await handleLeadAction(services, 'contact-messages', id, actor, request, chatbotStaffEmail);
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get('location')).toBe('/admin/contact-submissions?status=new&search=ana');
    const invalid = new Request('http://localhost/x', {
      method: 'POST',
      body: new URLSearchParams({ intent: 'update', status: 'quoted', notes: 'Kept as typed' }),
    });
    expect(await handleLeadAction(services, 'contact-messages', id, actor, invalid, chatbotStaffEmail)).toMatchObject({
      data: {
        ok: false,
        message: 'Failed to update status. Please try again.',
        result: { initialValue: { notes: 'Kept as typed' }, error: { status: ['Status must be one of: new, contacted, resolved'] } },
      },
      init: { status: 400 },
    });
  });

  it("the chatbot contact's form returns to the contact with known list filters only", async () => {
    const contact = await saveChatbotContact(
      services.transact,
      { sessionId: '0f8fad5b-d9cb-469f-a165-70867728950e', name: 'Ana', email: 'ana@example.com', phone: '305-555-0100' },
      { mail },
    );
    const body = new URLSearchParams({ intent: 'update', status: 'contacted', returnTo: '?status=new&x=😀\r\nSet-Cookie: a=1' });
    const response = await handleLeadAction(
      services,
      'chatbot-contacts',
      contact.contact.id,
      actor,
      new Request('http://localhost/x', { method: 'POST', body }),
      chatbotStaffEmail,
    );
    expect((response as Response).headers.get('location')).toBe(`/admin/chatbot-contacts/${contact.contact.id}?status=new`);
  });

  it('sets aside an advertising chatbot contact as suspected spam with no email, and restoring it emails staff the conversation', async () => {
    const sessionId = '2f8fad5b-d9cb-469f-a165-70867728950e';
    await services.db
      .insertInto('chatSessions')
      .values({ id: sessionId, createdAt: '2026-11-21T12:00:00.000Z', updatedAt: '2026-11-21T12:00:00.000Z' })
      .execute();
    await services.db
      .insertInto('chatMessages')
      .values({
        id: '0190f000-0000-7000-8000-000000000001',
        sessionId,
        sender: 'user',
        kind: 'question',
        text: 'Cheap SEO backlinks for your site: https://a.example https://b.example https://c.example',
        createdAt: '2026-11-21T12:00:00.000Z',
      })
      .execute();
    const { contact } = await saveChatbotContact(
      services.transact,
      { sessionId, name: 'Rank Agency', email: 'rank@agency.example', phone: '305-555-0199' },
      { mail },
    );
    expect(contact.spamReason).toBe('many-links,spam-words');
    expect(await services.db.selectFrom('outbox').select('kind').where('refId', '=', contact.id).execute()).toEqual([]);
    const listed = async (view: string) =>
      (
        (await (await apiListLeads(services, 'chatbot-contacts', new Request(`http://localhost/x?view=${view}`))).json()) as { items: { id: string }[] }
      ).items.map((item) => item.id);
    expect(await listed('spam')).toContain(contact.id);
    expect(await listed('inbox')).not.toContain(contact.id);

    const restore = new URLSearchParams({ intent: 'restore' });
    const response = await handleLeadAction(
      services,
      'chatbot-contacts',
      contact.id,
      actor,
      new Request('http://localhost/x', { method: 'POST', body: restore }),
      chatbotStaffEmail,
    );
    expect((response as Response).status).toBe(302);
    expect(await listed('inbox')).toContain(contact.id);
    const emails = await services.db.selectFrom('outbox').select(['kind', 'textBody']).where('refId', '=', contact.id).execute();
    expect(emails.map((email) => email.kind)).toEqual(['chatbot-contact.staff']);
    expect(emails[0]!.textBody).toContain('Cheap SEO backlinks');
  });

  it('the form posted by a hydrated page answers with the saved lead instead of a redirect', async () => {
    const body = new URLSearchParams({ intent: 'status', status: 'contacted', enhanced: '1' });
    const answer = await handleLeadAction(
      services,
      'contact-messages',
      id,
      actor,
      new Request('http://localhost/x', { method: 'POST', body }),
      chatbotStaffEmail,
    );
    expect(answer).toMatchObject({ data: { ok: true, intent: 'status', lead: { id, status: 'contacted', notes: 'Called' } } });
  });

  it('exports the filter as a CSV download with formulas defused', async () => {
    const response = await exportCsv(
      services,
      'contact-messages',
      new Request('http://localhost/admin/contact-submissions/export.csv?search=ana'),
      new Date('2026-11-21T12:00:00Z'),
    );
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="contact-submissions-2026-11-21.csv"');
    const text = await response.text();
    const [header, row] = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'Received (New York time),Status,First response (New York time),Minutes to first response,Name,Email,Phone,Language,Subject,Message,Notes,Landing page,Referrer,UTM source,UTM medium,UTM campaign,Spam reason,ID',
    );
    expect(row).toMatch(/,Contacted,\d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M,\d+,/);
    expect(row).toContain(`,'=cmd|/C calc,ana@example.com,,English,Service question,"Two lines,\nwith ""quotes""",Called,`);
  });

  it("names the business's time zone in the times' headers, as it is when the CSV is made", async () => {
    const header = async () => {
      const response = await exportCsv(
        services,
        'chatbot-contacts',
        new Request('http://localhost/admin/chatbot-contacts/export.csv'),
        new Date('2026-11-21T12:00:00Z'),
      );
      return (await response.text()).replace(/^\uFEFF/, '').split('\r\n')[0];
    };
    try {
      setBusinessTimeZone('America/Los_Angeles');
      expect(await header()).toMatch(/^Received \(Los Angeles time\),Status,First response \(Los Angeles time\),/);
    } finally {
      setBusinessTimeZone(defaultTimeZone);
    }
    expect(await header()).toMatch(/^Received \(New York time\),/);
  });

  it('Save and next without JavaScript goes to the next lead of the list, or to the list after the last', async () => {
    const other = await createContactMessage(
      services.transact,
      { name: 'Ana Later', email: 'ana.later@example.com', subject: 'service', message: 'Second message' },
      { source, spamReason: null },
    );
    const post = (leadId: string) =>
      handleLeadAction(
        services,
        'contact-messages',
        leadId,
        actor,
        new Request('http://localhost/x', {
          method: 'POST',
          body: new URLSearchParams({ intent: 'update', status: 'contacted', notes: 'Called', returnTo: '?search=ana', next: '1' }),
        }),
        chatbotStaffEmail,
      );
    expect(((await post(other.id)) as Response).headers.get('location')).toBe(`/admin/contact-submissions/${id}?search=ana`);
    expect(((await post(id)) as Response).headers.get('location')).toBe('/admin/contact-submissions?search=ana');
  });
});
