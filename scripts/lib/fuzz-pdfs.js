// PDFs for /verify in `npm run test:fuzz`: the signed estimate as it was sent, copies changed
// after signing, and hostile files (huge, malformed, encrypted, deflate and zip bombs, forged
// signature dictionaries, ASN.1 nested past any stack), each in a multipart body built part by
// part, with the answers the page may give.
import { deflateSync } from 'node:zlib';

const MB = 1024 * 1024;
const BOUNDARY = 'fuzzverify';
export const VERIFY_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

function part(name, value, filename) {
  const disposition = `form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"\r\nContent-Type: application/pdf`}`;
  return Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n`), Buffer.from(value), Buffer.from('\r\n')]);
}
const END = Buffer.from(`--${BOUNDARY}--\r\n`);

/** A multipart body with one file in the page's field (or the parts given). */
export function verifyBody(file, parts = [part('document', file, 'estimate.pdf')]) {
  return Buffer.concat([...parts, END]);
}

const pdf = (body) => Buffer.from(`%PDF-1.7\n${body}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`, 'latin1');

/** What the page says of each kind of file, in each language (the heading of its answer). */
const HEADINGS = {
  verified: ['This is a document we signed, unchanged since', 'Es un documento firmado por nosotros y no ha cambiado'],
  changed: ['This document was changed after we signed it', 'Este documento cambió después de que lo firmamos'],
  foreign: ['This is not a document we signed', 'Este no es un documento firmado por nosotros'],
};

/** Whether an answer (a page, or its `.data`) says `outcome`. */
export function showsOutcome(text, outcome) {
  return text.includes(`"${outcome}"`) || HEADINGS[outcome].some((heading) => text.includes(heading));
}

/** The hostile files, made once: they are large to build. */
export function loadHostilePdfs(maxMegabytes) {
  const zeros = Buffer.alloc(64 * MB);
  const bomb = deflateSync(zeros, { level: 9 });
  const nested = '3080'.repeat(20_000);
  return {
    huge: Buffer.concat([pdf('1 0 obj << /Type /Catalog >> endobj'), Buffer.alloc(Math.ceil((maxMegabytes + 1) * MB), 0x20)]),
    encrypted: pdf(
      '1 0 obj << /Type /Catalog >> endobj\n2 0 obj << /Filter /Standard /V 5 /R 6 /Length 256 /O <00> /U <00> /P -4 >> endobj\ntrailer << /Encrypt 2 0 R >>',
    ),
    deflateBomb: Buffer.concat([
      Buffer.from(`%PDF-1.7\n1 0 obj << /Length ${bomb.length} /Filter /FlateDecode >>\nstream\n`),
      bomb,
      Buffer.from('\nendstream\nendobj\n%%EOF\n'),
    ]),
    // A zip whose one entry inflates to 64 MB (a local file header, then the deflated bytes).
    zipBomb: Buffer.concat([
      Buffer.from('504b0304140000000800', 'hex'),
      Buffer.alloc(16),
      Buffer.from('0800', 'hex'),
      Buffer.alloc(2),
      Buffer.from('bomb.pdf'),
      bomb,
    ]),
    forgedRange: pdf('1 0 obj << /Type /Sig /ByteRange [0 999999999999 999999999999 999999999999] /Contents <3082> >> endobj'),
    garbageSignature: pdf(`1 0 obj << /Type /Sig /ByteRange [0 10 ${10 + 2 + 8} 40] /Contents <${'ab'.repeat(4)}> >> endobj`),
    nestedAsn1: (() => {
      // Fixed-width numbers, so the ranges can be computed before they are written.
      const width = (n) => String(n).padStart(10, '0');
      const contents = `<${nested}>`;
      const suffix = ' >> endobj\n%%EOF\n';
      const prefixOf = (start, end) => `%PDF-1.7\n1 0 obj << /Type /Sig /ByteRange [0 ${width(start)} ${width(end)} ${width(suffix.length)}] /Contents `;
      const start = prefixOf(0, 0).length;
      return Buffer.from(`${prefixOf(start, start + contents.length)}${contents}${suffix}`, 'latin1');
    })(),
  };
}

/**
 * One /verify case: `{ what, body, type, expect, outcome }`: the statuses the page may answer and,
 * for a 200, what it must say. Refusals (400, 413, 429) carry their message, as the fuzz checks for every 4xx.
 */
export function createVerifyCase({ pick, chance, int }, signed, hostile) {
  // A byte of the signed ranges, away from the /ByteRange that says where they are: one inside the
  // signature's own bytes, or in its ranges, makes a file whose signature cannot even be read.
  const range = /\/ByteRange \[0 (\d+) (\d+) \d+\]/.exec(signed.toString('latin1'));
  const [contentsStart, contentsEnd] = [Number(range[1]), Number(range[2])];
  const nearRange = (at) => at >= range.index - 8 && at < range.index + range[0].length + 8;
  const changedByte = () => {
    const copy = Buffer.from(signed);
    let at;
    do at = chance(0.5) ? 20 + int(contentsStart - 20) : contentsEnd + int(signed.length - contentsEnd);
    while (nearRange(at));
    copy[at] = copy[at] ^ (1 + int(255));
    return copy;
  };
  const ok = [200, 429];
  const cases = [
    () => ({ what: 'the signed PDF as sent', body: verifyBody(signed), expect: ok, outcome: 'verified' }),
    () => ({ what: 'the signed PDF with one byte changed', body: verifyBody(changedByte()), expect: ok, outcome: 'changed' }),
    () => ({
      what: 'the signed PDF with bytes appended',
      body: verifyBody(Buffer.concat([signed, Buffer.from('\n1 0 obj << >> endobj\n%%EOF\n')])),
      expect: ok,
      outcome: 'changed',
    }),
    () => ({ what: 'the signed PDF cut short', body: verifyBody(signed.subarray(0, int(signed.length))), expect: ok }),
    () => ({ what: 'a PDF over the size limit', body: verifyBody(hostile.huge), expect: [413, 429] }),
    () => ({ what: 'an encrypted PDF', body: verifyBody(hostile.encrypted), expect: ok, outcome: 'foreign' }),
    () => ({ what: 'a deflate bomb', body: verifyBody(hostile.deflateBomb), expect: ok, outcome: 'foreign' }),
    () => ({ what: 'a zip bomb', body: verifyBody(hostile.zipBomb), expect: ok, outcome: 'foreign' }),
    () => ({ what: 'a forged /ByteRange', body: verifyBody(hostile.forgedRange), expect: ok, outcome: 'foreign' }),
    () => ({ what: 'a garbage signature', body: verifyBody(hostile.garbageSignature), expect: ok, outcome: 'foreign' }),
    () => ({ what: 'ASN.1 nested 20,000 deep', body: verifyBody(hostile.nestedAsn1), expect: ok, outcome: 'foreign' }),
    () => ({ what: 'random bytes', body: verifyBody(Buffer.from(Array.from({ length: int(4096) }, () => int(256)))), expect: ok, outcome: 'foreign' }),
    () => ({ what: 'an empty file', body: verifyBody(Buffer.alloc(0)), expect: [400, 429] }),
    () => ({ what: 'no file', body: verifyBody(null, [part('note', 'hello')]), expect: [400, 429] }),
    () => ({ what: 'two files', body: verifyBody(null, [part('document', signed, 'a.pdf'), part('document', signed, 'b.pdf')]), expect: ok.concat(400) }),
    () => ({ what: 'a body cut short', body: verifyBody(signed).subarray(0, 300), expect: [400, 429] }),
    () => ({ what: 'a form that is not multipart', body: Buffer.from('document=%25PDF-1.7'), type: 'application/x-www-form-urlencoded', expect: [400, 429] }),
  ];
  // The file over the limit is a tenth of the cases: it is the slowest to send.
  const made = chance(0.1) ? cases[4]() : pick(cases.filter((_, index) => index !== 4))();
  return { type: VERIFY_TYPE, ...made };
}
