import { data } from 'react-router';
import { z } from '~/lib/schema';
import { type BodySource, readJsonObject } from '~/lib/json-body.server';
import type { AppServices } from '~/lib/request-context';
import { contactMessageSchema } from './contact-message';
import { readLeadSource } from './lead-source';
import { quoteRequestSchema } from './quote-request';
import { type LeadKind, type ReceiveResult, receiveLead } from './receive-lead.server';
import { HONEYPOT_FIELD } from './form-guard';
import { apiSpamReason } from './spam.server';

/** A Fetch API Request, or a Node request adapted by the fast path in server/lead-api.ts. */
export interface LeadApiRequest extends BodySource {
  readonly method: string;
  readonly url: string;
}

/** The JSON API for integrations: 201 stored, 400 invalid, 413 too large, 415 not JSON, 429 limited. */
export async function handleLeadApi(kind: LeadKind, request: LeadApiRequest, services: AppServices, clientIp: string) {
  if (request.method !== 'POST') {
    return data({ error: 'Use POST.' }, { status: 405, headers: { Allow: 'POST' } });
  }
  const body = await readJsonObject(request);
  if (!body.ok) return data({ error: body.message }, { status: body.status });

  const fields = body.body;
  if (kind === 'quote-request') {
    return store(quoteRequestSchema.safeParse(fields), (input, meta) => receiveLead(services, { kind, input }, meta));
  }
  return store(contactMessageSchema.safeParse(fields), (input, meta) => receiveLead(services, { kind, input }, meta));

  async function store<T>(
    parsed: z.ZodSafeParseResult<T>,
    receive: (input: T, meta: Parameters<typeof receiveLead>[2]) => Promise<ReceiveResult>,
  ) {
    if (!parsed.success) {
      const fieldErrors = z.flattenError(parsed.error).fieldErrors;
      return data({ error: 'Some fields are missing or invalid.', fieldErrors }, { status: 400 });
    }
    const limit = await services.leadLimiter.hit(`lead:${clientIp}`);
    if (!limit.allowed) {
      return data(
        { error: `Too many submissions. Try again in ${limit.retryAfterSeconds} seconds.` },
        { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
      );
    }
    const result = await receive(parsed.data, {
      source: readLeadSource((name) => fields[name], request),
      spamReason: apiSpamReason(fields[HONEYPOT_FIELD]),
    });
    if (!result.stored) {
      return data({ error: 'The submission could not be stored. Please try again.' }, { status: 503, headers: { 'Retry-After': '5' } });
    }
    return data({ id: result.id }, { status: 201 });
  }
}
