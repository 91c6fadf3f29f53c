import { queryE2eDatabase } from './database';
import { expect, test } from './fixtures';

const quote = {
  firstName: 'Api',
  lastName: 'Client',
  email: 'integration@example.com',
  phone: '305-555-0111',
  address: '1 Miracle Mile',
  city: 'Coral Gables',
  state: 'FL',
  zipCode: '33134',
  projectType: 'weatherproofing',
  projectDescription: 'Seal twelve windows before hurricane season.',
};

test('the JSON API answers each case over HTTP', async ({ request }) => {
  const created = await request.post('/api/quote-requests', { data: { ...quote, utm_campaign: 'spring' } });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  expect(queryE2eDatabase('select utm_campaign from quote_requests where id = ?', id)).toEqual([{ utm_campaign: 'spring' }]);

  const invalid = await request.post('/api/contact-messages', { data: { email: 'x' } });
  expect(invalid.status()).toBe(400);
  expect((await invalid.json()).fieldErrors).toMatchObject({ email: ['Invalid email address'], name: ['Name is required'] });

  const malformed = await request.post('/api/quote-requests', { headers: { 'content-type': 'application/json' }, data: '{"firstName":' });
  expect(malformed.status()).toBe(400);
  expect((await malformed.json()).error).toBeTruthy();

  const large = await request.post('/api/quote-requests', { data: { ...quote, projectDescription: 'y'.repeat(70 * 1024) } });
  expect(large.status()).toBe(413);

  const wrongType = await request.post('/api/quote-requests', { headers: { 'content-type': 'text/plain' }, data: JSON.stringify(quote) });
  expect(wrongType.status()).toBe(415);
});

test('a POST from another site is refused', async ({ request }) => {
  const response = await request.post('/api/contact-messages', {
    headers: { origin: 'https://evil.example' },
    data: { name: 'x', email: 'x@example.com', subject: 'other', message: 'x' },
  });
  expect(response.status()).toBe(403);
  const form = await request.post('/contact', { headers: { origin: 'https://evil.example' }, form: { name: 'x' } });
  expect(form.status()).toBe(403);
});
