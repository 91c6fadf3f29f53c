import { data } from 'react-router';
import { type CompanyContact, companyContact } from '~/content/estimates';
import { verifyPageFor as english, type VerifyPageWords } from '~/content/verify';
import { verifyPageFor as spanish } from '~/content/es/verify';
import { getCompany } from '~/features/business/profile.server';
import { formatLongDateTime } from '~/features/calendar/business-dates';
import type { Locale } from '~/lib/locale';
import { readMultipartBody } from '~/lib/multipart-body.server';
import { addressLimitKey } from '~/lib/network-address.server';
import type { AppServices } from '~/lib/request-context';
import { findSignedByPdfHash } from './estimates.server';
import { checkPdfSignature } from './pdf-verification.server';
import { sha256Hex } from './tokens.server';

// /verify: anyone uploads a PDF and hears whether it is a signed estimate of ours, unchanged since
// it was signed, which one and when; or that it was changed after signing; or that it is not ours.
// The file is read into memory (within the process's upload budget, UPLOAD_BYTES_IN_FLIGHT_MB,
// and VERIFY_MAX_MB), checked, and dropped: nothing of it is stored or logged.

const wordsFor: Readonly<Record<Locale, (company: CompanyContact) => VerifyPageWords>> = { en: english, es: spanish };

/** The page's words in a language, naming the company as the company profile has it now. */
async function verifyWords(services: AppServices, language: Locale): Promise<VerifyPageWords> {
  return wordsFor[language](companyContact(await getCompany(services.db)));
}

export const DOCUMENT_FIELD = 'document';

/** What the page shows after a check, in its language; `message` for a file that could not be checked. */
export type VerifyReply = { outcome: 'verified'; lines: string[] } | { outcome: 'changed' | 'foreign'; lines: [] } | { outcome: 'error'; message: string };

const noStore = { 'Cache-Control': 'private, no-store' };

function megabytes(services: AppServices): string {
  return String(services.env.VERIFY_MAX_MB);
}

/** The page's settings: the size limit it states. */
export function verifyPageData(services: AppServices) {
  return { maxMegabytes: megabytes(services), maxBytes: Math.floor(services.env.VERIFY_MAX_MB * 1024 * 1024) };
}

function fail(status: number, message: string, headers: Record<string, string> = {}) {
  return data<VerifyReply>({ outcome: 'error', message }, { status, headers: { ...noStore, ...headers } });
}

/** What one file is: ours and unchanged (with its estimate when our records have it), changed after signing, or not ours. */
export async function describeDocument(services: AppServices, file: Buffer, language: Locale): Promise<VerifyReply> {
  const words = (await verifyWords(services, language)).verified;
  const check = await checkPdfSignature(file);
  const record = await findSignedByPdfHash(services.db, sha256Hex(file));
  // Ours: sealed with our certificate, the current one or one a change of the company's name retired.
  const ours = check.kind !== 'unsigned' && check.fingerprint !== null && (await services.signing.recognises(check.fingerprint));
  if (check.kind === 'valid' && check.wholeFile && (ours || record)) {
    const when = (iso: string) => formatLongDateTime(iso, language);
    const lines = record ? [words.estimate(record.estimateNumber, record.signerName, when(record.signedAt))] : [words.unrecorded];
    if (check.signingTime) lines.push(words.sealed(when(check.signingTime)));
    if (check.timestamp)
      lines.push(check.timestamp.confirmed ? words.timestamped(when(check.timestamp.at), check.timestamp.authority) : words.timestampUnconfirmed);
    if (record) lines.push(record.trailIntact ? words.trailIntact : words.trailBroken);
    return { outcome: 'verified', lines };
  }
  return { outcome: ours ? 'changed' : 'foreign', lines: [] };
}

/** The form's post: one PDF, checked and forgotten. */
export async function handleVerify(services: AppServices, request: Request, clientIp: string, language: Locale) {
  const words = await verifyWords(services, language);
  const limit = await services.verifyLimiter.hit(addressLimitKey('verify', clientIp));
  if (!limit.allowed) return fail(429, words.errors.tooMany(limit.retryAfterSeconds), { 'Retry-After': String(limit.retryAfterSeconds) });
  const { maxBytes } = verifyPageData(services);
  const body = await readMultipartBody(request, { fieldBytes: 1024, fileBytes: maxBytes, files: 1, fileFields: [DOCUMENT_FIELD] }, services.uploadBytes);
  if (!body.ok) {
    if (body.reason === 'busy') return fail(429, words.errors.busy, { 'Retry-After': '5' });
    if (body.reason === 'too-large') return fail(413, words.errors.tooLarge(megabytes(services)));
    if (body.reason === 'too-many-files') return fail(400, words.errors.oneFile);
    return fail(400, words.errors.missingFile);
  }
  try {
    const next = await body.files.next();
    if ('failure' in next) {
      if (next.failure === 'busy') return fail(429, words.errors.busy, { 'Retry-After': '5' });
      return fail(400, next.failure === 'too-many-files' ? words.errors.oneFile : words.errors.missingFile);
    }
    if ('done' in next || (next.file.bytes.length === 0 && !next.file.truncated)) return fail(400, words.errors.missingFile);
    if (next.file.truncated) return fail(413, words.errors.tooLarge(megabytes(services)));
    const reply = await describeDocument(services, next.file.bytes, language);
    return data<VerifyReply>(reply, { headers: noStore });
  } finally {
    await body.files.discard();
  }
}
