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

/** The text of one page (from 1), as pdftotext reads it. */
export function pdfPageText(pdf: Buffer, page: number): string {
  return withFile(pdf, (path) =>
    execFileSync(popplerTool('pdftotext'), ['-enc', 'UTF-8', '-f', String(page), '-l', String(page), path, '-'], { encoding: 'utf8' }),
  );
}

/** Each word of one page with the height of its box in points (pdftotext -bbox): a word set in 12-point DejaVu Sans is about 14 pt tall. */
export function pdfPageWords(pdf: Buffer, page: number): { word: string; height: number }[] {
  const html = withFile(pdf, (path) =>
    execFileSync(popplerTool('pdftotext'), ['-enc', 'UTF-8', '-bbox', '-f', String(page), '-l', String(page), path, '-'], { encoding: 'utf8' }),
  );
  return [...html.matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((match) => ({
    word: match[3]!.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>'),
    height: Number(match[2]) - Number(match[1]),
  }));
}

/** pdfsig's report on the file's signatures (it exits non-zero when one does not verify). */
export function pdfSignatureReport(pdf: Buffer): string {
  return withFile(pdf, (path) => {
    const result = spawnSync(popplerTool('pdfsig'), [path], { encoding: 'utf8' });
    return `${result.stdout}${result.stderr}`;
  });
}
