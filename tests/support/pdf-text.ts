// Test support: a PDF read the way a person or a reader would, with Poppler's tools: its text
// (pdftotext, in UTF-8) and what pdfsig says of its digital signature.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { popplerTool } from '../../scripts/poppler.js';

function withFile<T>(pdf: Buffer, read: (path: string) => T): T {
  const folder = mkdtempSync(join(tmpdir(), 'pdf-'));
  try {
    const path = join(folder, 'document.pdf');
    writeFileSync(path, pdf);
    return read(path);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export function pdfText(pdf: Buffer): string {
  return withFile(pdf, (path) => execFileSync(popplerTool('pdftotext'), ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' }));
}

/** pdfsig's report on the file's signatures (it exits non-zero when one does not verify). */
export function pdfSignatureReport(pdf: Buffer): string {
  return withFile(pdf, (path) => {
    const result = spawnSync(popplerTool('pdfsig'), [path], { encoding: 'utf8' });
    return `${result.stdout}${result.stderr}`;
  });
}
