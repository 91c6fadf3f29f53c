import { describe, expect, it } from 'vitest';
import { createByteBudget, type MultipartLimits, readMultipartBody } from './multipart-body.server';

const MB = 1024 * 1024;
const limits: MultipartLimits = { fieldBytes: 64 * 1024, fileBytes: 15 * MB, files: 8, fileFields: ['photos'] };
const part = (disposition: string, content: string) => `--b\r\nContent-Disposition: ${disposition}\r\n\r\n${content}\r\n`;
const field = (name: string, value: string) => part(`form-data; name="${name}"`, value);
const photoHead = (filename: string) => `--b\r\nContent-Disposition: form-data; name="photos"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`;

/** A body sent in pieces, as a slow client sends it: each piece waits for its promise (if any) to settle. */
function upload(pieces: (string | Uint8Array | Promise<string>)[]) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = pieces.shift();
      if (next === undefined) return controller.close();
      const value = await next;
      controller.enqueue(typeof value === 'string' ? encoder.encode(value) : value);
    },
  });
  return new Request('http://localhost/get-quote', {
    method: 'POST',
    body,
    headers: { 'content-type': 'multipart/form-data; boundary=b' },
    duplex: 'half',
  } as RequestInit);
}

describe('readMultipartBody', () => {
  it('hands back the fields before a byte of the photos is read, and each photo only when asked for', async () => {
    let send!: (rest: string) => void;
    const rest = new Promise<string>((resolve) => (send = resolve));
    const budget = createByteBudget(16 * MB);
    const body = await readMultipartBody(
      upload([field('firstName', 'Ana') + field('email', 'ana@example.com'), `${photoHead('a.jpg')}xyz`, rest]),
      limits,
      budget,
    );
    if (!body.ok) throw new Error(body.reason);
    // The photo is still being sent: the fields are answered all the same.
    expect(Object.fromEntries(body.fields)).toEqual({ firstName: 'Ana', email: 'ana@example.com' });
    expect(budget.held).toBe(0);

    send(`${'x'.repeat(997)}\r\n--b--\r\n`);
    const first = await body.files.next();
    expect(first).toMatchObject({ file: { field: 'photos', filename: 'a.jpg', truncated: false } });
    expect(budget.held).toBe(1000);
    expect(await body.files.next()).toEqual({ done: true });
    expect(budget.held).toBe(0);
  });

  it('refuses a photo as busy once the photos held by every request together would pass the budget, and gives its bytes back', async () => {
    const budget = createByteBudget(1 * MB);
    const chunk = new Uint8Array(256 * 1024);
    const body = await readMultipartBody(
      upload([field('firstName', 'Ana'), photoHead('big.jpg'), ...Array.from({ length: 8 }, () => chunk), '\r\n--b--\r\n']),
      limits,
      budget,
    );
    if (!body.ok) throw new Error(body.reason);
    expect(await body.files.next()).toEqual({ failure: 'busy' });
    await body.files.discard();
    expect(budget.held).toBe(0);
  });

  it('refuses a text field sent after a photo', async () => {
    const body = await readMultipartBody(
      upload([field('firstName', 'Ana'), `${photoHead('a.jpg')}xyz\r\n`, field('email', 'ana@example.com'), '--b--\r\n']),
      limits,
      createByteBudget(MB),
    );
    if (!body.ok) throw new Error(body.reason);
    let next = await body.files.next();
    while ('file' in next) next = await body.files.next();
    expect(next).toEqual({ failure: 'field-after-file' });
    await body.files.discard();
  });

  it('refuses a body that ends in the middle of a photo, read or not yet asked for', async () => {
    for (const asked of [true, false]) {
      const body = await readMultipartBody(upload([field('firstName', 'Ana'), `${photoHead('a.jpg')}xyz`]), limits, createByteBudget(MB));
      if (!body.ok) throw new Error(body.reason);
      if (asked) expect(await body.files.next()).toEqual({ failure: 'malformed' });
      await body.files.discard();
    }
  });

  it('refuses a part without a name at once, field or file', async () => {
    for (const nameless of [
      part('form-data', 'Hello'),
      part('form-data; name=""', 'Hello'),
      `--b\r\nContent-Disposition: form-data; filename="a.jpg"\r\n\r\nxyz\r\n`,
    ]) {
      const body = await readMultipartBody(upload([field('firstName', 'Ana'), nameless, '--b--\r\n']), limits, createByteBudget(MB));
      expect(body, nameless).toEqual({ ok: false, reason: 'nameless' });
    }
  });
});
