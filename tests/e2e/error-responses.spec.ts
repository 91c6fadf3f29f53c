import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { logInRequest, newCustomer, OWNER } from './accounts-helpers';
import { type Case, expectAnswer, json, urlencoded } from './error-leaks';
import { test } from './fixtures';

const deepJson = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
const invalidUtf8 = Buffer.from([0x7b, 0x22, 0x6d, 0x65, 0x73, 0x73, 0x61, 0x67, 0x65, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0x22, 0x7d]);

test('error answers to anonymous visitors carry no stack trace, SQL or server path', async ({ request }) => {
  test.setTimeout(60_000);
  const cases: [Case, number][] = [
    [['GET', '/no-such-page'], 404],
    [['GET', '/%E0%A4%A'], 404],
    [['GET', '/services/%E0%A4%A'], 302],
    [['GET', '/about?x=%E0%A4%A&%ZZ=%'], 200],
    [['GET', '/no-such-page.data'], 404],
    [['GET', '/about.data?_routes=%E0%A4%A'], 200],
    [['GET', '/assets/no-such-file.js'], 404],
    [['GET', '/assets/%E0%A4%A'], 400],
    [['GET', '/..%2f..%2fpackage.json'], 404],
    [['GET', '/api/no-such-route'], 404],
    [['GET', '/api/auth/%E0%A4%A'], 404],
    [['GET', '/api/auth/sign-in/email'], 404],
    [['GET', '/auth/no-such-provider'], 404],
    [['GET', '/verify-email?token=%E0%A4%A'], 200],
    [['GET', '/reset-password?token=%00%27%20OR%201%3D1--'], 200],
    [['GET', '/dashboard/orders/%E0%A4%A'], 302],
    [['GET', '/api/me'], 401],
    [['GET', '/api/admin/quote-requests'], 401],
    [['POST', '/about', { headers: urlencoded, data: 'x=1' }], 405],
    [['POST', '/about.data', { headers: urlencoded, data: 'x=1' }], 405],
    [['POST', '/no-such-page', { headers: urlencoded, data: 'x=1' }], 405],
    [['POST', `/r/${'A'.repeat(43)}`, { headers: urlencoded, data: 'x=1' }], 405],
    [['GET', '/project-photos/no-such-photo.webp'], 404],
    [['DELETE', '/api/me'], 405],
    [['PUT', '/api/chat', { headers: json, data: '{}' }], 405],
    [['PROPFIND', '/api/chat'], 405],
    [['GET', '/api/chat'], 405],
    [['POST', '/api/chat', { headers: json, data: '{"sessionId":' }], 400],
    [['POST', '/api/chat', { headers: json, data: deepJson }], 413],
    [['POST', '/api/chat', { headers: json, data: invalidUtf8 }], 400],
    [['POST', '/api/chat', { headers: { 'content-type': 'text/plain' }, data: '{}' }], 415],
    [['POST', '/api/chat', { headers: json, data: JSON.stringify({ sessionId: "' OR 1=1 --", message: 'hi' }) }], 400],
    [['POST', '/api/chatbot-contacts', { headers: json, data: JSON.stringify({ sessionId: 1, name: [], email: {} }) }], 400],
    [['POST', '/api/quote-requests', { headers: json, data: '[1,2]' }], 400],
    [['POST', '/api/quote-requests', { headers: json, data: 'x'.repeat(1024 * 1024) }], 413],
    [['POST', '/api/contact-messages', { headers: json, data: deepJson }], 413],
    [['POST', '/api/contact-messages', { headers: { 'content-type': 'application/xml' }, data: '<a/>' }], 415],
    [['POST', '/contact', { headers: urlencoded, data: `name=${'z'.repeat(200_000)}` }], 400],
    [['POST', '/contact', { headers: urlencoded, data: `name${'[0]'.repeat(5000)}=1&message${'.a'.repeat(5000)}=1` }], 400],
    [['POST', '/get-quote.data', { headers: urlencoded, data: 'firstName%5B99999999%5D=1' }], 400],
    [
      [
        'POST',
        '/get-quote',
        { headers: { 'content-type': 'multipart/form-data; boundary=broken' }, data: '--broken\r\nContent-Disposition: form-data; name="x"\r\n\r\n' },
      ],
      400,
    ],
    [['POST', '/login', { headers: urlencoded, data: Buffer.from([0x65, 0x6d, 0x61, 0x69, 0x6c, 0x3d, 0xc3, 0x28, 0x25, 0x5a, 0x5a]) }], 400],
    [['PATCH', '/login', { headers: urlencoded, data: 'email=x' }], 400],
    [['POST', '/register', { form: { name: 'x', email: "' OR ''='", password: 'a', confirmPassword: 'b' } }], 400],
    [['POST', '/reset-password', { form: { token: "' OR 1=1 --", password: 'long-enough', confirmPassword: 'long-enough' } }], 400],
    [['POST', '/dashboard/profile', { form: { intent: 'profile', name: 'x' } }], 302],
    [['GET', '/api/me', { headers: { cookie: `gwc.session_token=${'a'.repeat(20_000)}` } }], 431],
  ];
  for (const [request_, status] of cases) await expectAnswer(request, request_, status);
});

test('error answers to signed-in staff and customers carry no stack trace, SQL or server path', async ({ request }) => {
  test.setTimeout(60_000);
  const baseURL = test.info().project.use.baseURL;
  const owner = await playwrightRequest.newContext({ baseURL });
  await logInRequest(owner, OWNER.email, OWNER.password);
  const customer = await playwrightRequest.newContext({ baseURL });
  const account = await newCustomer(request, 'errors');
  await logInRequest(customer, account.email, account.password);

  const cases: [APIRequestContext, Case, number][] = [
    [owner, ['GET', '/admin/quote-submissions/%E0%A4%A'], 404],
    [owner, ['GET', "/admin/quote-submissions/'%20OR%201%3D1--"], 404],
    [owner, ['GET', '/admin/contact-submissions/no-such-lead.data'], 404],
    [owner, ['GET', '/admin/chatbot-contacts/%00'], 404],
    [owner, ['GET', '/admin/quote-submissions?search=%22%20OR%20NEAR(a%20b)%20*&page=-1&sort=%E0%A4%A'], 302],
    [owner, ['GET', '/admin/quote-submissions?search=%22%20OR%20NEAR(a%20b)%20*'], 200],
    [owner, ['GET', '/admin/quote-submissions/export.csv?search=%22)%20OR%20(%22&status=%E0%A4%A'], 200],
    [owner, ['GET', '/admin/settings?usersPage=%E0%A4%A'], 200],
    [owner, ['POST', '/admin/settings', { headers: urlencoded, data: 'intent=%E0%A4%A' }], 400],
    [owner, ['POST', '/admin/quote-submissions/no-such-lead', { form: { intent: 'update', status: "quoted'; --" } }], 400],
    [owner, ['POST', '/admin/quote-submissions/no-such-lead', { form: { intent: 'restore' } }], 404],
    [owner, ['GET', '/api/admin/quote-requests/%00'], 404],
    [owner, ['GET', '/api/admin/no-such-kind/1'], 404],
    [owner, ['GET', '/api/admin/quote-requests?page=-1'], 400],
    [owner, ['GET', '/api/admin/quote-requests?search=%22%20OR%20NEAR(a%20b)%20*%20-'], 200],
    [owner, ['GET', "/api/admin/contact-messages?search=')%3B%20DROP%20TABLE%20contact_messages%3B--"], 200],
    [owner, ['PATCH', '/api/admin/quote-requests/no-such-lead', { headers: json, data: '{"status":' }], 400],
    [owner, ['PATCH', '/api/admin/quote-requests/no-such-lead', { headers: json, data: JSON.stringify({ status: 'quoted' }) }], 404],
    [owner, ['PATCH', '/api/admin/quote-requests/no-such-lead', { headers: json, data: JSON.stringify({ status: { $ne: 1 } }) }], 400],
    [owner, ['DELETE', '/api/admin/quote-requests/no-such-lead'], 405],
    [owner, ['POST', '/api/admin/roles', { headers: json, data: JSON.stringify({ email: "x' OR '1'='1", role: 'admin' }) }], 404],
    [owner, ['POST', '/api/admin/roles', { headers: json, data: deepJson }], 413],
    [customer, ['GET', '/admin/quote-submissions/%E0%A4%A'], 302],
    [customer, ['GET', '/api/admin/quote-requests'], 403],
    [customer, ['GET', '/dashboard/orders/%E0%A4%A'], 404],
    [customer, ['GET', "/dashboard/orders/'%20OR%201%3D1--"], 404],
    [customer, ['POST', '/dashboard/profile', { headers: urlencoded, data: 'intent=nonsense' }], 400],
    [
      customer,
      [
        'POST',
        '/dashboard/profile',
        { form: { intent: 'password', currentPassword: 'x'.repeat(5000), newPassword: 'new-password', confirmPassword: 'new-password' } },
      ],
      400,
    ],
  ];
  for (const [context, request_, status] of cases) await expectAnswer(context, request_, status);
  await owner.dispose();
  await customer.dispose();
});
