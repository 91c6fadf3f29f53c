import { describe, expect, it } from 'vitest';
import { readFormBody } from './form-body.server';

const post = (body: BodyInit, type: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost/contact', { method: 'POST', body, headers: { 'content-type': type, ...headers } });
const urlencoded = 'application/x-www-form-urlencoded';

describe('readFormBody', () => {
  it('reads urlencoded and multipart forms', async () => {
    const plain = await readFormBody(post('name=Ana+P%C3%A9rez&intent=profile&utm_source=x', urlencoded), 1024);
    expect([...plain!.entries()]).toEqual([
      ['name', 'Ana Pérez'],
      ['intent', 'profile'],
      ['utm_source', 'x'],
    ]);
    const multipart = await readFormBody(
      post('--b\r\nContent-Disposition: form-data; name="message"\r\n\r\nHello\r\n--b--\r\n', 'multipart/form-data; boundary=b'),
      1024,
    );
    expect(multipart!.get('message')).toBe('Hello');
  });

  it('refuses field names that would be read as paths into nested objects', async () => {
    for (const name of [`name${'[0]'.repeat(5000)}`, `message${'.a'.repeat(5000)}`, 'firstName[99999999]', '__proto__.polluted', 'x'.repeat(65)]) {
      expect(await readFormBody(post(`${encodeURIComponent(name)}=1&name=Ana`, urlencoded), 64 * 1024), name.slice(0, 20)).toBeUndefined();
    }
  });

  it('refuses a body over the limit, whether declared or only counted as it arrives', async () => {
    expect(await readFormBody(post(`name=${'z'.repeat(2000)}`, urlencoded), 1024)).toBeUndefined();
    const streamed = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 4; i++) controller.enqueue(new TextEncoder().encode(`name${i}=${'z'.repeat(500)}&`));
        controller.close();
      },
    });
    const request = new Request('http://localhost/contact', {
      method: 'POST',
      body: streamed,
      headers: { 'content-type': urlencoded },
      duplex: 'half',
    } as RequestInit);
    expect(await readFormBody(request, 1024)).toBeUndefined();
  });

  it('refuses a body that is not a form', async () => {
    expect(await readFormBody(post('{"name":"Ana"}', 'application/json'), 1024)).toBeUndefined();
    expect(
      await readFormBody(post('--broken\r\nContent-Disposition: form-data; name="x"\r\n\r\n', 'multipart/form-data; boundary=broken'), 1024),
    ).toBeUndefined();
  });
});
