import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import type { Submission } from '@conform-to/react';
import { readFormBody } from '~/lib/form-body.server';
import { MAX_JSON_BYTES } from '~/lib/json-body.server';
import type { AppServices } from '~/lib/request-context';
import { readLeadSource } from './lead-source';
import { quotePriceEstimate } from './quote-request';
import { getPriceTable } from '~/features/business/profile.server';
import { describePriceEstimate } from '~/content/pricing';
import { localeOfPath, pathIn } from '~/lib/locale';
import { requestConfirmationToken } from '../my-requests/request-confirmation.server';
import type { QuoteRequestInput } from './quote-request';
import { leadConstraints, leadFormWords, leadSchemas } from './lead-words.server';
import type { FormLeadKind } from '../lead-kinds';
import { type LeadMeta, type PhotoRefusal, type ReceiveResult, receiveLead, receiveQuoteRequest } from './receive-lead.server';
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from './form-guard';
import { formSignals, issueFormToken } from './spam.server';
import { getBusinessCalendar, hasEstimator } from '~/features/calendar/calendar.server';
import { officeClosedAt } from './after-hours.server';
import { isMultipart, type MultipartFiles, readMultipartBody } from '~/lib/multipart-body.server';
import { addressLimitKey } from '~/lib/network-address.server';
import { PHOTOS_FIELD } from '../photos/photo-limits';
import { PHOTO_UPLOAD_LIMITS, UPLOAD_RETRY_SECONDS } from '../photos/photos.server';
import type { LeadExtras } from './lead-extras';

/** What a lead form's page needs from its loader: the signed time the form was shown. */
export function leadFormLoaderData(services: AppServices, form: keyof typeof leadConstraints) {
  return { formToken: issueFormToken(services.secret), constraint: leadConstraints[form] };
}

/**
 * The form action behind the quote and contact forms, with or without JavaScript, in the
 * language of the page it was sent from (/es/get-quote is Spanish): validates with the form's
 * schema, applies the rate limit and spam checks, and stores the lead with its language. `sender`
 * is whoever is signed in: a lead sent from their own verified address is confirmed at once.
 * `extras` is told of the stored lead (texting consent).
 */
export async function handleLeadForm(
  kind: FormLeadKind,
  request: Request,
  services: AppServices,
  clientIp: string,
  sender: LeadMeta['sender'] = null,
  extras?: LeadExtras,
) {
  const language = localeOfPath(new URL(request.url).pathname);
  const words = leadFormWords[language];
  const body = await readLeadBody(kind, request, services);
  if (!body) {
    return data({ result: undefined, formError: words.server.unreadable, receivedId: null }, { status: 400 });
  }
  try {
    return await answer(body.fields, body.files);
  } finally {
    await body.files?.discard();
  }

  /** The photos a refused post came with: a page answered without scripts names them, its file input now empty. */
  async function notKept(): Promise<string[]> {
    return body?.files ? body.files.discard() : [];
  }

  async function answer(formData: FormData, files: MultipartFiles | undefined) {
    const prices = await getPriceTable(services.db);
    const schemas = leadSchemas(language, prices);
    if (kind === 'quote-requests') {
      const submission = parseWithZod(formData, { schema: schemas.quote });
      // The photos are read and decoded only for a valid request from a visitor under the rate limit.
      const priceRange = (input: QuoteRequestInput) => {
        const estimate = quotePriceEstimate(input, prices);
        return estimate ? describePriceEstimate(estimate, words.price) : null;
      };
      return complete(submission, formData, priceRange, (input, meta) => receiveQuoteRequest(services, input, files, meta));
    }
    const submission = parseWithZod(formData, { schema: schemas.contact });
    return complete(
      submission,
      formData,
      () => null,
      (input, meta) => receiveLead(services, { kind, input }, meta),
    );
  }

  async function complete<T>(
    submission: Submission<unknown, string[], T>,
    form: FormData,
    priceRangeOf: (input: T) => string | null,
    store: (input: T, meta: Parameters<typeof receiveLead>[2]) => Promise<ReceiveResult | PhotoRefusal>,
  ) {
    if (submission.status !== 'success') {
      return data({ result: submission.reply(), formError: null, receivedId: null, notKept: await notKept() }, { status: 400 });
    }
    const limit = await services.leadLimiter.hit(addressLimitKey('lead', clientIp));
    if (!limit.allowed) {
      return data(
        {
          result: submission.reply(),
          formError: words.server.tooManySubmissions(words.server.wait(limit.retryAfterSeconds)),
          receivedId: null,
          notKept: await notKept(),
        },
        { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
      );
    }
    const result = await store(submission.value, {
      language,
      source: readLeadSource((name) => form.get(name), request),
      signals: formSignals({ honeypot: form.get(HONEYPOT_FIELD), token: form.get(FORM_TOKEN_FIELD) }, services.secret),
      sender,
    });
    if ('photoError' in result) {
      // Nothing was stored: the visitor removes or replaces the photo and sends again.
      return data({ result: submission.reply({ fieldErrors: { [PHOTOS_FIELD]: [result.photoError] } }), formError: null, receivedId: null }, { status: 400 });
    }
    if ('uploadRefused' in result) {
      const busy = result.uploadRefused === 'busy';
      const formError = busy ? words.server.uploadsBusy(words.server.wait(UPLOAD_RETRY_SECONDS)) : words.server.unreadable;
      return data(
        { result: submission.reply(), formError, receivedId: null },
        busy ? { status: 429, headers: { 'Retry-After': String(UPLOAD_RETRY_SECONDS) } } : { status: 400 },
      );
    }
    if (!result.stored) {
      return data(
        { result: submission.reply(), formError: kind === 'quote-requests' ? words.quote.error : words.contact.error, receivedId: null },
        { status: 503 },
      );
    }
    await extras?.stored({ kind, id: result.id, language, path: new URL(request.url).pathname, read: (name) => form.get(name) });
    // A lead that arrives while the office is closed is told when we open (and will call), and why on a closure.
    const closed = officeClosedAt(await getBusinessCalendar(services.db), new Date());
    const opensAt = closed?.opensAt.toISOString() ?? null;
    const closedFor = closed?.closure?.note[language] ?? null;
    // What the confirmation repeats to the visitor: where we will reach them.
    const sentTo = { email: String(form.get('email') ?? '').trim(), phone: String(form.get('phone') ?? '').trim() };
    // The instant price range, repeated on the confirmation (the only place it shows without JavaScript).
    const priceRange = priceRangeOf(submission.value);
    // A quote request goes on to book its estimate visit, prefilled by the request's signed reference.
    // Only when visits can be booked online: with nobody's working hours set, /book could only give the phone.
    const bookPath =
      kind === 'quote-requests' && (await hasEstimator(services.db))
        ? `${pathIn(language, '/book')}?request=${requestConfirmationToken(services.secret, kind, result.id)}`
        : null;
    return data({ result: submission.reply({ resetForm: true }), formError: null, receivedId: result.id, opensAt, closedFor, sentTo, priceRange, bookPath });
  }
}

/**
 * A lead form's fields, and for the quote form its photos (multipart), still unread; undefined
 * when unreadable (a part without a name, too much text, a broken body).
 */
async function readLeadBody(kind: FormLeadKind, request: Request, services: AppServices): Promise<{ fields: FormData; files?: MultipartFiles } | undefined> {
  if (!isMultipart(request)) {
    const fields = await readFormBody(request, MAX_JSON_BYTES);
    return fields && { fields };
  }
  // A contact message takes no files: any it was sent are read past, never kept.
  const body = await readMultipartBody(
    request,
    kind === 'quote-requests' ? PHOTO_UPLOAD_LIMITS : { ...PHOTO_UPLOAD_LIMITS, fileFields: [] },
    services.uploadBytes,
  );
  return body.ok ? { fields: body.fields, files: body.files } : undefined;
}
