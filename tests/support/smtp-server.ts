// Test support: a real SMTP server on 127.0.0.1, so nodemailer and the outbox worker are tested
// end to end over the wire, and readers for what it received.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** The next `count` messages are answered with a temporary failure. */
  refuse(count: number): void;
  /** Messages are held this long before the server answers. */
  delay(ms: number): void;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  let delayMs = 0;
  const server = new SMTPServer({
    authOptional: true,
    // The test server has no certificate nodemailer would trust, so it does not offer TLS.
    hideSTARTTLS: true,
    // Senders keep pooled connections open: closing does not wait for them to leave.
    closeTimeout: 100,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        setTimeout(() => {
          if (refusals > 0) {
            refusals -= 1;
            return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          }
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        }, delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse(count) {
      refusals = count;
    },
    delay(ms) {
      delayMs = ms;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A header's value from a raw message, unfolded. */
export function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The Subject header, its RFC 2047 encoded words (=?UTF-8?Q?…?= or =?UTF-8?B?…?=) decoded. */
export function subjectOf(raw: string): string {
  return (header(raw, 'subject') ?? '').replace(/=\?UTF-8\?([QB])\?(.*?)\?=\s*/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/** The attachments of a raw MIME message, decoded from base64, by file name. */
export function attachments(raw: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const parts = raw.matchAll(/Content-Disposition: attachment; filename=("?)([^"\r\n]+)\1\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g);
  for (const [, , name, body] of parts) files.set(name!, Buffer.from(body!.replace(/\s/g, ''), 'base64'));
  return files;
}

/** The decoded text/plain and text/html parts of a raw message (quoted-printable, base64 or plain). */
export function bodyParts(raw: string): { text?: string; html?: string } {
  const parts: { text?: string; html?: string } = {};
  const pattern =
    /Content-Type: text\/(plain|html)[^\r\n]*(?:\r?\n[ \t][^\r\n]*)*\r?\nContent-Transfer-Encoding: ([\w-]+)\r?\n\r?\n([\s\S]*?)(?=\r?\n--[-_=A-Za-z0-9]{10,}|$)/g;
  const sections = [...raw.matchAll(pattern)].map(([, type, encoding, body]) => [type!, encoding!, body!] as const);
  // A message of one plain part keeps its type and encoding among the message's own headers, in any order.
  const head = /^([\s\S]*?)\r?\n\r?\n([\s\S]*)$/.exec(raw);
  const single = head && /^Content-Type: text\/(plain|html)/im.exec(head[1]!);
  if (sections.length === 0 && head && single) {
    sections.push([single[1]!, /^Content-Transfer-Encoding: ([\w-]+)/im.exec(head[1]!)?.[1] ?? '7bit', head[2]!] as const);
  }
  for (const [type, encoding, body] of sections) {
    const bytes =
      encoding.toLowerCase() === 'quoted-printable'
        ? Buffer.from(
            body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          )
        : encoding.toLowerCase() === 'base64'
          ? Buffer.from(body.replace(/\s/g, ''), 'base64')
          : Buffer.from(body, 'utf8');
    parts[type === 'plain' ? 'text' : 'html'] = bytes.toString('utf8');
  }
  return parts;
}
