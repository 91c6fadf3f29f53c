// Test support: the text a PDF made by pdfkit shows, so tests can read a signed estimate the way
// a person would. pdfkit writes each line as hex strings (Windows-1252) in a TJ array, split
// wherever it kerns, inside Flate-compressed content streams.
import { inflateSync } from 'node:zlib';

export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const [, body] of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(body!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const [, array] of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...array!.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, digits]) => digits).join('');
      lines.push(new TextDecoder('windows-1252').decode(Buffer.from(hex, 'hex')));
    }
  }
  return lines.join('\n');
}
