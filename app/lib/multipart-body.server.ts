import { Readable } from 'node:stream';
import busboy from 'busboy';
import { type BodySource, discardBody } from './json-body.server';
import { PLAIN_FIELD_NAME } from './form-body.server';

/** A file part, read into memory up to the limit. */
export interface MultipartFile {
  field: string;
  filename: string;
  bytes: Buffer;
  /** True when the file was cut off at `fileBytes` (its bytes are then dropped). */
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

/**
 * The bytes of uploaded files held in memory by every request of the process together. A request
 * that would take more than is left is refused rather than made to wait: a client that is told
 * to come back holds nothing, one that waits holds its connection and what it has sent.
 */
export interface ByteBudget {
  take(bytes: number): boolean;
  give(bytes: number): void;
  readonly held: number;
}

export function createByteBudget(capacity: number): ByteBudget {
  let held = 0;
  return {
    take(bytes) {
      if (held + bytes > capacity) return false;
      held += bytes;
      return true;
    },
    give(bytes) {
      held -= bytes;
    },
    get held() {
      return held;
    },
  };
}

/**
 * Why a body was refused: `nameless` a part without a name, `busy` the byte budget is spent,
 * `field-after-file` a text field sent after a kept file, `too-many-files` more than `files`.
 */
export type MultipartFailure = 'too-large' | 'malformed' | 'nameless' | 'busy' | 'field-after-file' | 'too-many-files';

/** The kept files of a body, read one at a time as the caller asks for them. */
export interface MultipartFiles {
  /**
   * The next kept file, read whole; the previous one's bytes go back to the budget. A file's bytes
   * are counted against the budget as they arrive, and the rest of the body waits unread.
   */
  next(): Promise<{ file: MultipartFile } | { done: true } | { failure: MultipartFailure }>;
  /**
   * Reads the rest of the body and drops it, so the client hears the answer; safe to call again.
   * Gives the names of the files it dropped unread, so the answer can say which were not kept.
   */
  discard(): Promise<string[]>;
}

export type MultipartResult = { ok: true; fields: FormData; files: MultipartFiles } | { ok: false; reason: MultipartFailure };

export function isMultipart(request: BodySource): boolean {
  return /^multipart\/form-data\s*;/i.test(request.headers.get('content-type') ?? '');
}

interface FilePart {
  field: string;
  filename: string;
  stream: Readable;
}

/**
 * Reads a multipart/form-data body with busboy up to its first kept file: the text fields before
 * it (plain names only, at most `fieldBytes` in all) come back with the files still unread, so
 * the caller checks the fields before a byte of a photo is held. Files of other fields are read
 * past and dropped. Too much text, a part without a name or a malformed body is refused at once,
 * the rest of the body read and dropped so the client hears the answer.
 */
export async function readMultipartBody(request: BodySource, limits: MultipartLimits, budget: ByteBudget): Promise<MultipartResult> {
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
  const source = Readable.from(request.body);
  const fields = new FormData();
  const queue: FilePart[] = [];
  let fieldBytes = 0;
  let failure: MultipartFailure | null = null;
  let fileSeen = false;
  let closed = false;
  let discarding = false;
  /** The names of the files dropped unread once the body is being discarded. */
  const dropped: string[] = [];
  /** What this request holds of the budget: the file last handed to the caller. */
  let held = 0;

  let waiters: (() => void)[] = [];
  const changed = () => new Promise<void>((resolve) => waiters.push(resolve));
  const notify = () => {
    const woken = waiters;
    waiters = [];
    for (const wake of woken) wake();
  };
  const fail = (reason: MultipartFailure) => {
    failure ??= reason;
    notify();
  };
  const release = () => {
    budget.give(held);
    held = 0;
  };

  // busboy names a part without a (non-empty) name `undefined`, whatever its types say.
  parser.on('field', (name: string | undefined, value, info) => {
    if (!name) return fail('nameless');
    if (fileSeen) return fail('field-after-file');
    fieldBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
    if (info.valueTruncated || fieldBytes > limits.fieldBytes) fail('too-large');
    else if (!PLAIN_FIELD_NAME.test(name)) fail('malformed');
    else fields.append(name, value);
  });
  parser.on('file', (name: string | undefined, stream, info) => {
    // busboy fails an unfinished file's stream when the body ends early: unheard, that error would end the process.
    stream.on('error', () => fail('malformed'));
    if (!name) fail('nameless');
    if (name && discarding && limits.fileFields.includes(name) && info.filename) dropped.push(info.filename);
    if (!name || discarding || !limits.fileFields.includes(name)) {
      stream.resume();
      return;
    }
    fileSeen = true;
    queue.push({ field: name, filename: info.filename ?? '', stream });
    notify();
  });
  parser.on('filesLimit', () => fail('too-many-files'));
  parser.on('fieldsLimit', () => fail('too-large'));
  parser.on('partsLimit', () => fail('too-large'));
  parser.on('error', () => {
    fail('malformed');
    closed = true;
    notify();
    // The client still hears the answer: what it sends on is read and dropped.
    source.unpipe(parser);
    source.resume();
  });
  parser.on('close', () => {
    closed = true;
    notify();
  });

  /**
   * One file's bytes, counted against the budget as they arrive; `busy` when it is spent. A file
   * cut off at its size limit (busboy marks its stream, maybe before it is read) keeps no bytes.
   */
  function readFile(part: FilePart): Promise<MultipartFile | MultipartFailure> {
    const cut = () => (part.stream as Readable & { truncated?: boolean }).truncated === true;
    return new Promise((resolve) => {
      const chunks: Buffer[] = [];
      let refused = false;
      part.stream.on('limit', () => {
        chunks.length = 0;
        release();
      });
      part.stream.on('data', (chunk: Buffer) => {
        if (refused || cut()) return;
        if (!budget.take(chunk.length)) {
          refused = true;
          resolve('busy');
          return;
        }
        held += chunk.length;
        chunks.push(chunk);
      });
      part.stream.on('end', () =>
        resolve({ field: part.field, filename: part.filename, bytes: cut() ? Buffer.alloc(0) : Buffer.concat(chunks), truncated: cut() }),
      );
      part.stream.on('error', () => resolve('malformed'));
    });
  }

  const files: MultipartFiles = {
    async next() {
      release();
      while (!failure && !closed && queue.length === 0) await changed();
      if (failure) return { failure };
      const part = queue.shift();
      if (!part) return { done: true };
      const file = await readFile(part);
      if (typeof file === 'string') {
        fail(file);
        return { failure: file };
      }
      return { file };
    },
    async discard() {
      release();
      discarding = true;
      for (const part of queue.splice(0)) {
        if (part.filename) dropped.push(part.filename);
        part.stream.resume();
      }
      while (!closed) await changed();
      return [...dropped];
    },
  };

  source.on('error', () => parser.destroy(new Error('request aborted')));
  source.pipe(parser);
  while (!failure && !closed && queue.length === 0) await changed();
  if (failure) {
    await files.discard();
    return { ok: false, reason: failure };
  }
  return { ok: true, fields, files };
}
