import { Readable } from 'node:stream';
import busboy from 'busboy';
import { type BodySource, discardBody } from './json-body.server';
import { PLAIN_FIELD_NAME } from './form-body.server';

/** A file part, read into memory up to the limit. */
export interface MultipartFile {
  field: string;
  filename: string;
  bytes: Buffer;
  /** True when the file was cut off at `fileBytes`. */
  truncated: boolean;
}

export interface MultipartLimits {
  /** The text fields together. */
  fieldBytes: number;
  /** Each file. */
  fileBytes: number;
  files: number;
  /** The only field names whose files are kept; other file parts are read and dropped. */
  fileFields: readonly string[];
}

export type MultipartResult =
  | { ok: true; fields: FormData; files: MultipartFile[]; /** More files were sent than allowed; the rest were dropped. */ tooManyFiles: boolean }
  | { ok: false; reason: 'too-large' | 'malformed' };

export function isMultipart(request: BodySource): boolean {
  return /^multipart\/form-data\s*;/i.test(request.headers.get('content-type') ?? '');
}

/**
 * Reads a multipart/form-data body with busboy: text fields into a FormData (plain names only,
 * at most `fieldBytes` in all), files of the allowed fields into memory (each cut at `fileBytes`,
 * marked truncated; files past `files` are dropped and reported). Too much text or a malformed body is refused, and
 * the rest of the body is read and dropped so the client hears the answer.
 */
export async function readMultipartBody(request: BodySource, limits: MultipartLimits): Promise<MultipartResult> {
  if (!request.body) return { ok: false, reason: 'malformed' };
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      limits: { fieldSize: limits.fieldBytes, fields: 200, files: limits.files, fileSize: limits.fileBytes, parts: 200 + limits.files },
    });
  } catch {
    await discardBody(request);
    return { ok: false, reason: 'malformed' };
  }
  const fields = new FormData();
  const files: MultipartFile[] = [];
  let fieldBytes = 0;
  let failure: 'too-large' | 'malformed' | null = null;
  let tooManyFiles = false;

  const done = new Promise<void>((resolve) => {
    // Resolves once the parser has closed and every kept file has been read to its end.
    let parserClosed = false;
    let openFiles = 0;
    const settle = () => {
      if (parserClosed && openFiles === 0) resolve();
    };
    parser.on('field', (name, value, info) => {
      fieldBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
      if (info.valueTruncated || fieldBytes > limits.fieldBytes) failure ??= 'too-large';
      else if (!PLAIN_FIELD_NAME.test(name)) failure ??= 'malformed';
      else fields.append(name, value);
    });
    parser.on('file', (name, stream, info) => {
      if (!limits.fileFields.includes(name)) {
        stream.resume();
        return;
      }
      openFiles++;
      const chunks: Buffer[] = [];
      let truncated = false;
      stream.on('limit', () => (truncated = true));
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        files.push({ field: name, filename: info.filename ?? '', bytes: Buffer.concat(chunks), truncated });
        openFiles--;
        settle();
      });
      stream.on('error', () => {
        failure ??= 'malformed';
        openFiles--;
        settle();
      });
    });
    parser.on('filesLimit', () => (tooManyFiles = true));
    parser.on('fieldsLimit', () => (failure ??= 'too-large'));
    parser.on('partsLimit', () => (failure ??= 'too-large'));
    parser.on('error', () => {
      failure ??= 'malformed';
      resolve();
    });
    parser.on('close', () => {
      parserClosed = true;
      settle();
    });
  });

  const source = Readable.from(request.body);
  source.on('error', () => parser.destroy(new Error('request aborted')));
  source.pipe(parser);
  await done;
  source.unpipe(parser);
  if (failure) {
    source.resume();
    return { ok: false, reason: failure };
  }
  return { ok: true, fields, files, tooManyFiles };
}
