import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { createAccount, DEMO_CUSTOMER, logInRequest, OWNER, usersCli } from './accounts-helpers';
import { queryE2eDatabase } from './database';
import { expect, test } from './fixtures';

/**
 * Who may open what, checked on the server for every protected page, action and API route.
 * One row per route; later issues add theirs (the /admin/* rows go below the dashboard rows):
 *   { method: 'GET', path: '/admin/settings', expect: { anonymous: login('/admin/settings'), user: dashboard, admin: dashboard, superAdmin: ok } }
 */
type Persona = 'anonymous' | 'user' | 'admin' | 'superAdmin';
type Expected = { status: number } | { redirect: string };
interface Row {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string | (() => string);
  form?: Record<string, string>;
  /** A JSON body instead of a form (the admin API). */
  json?: Record<string, unknown>;
  expect: Record<Persona, Expected>;
}

const ok: Expected = { status: 200 };
/** The owner's review link (app/content/company.ts): the same for every customer. */
const REVIEW_URL = 'https://search.google.com/local/writereview?placeid=ChIJgablesWindowCare0142';
const dashboard: Expected = { redirect: '/dashboard' };
const home: Expected = { redirect: '/' };
const login = (path: string): Expected => ({ redirect: `/login?redirectTo=${encodeURIComponent(path)}` });
const everyone = (expected: Expected) => ({ anonymous: expected, user: expected, admin: expected, superAdmin: expected });
const signedIn = (anonymous: Expected, others: Expected) => ({ anonymous, user: others, admin: others, superAdmin: others });

/** An order of the demo customer (the `user` persona); to everyone else it does not exist. */
const demoOrder = () =>
  `/dashboard/orders/${queryE2eDatabase<{ id: string }>('select o.id from orders o join user u on u.id = o.user_id where u.email = ? order by o.date limit 1', DEMO_CUSTOMER.email)[0]!.id}`;

/**
 * The back office: every page, lead URL, export, form action and admin API route. The rows past
 * the guard use unknown ids or invalid input, so they change nothing.
 */
function backOfficeRows(): Row[] {
  const staffOnly = (path: string, forStaff: Expected): Record<Persona, Expected> => ({
    anonymous: login(path),
    user: dashboard,
    admin: forStaff,
    superAdmin: forStaff,
  });
  const api = (forStaff: Expected, forSuperAdmin = forStaff): Record<Persona, Expected> => ({
    anonymous: { status: 401 },
    user: { status: 403 },
    admin: forStaff,
    superAdmin: forSuperAdmin,
  });
  const rows: Row[] = [
    { method: 'GET', path: '/admin', expect: staffOnly('/admin', { redirect: '/admin/dashboard' }) },
    { method: 'GET', path: '/admin/dashboard', expect: staffOnly('/admin/dashboard', ok) },
    { method: 'GET', path: '/admin/settings', expect: { anonymous: login('/admin/settings'), user: dashboard, admin: dashboard, superAdmin: ok } },
    {
      method: 'POST',
      path: '/admin/settings',
      // Past the guard, an empty name is refused with 400 and nothing is saved.
      form: { intent: 'save-settings', appName: '' },
      expect: { anonymous: login('/admin/settings'), user: dashboard, admin: dashboard, superAdmin: { status: 400 } },
    },
    // The company profile editor: the owner's; other staff are told they lack permission (403), and a
    // customer is not staff at all (the back office sends them to their dashboard). Past the guard, a
    // list button gives the form back and saves nothing; an unreadable post is refused.
    {
      method: 'GET',
      path: '/admin/settings/business',
      expect: { anonymous: login('/admin/settings/business'), user: dashboard, admin: { status: 403 }, superAdmin: ok },
    },
    {
      method: 'POST',
      path: '/admin/settings/business',
      form: { intent: 'add:closures' },
      expect: { anonymous: login('/admin/settings/business'), user: dashboard, admin: { status: 403 }, superAdmin: ok },
    },
    {
      method: 'POST',
      path: '/admin/settings/business?restore=none',
      form: { intent: 'restore', version: 'none' },
      expect: { anonymous: login('/admin/settings/business?restore=none'), user: dashboard, admin: { status: 403 }, superAdmin: { status: 400 } },
    },
    { method: 'GET', path: '/api/admin/business', expect: api({ status: 403 }, ok) },
    // Past the guard, a phone number that is not one is refused with 400 and nothing is saved.
    { method: 'PATCH', path: '/api/admin/business', json: { phone: '555' }, expect: api({ status: 403 }, { status: 400 }) },
    { method: 'POST', path: '/api/admin/business', json: {}, expect: api({ status: 403 }, { status: 405 }) },
    { method: 'GET', path: '/api/admin/roles', expect: api({ status: 403 }, { status: 405 }) },
    { method: 'POST', path: '/api/admin/roles', json: { email: 'nobody.here@example.com', role: 'admin' }, expect: api({ status: 403 }, { status: 404 }) },
    { method: 'POST', path: '/api/admin/roles', json: { email: 'nobody.here@example.com', role: 'owner' }, expect: api({ status: 403 }, { status: 400 }) },
    { method: 'GET', path: '/api/admin/orders', expect: api(ok) },
    { method: 'GET', path: '/api/admin/orders?status=archived', expect: api({ status: 400 }) },
    { method: 'PATCH', path: '/api/admin/orders/no-such-order', json: { status: 'completed' }, expect: api({ status: 404 }) },
    { method: 'PATCH', path: '/api/admin/orders/no-such-order', json: { status: 'archived' }, expect: api({ status: 400 }) },
    // Invoices and payments (docs/payments.md): unknown ids and invalid input past the guard, so nothing changes.
    { method: 'GET', path: '/api/admin/invoices', expect: api(ok) },
    { method: 'GET', path: '/api/admin/invoices?status=late', expect: api({ status: 400 }) },
    { method: 'POST', path: '/api/admin/orders/no-such-order/invoices', json: { kind: 'final' }, expect: api({ status: 404 }) },
    { method: 'POST', path: '/api/admin/orders/no-such-order/invoices', json: { kind: 'deposit' }, expect: api({ status: 400 }) },
    // Jobs after the signature (docs/jobs-and-crews.md): past the guard, unknown ids and invalid input change nothing.
    { method: 'GET', path: '/api/admin/jobs', expect: api(ok) },
    { method: 'GET', path: '/api/admin/jobs?stage=paused', expect: api({ status: 400 }) },
    { method: 'PATCH', path: '/api/admin/jobs/no-such-job', json: { stage: 'install' }, expect: api({ status: 404 }) },
    { method: 'PATCH', path: '/api/admin/jobs/no-such-job', json: { stage: 'paused' }, expect: api({ status: 400 }) },
    { method: 'POST', path: '/api/admin/jobs/no-such-job/visits', json: { start: 'soon' }, expect: api({ status: 400 }) },
    // An install visit moved, re-timed, reassigned or cancelled through its own address (one job's visit only).
    { method: 'PATCH', path: '/api/admin/jobs/no-such-job/visits/no-such-visit', json: { crewIds: ['no-such-crew'] }, expect: api({ status: 404 }) },
    { method: 'PATCH', path: '/api/admin/jobs/no-such-job/visits/no-such-visit', json: { crewIds: [] }, expect: api({ status: 400 }) },
    { method: 'DELETE', path: '/api/admin/jobs/no-such-job/visits/no-such-visit', expect: api({ status: 404 }) },
    { method: 'GET', path: '/api/admin/jobs/no-such-job/visits/no-such-visit', expect: api({ status: 405 }) },
    { method: 'GET', path: '/api/admin/staff?role=crew', expect: api(ok) },
    { method: 'GET', path: '/api/admin/staff?role=owner', expect: api({ status: 400 }) },
    { method: 'GET', path: '/admin/orders/no-such-order', expect: staffOnly('/admin/orders/no-such-order', { status: 404 }) },
    {
      method: 'POST',
      path: '/admin/orders/no-such-order',
      form: { intent: 'advance', to: 'install' },
      expect: staffOnly('/admin/orders/no-such-order', { status: 404 }),
    },
    { method: 'POST', path: '/api/admin/invoices/no-such-invoice/payments', json: { amountCents: 100, method: 'check' }, expect: api({ status: 404 }) },
    { method: 'POST', path: '/api/admin/invoices/no-such-invoice/payments', json: { amountCents: 1.5, method: 'check' }, expect: api({ status: 400 }) },
    { method: 'POST', path: '/api/admin/payments/no-such-payment/refund', json: {}, expect: api({ status: 404 }) },
    { method: 'POST', path: '/api/admin/payments/no-such-payment/refund', json: { amountCents: 'all' }, expect: api({ status: 400 }) },
    // Texting (docs/texting.md): staff only, and not found past the guard while Twilio is not configured (as on the journeys' server).
    { method: 'GET', path: '/admin/messages', expect: staffOnly('/admin/messages', { status: 404 }) },
    { method: 'GET', path: '/admin/messages/no-such-conversation', expect: staffOnly('/admin/messages/no-such-conversation', { status: 404 }) },
    {
      method: 'POST',
      path: '/admin/messages/no-such-conversation',
      form: { intent: 'reply', body: 'Hello' },
      expect: staffOnly('/admin/messages/no-such-conversation', { status: 404 }),
    },
    { method: 'GET', path: '/api/admin/conversations', expect: api({ status: 404 }) },
    { method: 'POST', path: '/api/admin/conversations/no-such-conversation/messages', json: { body: 'Hello' }, expect: api({ status: 404 }) },
    // A follow-up's buttons (cancel, call done, replied): an unknown follow-up past the guard.
    { method: 'GET', path: '/admin/follow-ups/no-such-follow-up', expect: staffOnly('/admin/follow-ups/no-such-follow-up', { redirect: '/admin/dashboard' }) },
    {
      method: 'POST',
      path: '/admin/follow-ups/no-such-follow-up',
      form: { intent: 'cancel', returnTo: '/admin/dashboard' },
      expect: staffOnly('/admin/follow-ups/no-such-follow-up', { status: 404 }),
    },
    // Estimates and orders: unknown ids and invalid input past the guard, so nothing changes.
    { method: 'GET', path: '/admin/orders', expect: staffOnly('/admin/orders', ok) },
    { method: 'GET', path: '/admin/notifications', expect: staffOnly('/admin/notifications', ok) },
    // Invoices (docs/payments.md): the list, its CSV, an invoice's staff view and its forms, an order's new invoice;
    // unknown ids and invalid input past the guard, so nothing changes.
    { method: 'GET', path: '/admin/invoices?view=overdue', expect: staffOnly('/admin/invoices?view=overdue', ok) },
    { method: 'GET', path: '/admin/invoices/export.csv?view=paid', expect: staffOnly('/admin/invoices/export.csv?view=paid', ok) },
    { method: 'GET', path: '/admin/invoices/no-such-invoice', expect: staffOnly('/admin/invoices/no-such-invoice', { status: 404 }) },
    {
      method: 'POST',
      path: '/admin/invoices/no-such-invoice',
      form: { intent: 'payment', amount: '100.00', method: 'check', paidOn: '2026-01-02' },
      expect: staffOnly('/admin/invoices/no-such-invoice', { status: 404 }),
    },
    {
      method: 'POST',
      path: '/admin/invoices/no-such-invoice',
      form: { intent: 'void' },
      expect: staffOnly('/admin/invoices/no-such-invoice', { status: 404 }),
    },
    {
      method: 'GET',
      path: '/admin/orders/no-such-order/invoices/new',
      expect: staffOnly('/admin/orders/no-such-order/invoices/new', { status: 404 }),
    },
    {
      method: 'POST',
      path: '/admin/orders/no-such-order/invoices/new',
      form: { kind: 'final' },
      expect: staffOnly('/admin/orders/no-such-order/invoices/new', { status: 404 }),
    },
    {
      method: 'POST',
      path: '/admin/orders/no-such-order/invoices/new?step=progress',
      form: { kind: 'progress', description: '', amount: '-1' },
      expect: staffOnly('/admin/orders/no-such-order/invoices/new?step=progress', { status: 400 }),
    },
    // Past the guard, a checkbox with another value than a browser sends is refused and nothing is saved.
    {
      method: 'POST',
      path: '/admin/notifications',
      form: { intent: 'alert-preferences', 'new-lead_push': 'yes' },
      expect: staffOnly('/admin/notifications', { status: 400 }),
    },
    // The owner's photos of finished jobs: the page, and a deletion of an unknown photo past the guard.
    { method: 'GET', path: '/admin/photos', expect: staffOnly('/admin/photos', ok) },
    {
      method: 'POST',
      path: '/admin/photos',
      form: { intent: 'delete', id: 'no-such-photo', confirm: 'yes' },
      expect: staffOnly('/admin/photos', { status: 404 }),
    },
    // A photo's file: anyone for a published one, staff for a draft; an unknown one is not found for all.
    { method: 'GET', path: `/project-photos/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}-480.webp`, expect: everyone({ status: 404 }) },
    { method: 'GET', path: '/api/admin/push-devices', expect: api(ok) },
    { method: 'POST', path: '/api/admin/push-devices', json: { endpoint: 'ftp://push.example/x', keys: {} }, expect: api({ status: 400 }) },
    { method: 'POST', path: '/admin/orders', form: { orderId: 'no-such-order', status: 'completed' }, expect: staffOnly('/admin/orders', { status: 404 }) },
    // A customer's automated email, stopped or resumed by staff: past the guard, no address is refused.
    {
      method: 'POST',
      path: '/admin/orders',
      form: { intent: 'automated-email', email: '', automated: 'stop' },
      expect: staffOnly('/admin/orders', { status: 400 }),
    },
    { method: 'GET', path: '/admin/estimates/no-such-estimate', expect: staffOnly('/admin/estimates/no-such-estimate', { status: 404 }) },
    {
      method: 'POST',
      path: '/admin/estimates/no-such-estimate',
      form: { intent: 'resend' },
      expect: staffOnly('/admin/estimates/no-such-estimate', { status: 404 }),
    },
    { method: 'GET', path: '/admin/estimates/no-such-estimate/signed.pdf', expect: staffOnly('/admin/estimates/no-such-estimate/signed.pdf', { status: 404 }) },
    {
      method: 'GET',
      path: '/admin/quote-submissions/no-such-lead/estimates/new',
      expect: staffOnly('/admin/quote-submissions/no-such-lead/estimates/new', { status: 404 }),
    },
    {
      method: 'POST',
      path: '/admin/quote-submissions/no-such-lead/estimates/new',
      form: { intent: 'save' },
      expect: staffOnly('/admin/quote-submissions/no-such-lead/estimates/new', { status: 400 }),
    },
    { method: 'GET', path: '/api/admin/estimates/no-such-estimate', expect: api({ status: 404 }) },
    { method: 'POST', path: '/api/admin/estimates/no-such-estimate/send', json: {}, expect: api({ status: 404 }) },
    { method: 'POST', path: '/api/admin/quote-requests/no-such-lead/estimates', json: { message: '' }, expect: api({ status: 400 }) },
    // Estimate visits: the staff's calendar and list; past the guard an unknown visit changes nothing.
    { method: 'GET', path: '/admin/calendar', expect: staffOnly('/admin/calendar', ok) },
    {
      method: 'POST',
      path: '/admin/calendar',
      form: { intent: 'cancel', visitId: 'no-such-visit', reason: 'The customer called to cancel' },
      expect: staffOnly('/admin/calendar', { status: 404 }),
    },
    // The estimators' working hours and time off: past the guard an unknown time off changes nothing.
    { method: 'GET', path: '/admin/calendar/hours', expect: staffOnly('/admin/calendar/hours', ok) },
    {
      method: 'POST',
      path: '/admin/calendar/hours',
      form: { intent: 'remove-time-off', timeOffId: 'no-such-time-off' },
      expect: staffOnly('/admin/calendar/hours', { status: 404 }),
    },
    // The dispatch board and the installers' accounts: past the guard an unknown visit changes nothing, an empty form adds nobody.
    { method: 'GET', path: '/admin/dispatch', expect: staffOnly('/admin/dispatch', ok) },
    {
      method: 'POST',
      path: '/admin/dispatch',
      form: { intent: 'unassign', visitId: 'no-such-visit', crewId: 'no-such-crew' },
      expect: staffOnly('/admin/dispatch', { status: 404 }),
    },
    { method: 'GET', path: '/admin/crew', expect: staffOnly('/admin/crew', ok) },
    { method: 'POST', path: '/admin/crew', form: { intent: 'add-crew', name: '', email: '' }, expect: staffOnly('/admin/crew', { status: 400 }) },
    // The crew's phone: installers and staff; a customer is sent to their dashboard. Past the guard an unknown visit is not theirs.
    { method: 'GET', path: '/crew', expect: staffOnly('/crew', ok) },
    {
      method: 'GET',
      path: '/es/crew',
      expect: {
        anonymous: { redirect: `/es/login?redirectTo=${encodeURIComponent('/es/crew')}` },
        user: { redirect: '/es/dashboard' },
        admin: ok,
        superAdmin: ok,
      },
    },
    {
      method: 'POST',
      path: '/crew',
      form: { intent: 'on-my-way', visitId: 'no-such-visit' },
      expect: staffOnly('/crew', { status: 404 }),
    },
    { method: 'GET', path: '/crew/photos/no-such-photo', expect: staffOnly('/crew/photos/no-such-photo', { status: 404 }) },
    { method: 'GET', path: '/api/admin/bookings', expect: api(ok) },
    { method: 'GET', path: '/api/admin/bookings?from=bogus', expect: api({ status: 400 }) },
  ];
  const kinds = [
    ['quote-submissions', 'quote-requests', 'quoted'],
    ['contact-submissions', 'contact-messages', 'resolved'],
    ['chatbot-contacts', 'chatbot-contacts', 'resolved'],
  ] as const;
  for (const [screen, kind, status] of kinds) {
    const list = `/admin/${screen}`;
    rows.push(
      { method: 'GET', path: list, expect: staffOnly(list, ok) },
      { method: 'GET', path: `${list}?status=new&search=ortega&sort=oldest`, expect: staffOnly(`${list}?status=new&search=ortega&sort=oldest`, ok) },
      { method: 'GET', path: `${list}/no-such-lead`, expect: staffOnly(`${list}/no-such-lead`, { status: 404 }) },
      { method: 'POST', path: `${list}/no-such-lead`, form: { intent: 'update', status }, expect: staffOnly(`${list}/no-such-lead`, { status: 404 }) },
      {
        method: 'POST',
        path: `${list}/no-such-lead`,
        form: { intent: 'automated-email', email: '', automated: 'stop' },
        expect: staffOnly(`${list}/no-such-lead`, { status: 400 }),
      },
      { method: 'GET', path: `${list}/export.csv`, expect: staffOnly(`${list}/export.csv`, ok) },
      { method: 'GET', path: `/api/admin/${kind}`, expect: api(ok) },
      { method: 'GET', path: `/api/admin/${kind}?status=bogus`, expect: api({ status: 400 }) },
      { method: 'GET', path: `/api/admin/${kind}/no-such-lead`, expect: api({ status: 404 }) },
      { method: 'PATCH', path: `/api/admin/${kind}/no-such-lead`, json: { status }, expect: api({ status: 404 }) },
      { method: 'PATCH', path: `/api/admin/${kind}/no-such-lead`, json: { status: 'archived' }, expect: api({ status: 400 }) },
    );
  }
  return rows;
}

const matrix: Row[] = [
  { method: 'GET', path: '/dashboard', expect: signedIn(login('/dashboard'), ok) },
  { method: 'GET', path: '/dashboard/orders', expect: signedIn(login('/dashboard/orders'), ok) },
  { method: 'GET', path: '/dashboard/requests', expect: signedIn(login('/dashboard/requests'), ok) },
  { method: 'GET', path: '/dashboard/profile', expect: signedIn(login('/dashboard/profile'), ok) },
  {
    method: 'GET',
    path: demoOrder,
    expect: { anonymous: { redirect: 'login' }, user: ok, admin: { status: 404 }, superAdmin: { status: 404 } },
  },
  { method: 'GET', path: '/dashboard/orders/no-such-order', expect: signedIn(login('/dashboard/orders/no-such-order'), { status: 404 }) },
  {
    method: 'GET',
    path: '/dashboard/orders/no-such-order/signed-estimate.pdf',
    expect: signedIn(login('/dashboard/orders/no-such-order/signed-estimate.pdf'), { status: 404 }),
  },
  // The signed order link and its PDF need no account: the link is the key, and a forged one opens nothing.
  { method: 'GET', path: `/orders/01936b2a-0000-7000-8000-000000000000.4102444800.${'A'.repeat(43)}`, expect: everyone({ status: 404 }) },
  { method: 'GET', path: `/orders/01936b2a-0000-7000-8000-000000000000.4102444800.${'A'.repeat(43)}/signed-estimate.pdf`, expect: everyone({ status: 404 }) },
  // A follow-up's question form needs no account: the signed token is the key, and a forged one opens no form and stores nothing.
  { method: 'GET', path: `/question/01936b2a-0000-7000-8000-000000000000.${'A'.repeat(43)}`, expect: everyone({ status: 404 }) },
  { method: 'POST', path: `/question/01936b2a-0000-7000-8000-000000000000.${'A'.repeat(43)}`, form: { message: 'Hello?' }, expect: everyone({ status: 404 }) },
  // The team's photos are public; an unknown one is not found.
  { method: 'GET', path: '/team-photos/no-such-photo', expect: everyone({ status: 404 }) },
  // The customer's estimate needs no account: the token is the only key, and a guessed one finds nothing.
  { method: 'GET', path: `/estimates/${'A'.repeat(43)}`, expect: everyone({ status: 404 }) },
  { method: 'POST', path: `/estimates/${'A'.repeat(43)}`, form: { intent: 'decline' }, expect: everyone({ status: 404 }) },
  // A review email's tracked link needs no account: every token, a guessed one too, leads to the one public review page.
  { method: 'GET', path: `/r/${'A'.repeat(43)}`, expect: everyone({ redirect: REVIEW_URL }) },
  { method: 'GET', path: `/r/${'A'.repeat(43)}/feedback`, expect: everyone({ redirect: '/contact' }) },
  // A request's confirmation link needs no account either: a forged one confirms nothing.
  { method: 'GET', path: `/requests/confirm?token=q.forged.1.${'A'.repeat(43)}`, expect: everyone(ok) },
  { method: 'POST', path: '/requests/confirm', form: { token: `q.forged.1.${'A'.repeat(43)}` }, expect: everyone({ status: 400 }) },
  // An unsubscribe link needs no account: a forged one shows that it does not work and stops nothing.
  { method: 'GET', path: `/unsubscribe/YUBleGFtcGxlLmNvbQ.${'A'.repeat(43)}`, expect: everyone(ok) },
  { method: 'POST', path: `/unsubscribe/YUBleGFtcGxlLmNvbQ.${'A'.repeat(43)}`, form: { 'List-Unsubscribe': 'One-Click' }, expect: everyone({ status: 400 }) },
  {
    method: 'POST',
    path: `/es/unsubscribe/YUBleGFtcGxlLmNvbQ.${'A'.repeat(43)}`,
    form: { 'List-Unsubscribe': 'One-Click' },
    expect: everyone({ status: 400 }),
  },
  // Booking the estimate visit is public; the manage link and the staff feed are keys, and a guessed one finds nothing.
  { method: 'GET', path: '/book', expect: everyone(ok) },
  { method: 'GET', path: '/api/availability?zip=33134', expect: everyone(ok) },
  { method: 'POST', path: '/api/bookings', json: { name: '' }, expect: everyone({ status: 400 }) },
  { method: 'GET', path: `/book/manage/${'A'.repeat(43)}`, expect: everyone({ status: 404 }) },
  { method: 'POST', path: `/book/manage/${'A'.repeat(43)}`, form: { intent: 'cancel' }, expect: everyone({ status: 404 }) },
  // The confirmation link is the visit's id and an HMAC only the server makes: a forged one confirms nothing.
  { method: 'GET', path: `/book/confirm/01936b2a-0000-7000-8000-000000000000.${'A'.repeat(43)}`, expect: everyone({ status: 404 }) },
  { method: 'POST', path: `/es/book/confirm/01936b2a-0000-7000-8000-000000000000.${'A'.repeat(43)}`, form: {}, expect: everyone({ status: 404 }) },
  { method: 'GET', path: `/calendar/b3duZXI.${'A'.repeat(32)}.ics`, expect: everyone({ status: 404 }) },
  // Twilio's webhooks: its signature is the key, checked by each; without Twilio configured they are not there for anyone.
  ...['sms', 'status', 'voice', 'dial'].map((hook): Row => ({
    method: 'POST',
    path: `/api/webhooks/twilio/${hook}`,
    form: { MessageSid: 'SM0', From: '+13055550100' },
    expect: everyone({ status: 404 }),
  })),
  {
    method: 'POST',
    path: '/dashboard/profile',
    // Past the guard, the form is checked: an empty name answers 400 and changes nothing.
    form: { intent: 'profile', name: '' },
    expect: signedIn(login('/dashboard/profile'), { status: 400 }),
  },
  { method: 'POST', path: '/dashboard/requests', form: { intent: 'verify-email' }, expect: signedIn(login('/dashboard/requests'), ok) },
  ...backOfficeRows(),
  { method: 'GET', path: '/api/me', expect: signedIn({ status: 401 }, ok) },
  { method: 'GET', path: '/logout', expect: signedIn(home, ok) },
  // Signed in already: customers go to their dashboard, staff to the back office's.
  {
    method: 'GET',
    path: '/login',
    expect: { anonymous: ok, user: dashboard, admin: { redirect: '/admin/dashboard' }, superAdmin: { redirect: '/admin/dashboard' } },
  },
  { method: 'GET', path: '/register', expect: signedIn(ok, dashboard) },
  { method: 'GET', path: '/api/auth/sign-in/email', expect: everyone({ status: 404 }) },
  { method: 'POST', path: '/api/auth/sign-up/email', form: { email: 'x@example.com' }, expect: everyone({ status: 404 }) },
];

const contexts = {} as Record<Persona, APIRequestContext>;

test.describe('authorization matrix', () => {
  test.beforeAll(async () => {
    const baseURL = test.info().project.use.baseURL;
    const admin = await createAccount('admin', 'matrix-admin');
    for (const persona of ['anonymous', 'user', 'admin', 'superAdmin'] as const) {
      contexts[persona] = await playwrightRequest.newContext({ baseURL });
    }
    await logInRequest(contexts.user, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await logInRequest(contexts.admin, admin.email, admin.password);
    await logInRequest(contexts.superAdmin, OWNER.email, OWNER.password);
  });
  test.afterAll(async () => {
    for (const context of Object.values(contexts)) await context.dispose();
  });

  for (const row of matrix) {
    for (const persona of ['anonymous', 'user', 'admin', 'superAdmin'] as const) {
      // Forms posted to one path are told apart by their intent.
      const intent = row.form?.intent ? ` (${row.form.intent})` : '';
      const label = `${typeof row.path === 'string' ? row.path : '/dashboard/orders/<the user’s order>'}${row.json ? ` ${JSON.stringify(row.json)}` : ''}${intent}`;
      test(`${row.method} ${label} as ${persona}`, async () => {
        const path = typeof row.path === 'string' ? row.path : row.path();
        const context = contexts[persona];
        const response =
          row.method === 'GET'
            ? await context.get(path, { maxRedirects: 0 })
            : row.method === 'PATCH'
              ? await context.patch(path, { data: row.json ?? {}, maxRedirects: 0 })
              : row.method === 'DELETE'
                ? await context.delete(path, { maxRedirects: 0 })
                : await context.post(path, row.json ? { data: row.json, maxRedirects: 0 } : { form: row.form ?? {}, maxRedirects: 0 });
        const expected = row.expect[persona];
        if ('redirect' in expected) {
          expect(response.status()).toBe(302);
          const location = response.headers()['location'] ?? '';
          if (expected.redirect === 'login') expect(location).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
          else expect(location).toBe(expected.redirect);
        } else {
          expect(response.status()).toBe(expected.status);
          // API routes answer JSON, never a login page or a redirect.
          if (path.startsWith('/api/') && row.method !== 'POST') expect(response.headers()['content-type']).toContain('application/json');
        }
      });
    }
  }

  test('an installer is refused the jobs API, the job page and its visits’ addresses: they are staff tools', async () => {
    const installer = await createAccount('crew', 'matrix-crew');
    const context = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
    await logInRequest(context, installer.email, installer.password);
    const visit = '/api/admin/jobs/no-such-job/visits/no-such-visit';
    expect((await context.get('/api/admin/jobs')).status()).toBe(403);
    expect((await context.patch('/api/admin/jobs/no-such-job', { data: { stage: 'install' } })).status()).toBe(403);
    expect((await context.post('/api/admin/jobs/no-such-job/visits', { data: { start: 'soon' } })).status()).toBe(403);
    expect((await context.patch(visit, { data: { crewIds: ['no-such-crew'] } })).status()).toBe(403);
    expect((await context.delete(visit)).status()).toBe(403);
    // The staff job page sends an installer to their own page.
    const page = await context.get('/admin/orders/no-such-order', { maxRedirects: 0 });
    expect(page.status()).toBe(302);
    expect(page.headers()['location']).toBe('/crew');
    await context.dispose();
  });

  test('/api/me answers the role flags and the public profile, read fresh on each request', async () => {
    const me = async (persona: Persona) => (await contexts[persona].get('/api/me')).json();
    expect(await me('user')).toEqual({
      isAdmin: false,
      isSuperAdmin: false,
      role: 'user',
      user: { id: expect.any(String), email: DEMO_CUSTOMER.email, name: expect.any(String), image: null, role: 'user' },
    });
    expect(await me('admin')).toMatchObject({ isAdmin: true, isSuperAdmin: false, role: 'admin' });
    expect(await me('superAdmin')).toMatchObject({ isAdmin: true, isSuperAdmin: true, role: 'superAdmin', user: { email: OWNER.email } });
    expect(await (await contexts.anonymous.get('/api/me')).json()).toEqual({ error: 'Sign in to continue.' });
  });

  test('another customer’s order is not found, and a role change applies on the next request', async () => {
    const other = await createAccount('user', 'matrix-other');
    const context = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
    await logInRequest(context, other.email, other.password);
    expect((await context.get(demoOrder())).status()).toBe(404);
    expect((await (await context.get('/api/me')).json()).role).toBe('user');
    expect(usersCli('set-role', '--email', other.email, '--role', 'admin')).toContain('now has the role admin');
    expect(await (await context.get('/api/me')).json()).toMatchObject({ role: 'admin', isAdmin: true });
    await context.dispose();
  });
});
