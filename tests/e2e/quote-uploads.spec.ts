// Issue 31: what a hostile or careless upload costs the server, tried against a production server.
// Each journey failed before its fix.
import { hugePng } from '#tests/support/photos';
import { expect, test } from './fixtures';

const quote = {
  firstName: 'Marisol',
  lastName: 'Ortega',
  email: 'marisol.uploads@example.com',
  phone: '(305) 555-0188',
  address: '540 Biltmore Way',
  city: 'Coral Gables',
  state: 'FL',
  zipCode: '33134',
  projectType: 'window-replacement',
  projectDescription: 'Eight aluminium windows to replace with impact glass.',
};

test('a multipart part without a name is answered 400 at once, with a message, by every form that takes multipart', async ({ request }) => {
  const nameless = [
    '--b\r\nContent-Disposition: form-data\r\n\r\nHello\r\n--b--\r\n',
    '--b\r\nContent-Disposition: form-data; filename="a.jpg"\r\n\r\nxyz\r\n--b--\r\n',
  ];
  const answers: [string, RegExp][] = [
    ['/get-quote', /The form could not be read\. Please try again\./],
    ['/contact', /The form could not be read\. Please try again\./],
    ['/es/get-quote', /No pudimos leer el formulario\. Por favor, inténtelo de nuevo\./],
    ['/api/quote-requests', /Every part of the multipart body needs a name/],
  ];
  for (const body of nameless) {
    for (const [path, message] of answers) {
      const response = await request.post(path, { headers: { 'content-type': 'multipart/form-data; boundary=b' }, data: Buffer.from(body), timeout: 5_000 });
      expect(response.status(), `${path} ${body}`).toBe(400);
      expect(await response.text(), path).toMatch(message);
    }
  }
});

test('a small PNG declaring 100 megapixels is refused by its size in pixels, in the visitor’s language', async ({ request }) => {
  const png = await hugePng();
  const photos = { name: 'plano.png', mimeType: 'image/png', buffer: png };
  const spanish = await request.post('/es/get-quote', { multipart: { ...quote, photos }, timeout: 10_000 });
  expect(spanish.status()).toBe(400);
  expect(await spanish.text()).toContain(
    '«plano.png» mide 10000 × 10000 píxeles; aceptamos imágenes PNG de hasta 16 megapíxeles. Envíe una copia más pequeña, o una JPEG.',
  );
  const api = await request.post('/api/quote-requests', { multipart: { ...quote, photos: { ...photos, name: 'plan.png' } }, timeout: 10_000 });
  expect(api.status()).toBe(400);
  expect((await api.json()).fieldErrors.photos).toEqual([
    '"plan.png" is 10000 × 10000 pixels; we take PNG images of up to 16 megapixels. Send a smaller copy of it, or a JPEG.',
  ]);
});
