import { z } from '~/lib/schema';
import { type BodySource, readJsonObject } from '~/lib/json-body.server';
import type { AppServices } from '~/lib/request-context';
import { readLeadSource } from './lead-source';
import { leadFormWords, leadSchemas } from './lead-words.server';
import { getPriceTable } from '~/features/business/profile.server';
import { isLocale, type Locale } from '~/lib/locale';
import type { FormLeadKind } from '../lead-kinds';
import { type PhotoRefusal, type ReceiveResult, receiveLead, receiveQuoteRequest } from './receive-lead.server';
import { HONEYPOT_FIELD } from './form-guard';
import { honeypotSignals } from './spam.server';
import { isMultipart, type MultipartFailure, type MultipartFiles, readMultipartBody } from '~/lib/multipart-body.server';
import { addressLimitKey } from '~/lib/network-address.server';
import { leadForms } from '~/content/lead-forms';
import { MAX_PHOTOS, PHOTOS_FIELD } from '../photos/photo-limits';
import { PHOTO_UPLOAD_LIMITS, UPLOAD_RETRY_SECONDS } from '../photos/photos.server';
import type { LeadExtras } from './lead-extras';

/** A Fetch API Request, or a Node request adapted by the fast path in server/lead-api.ts. */
export interface LeadApiRequest extends BodySource {
  readonly method: string;
  readonly url: string;
}

/**
 * The lead API's answer as plain data: the route modules (app/routes/api/) and the fast path
 * (server/lead-api.ts) each send it in their own way, so neither depends on the other's types.
 */
export interface LeadApiAnswer {
  status: 201 | 400 | 405 | 413 | 415 | 429 | 503;
  body: { id: string } | { error: string; fieldErrors?: Record<string, string[] | undefined> };
  headers?: Record<string, string>;
}

/**
 * The JSON API for integrations: 201 stored, 400 invalid, 413 too large, 415 not JSON (or, for
 * a quote request, multipart with photos), 429 limited or, for photos, the server busy with others.
 * `extras` checks and is told of the fields of later features (texting consent: `smsConsent`).
 */
export async function handleLeadApi(
  kind: FormLeadKind,
  request: LeadApiRequest,
  services: AppServices,
  clientIp: string,
  extras?: LeadExtras,
): Promise<LeadApiAnswer> {
  if (request.method !== 'POST') {
    return { status: 405, body: { error: 'Use POST.' }, headers: { Allow: 'POST' } };
  }
  // A quote request may come with photos, as multipart/form-data with the same field names: the
  // fields first, read and checked before any photo is.
  let fields: Record<string, unknown>;
  let files: MultipartFiles | undefined;
  if (kind === 'quote-requests' && isMultipart(request)) {
    const body = await readMultipartBody(request, PHOTO_UPLOAD_LIMITS, services.uploadBytes);
    if (!body.ok) return multipartRefusal(body.reason);
    fields = Object.fromEntries(body.fields);
    files = body.files;
  } else {
    const body = await readJsonObject(request);
    if (!body.ok) return { status: body.status, body: { error: body.message } };
    fields = body.body;
  }
  try {
    return await answer(kind, request, services, clientIp, fields, files, extras);
  } finally {
    await files?.discard();
  }
}

/** A multipart body refused before its fields were checked; written for the integrator, in English. */
function multipartRefusal(reason: MultipartFailure): LeadApiAnswer {
  const words = leadForms.server;
  switch (reason) {
    case 'too-large':
      return { status: 413, body: { error: 'The fields are larger than 64 KB.' } };
    case 'nameless':
      return { status: 400, body: { error: 'Every part of the multipart body needs a name (Content-Disposition: form-data; name="…").' } };
    case 'too-many-files':
      return { status: 400, body: { error: words.invalidFields, fieldErrors: { [PHOTOS_FIELD]: [words.tooManyPhotos(MAX_PHOTOS)] } } };
    case 'field-after-file':
      return { status: 400, body: { error: words.invalidFields, fieldErrors: { [PHOTOS_FIELD]: [words.photosLast] } } };
    default:
      return { status: 400, body: { error: 'The multipart body could not be read.' } };
  }
}

async function answer(
  kind: FormLeadKind,
  request: LeadApiRequest,
  services: AppServices,
  clientIp: string,
  fields: Record<string, unknown>,
  files: MultipartFiles | undefined,
  extras: LeadExtras | undefined,
): Promise<LeadApiAnswer> {
  // The visitor's language: their email is sent in it, and the field errors are written in it.
  const given: unknown = fields.language === undefined || fields.language === null || fields.language === '' ? 'en' : fields.language;
  if (!isLocale(given)) {
    return { status: 400, body: { error: 'Some fields are missing or invalid.', fieldErrors: { language: ['Use "en" (English) or "es" (Spanish)'] } } };
  }
  const language: Locale = given;
  const schemas = leadSchemas(language, await getPriceTable(services.db));
  // Integrations may show these to the visitor: they are in the visitor's language too.
  const words = leadFormWords[language].server;
  if (kind === 'quote-requests') {
    return store(schemas.quote.safeParse(fields), (input, meta) => receiveQuoteRequest(services, input, files, meta));
  }
  return store(schemas.contact.safeParse(fields), (input, meta) => receiveLead(services, { kind, input }, meta));

  async function store<T>(
    parsed: z.ZodSafeParseResult<T>,
    receive: (input: T, meta: Parameters<typeof receiveLead>[2]) => Promise<ReceiveResult | PhotoRefusal>,
  ): Promise<LeadApiAnswer> {
    const extraErrors = extras?.check?.((name) => fields[name], language) ?? null;
    if (!parsed.success || extraErrors) {
      const fieldErrors: Record<string, string[] | undefined> = { ...(parsed.success ? {} : z.flattenError(parsed.error).fieldErrors), ...extraErrors };
      return { status: 400, body: { error: words.invalidFields, fieldErrors } };
    }
    const limit = await services.leadLimiter.hit(addressLimitKey('lead', clientIp));
    if (!limit.allowed) {
      return {
        status: 429,
        body: { error: words.tooManySubmissions(words.wait(limit.retryAfterSeconds)) },
        headers: { 'Retry-After': String(limit.retryAfterSeconds) },
      };
    }
    const result = await receive(parsed.data, {
      language,
      source: readLeadSource((name) => fields[name], request),
      signals: honeypotSignals(fields[HONEYPOT_FIELD]),
    });
    if ('photoError' in result) {
      return { status: 400, body: { error: words.invalidFields, fieldErrors: { [PHOTOS_FIELD]: [result.photoError] } } };
    }
    if ('uploadRefused' in result) {
      return result.uploadRefused === 'busy'
        ? { status: 429, body: { error: words.uploadsBusy(words.wait(UPLOAD_RETRY_SECONDS)) }, headers: { 'Retry-After': String(UPLOAD_RETRY_SECONDS) } }
        : multipartRefusal('malformed');
    }
    if (!result.stored) {
      return { status: 503, body: { error: words.notStored }, headers: { 'Retry-After': '5' } };
    }
    await extras?.stored({ kind, id: result.id, language, path: new URL(request.url).pathname, read: (name) => fields[name] });
    return { status: 201, body: { id: result.id } };
  }
}
