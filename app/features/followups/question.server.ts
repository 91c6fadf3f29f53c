import { parseWithZod } from '@conform-to/zod/v4';
import type { SubmissionResult } from '@conform-to/react';
import { data } from 'react-router';
import { companyContact } from '~/content/estimates';
import { type QuestionWords, questionWordsFor as english } from '~/content/follow-ups';
import { questionWordsFor as spanish } from '~/content/es/follow-ups';
import { getCompany } from '~/features/business/profile.server';
import { receiveLead } from '~/features/leads/intake/receive-lead.server';
import { readFormBody } from '~/lib/form-body.server';
import type { Transact } from '~/lib/group-commit.server';
import { type Locale, localeOfPath, pathIn } from '~/lib/locale';
import { logger } from '~/lib/logger.server';
import { addressLimitKey } from '~/lib/network-address.server';
import type { AppServices } from '~/lib/request-context';
import { firstName } from '~/features/orders/order-emails.server';
import { questionSchemaIn } from './question-form';
import { readQuestionToken } from './question-links.server';

// The "Ask us a question" form an estimate follow-up links to (/question/<token>, /es/…): the
// customer writes, no account needed. The question reaches staff as a contact message (their
// alert and email, the inbox, My Requests), and it stops the estimate's follow-ups at once, as
// any message from the customer would when the next one falls due.

const FORM_BYTES = 16 * 1024;

export interface QuestionView {
  state: 'ready' | 'sent' | 'invalid';
  /** Who the email went to: the page greets them and says where the answer goes. */
  firstName: string;
  email: string;
  /** Why the page cannot be used (state `invalid`), in the page's language: what a page's data request (`.data`) reads too. */
  message?: string;
}

export interface QuestionReply {
  result: SubmissionResult<string[]>;
  formError: string | null;
  sent: boolean;
}

/** The page's words in the language of its address, naming the company as the profile has it. */
export async function questionWords(request: Request, services: Pick<AppServices, 'db'>): Promise<QuestionWords> {
  const company = companyContact(await getCompany(services.db));
  return localeOfPath(new URL(request.url).pathname) === 'es' ? spanish(company) : english(company);
}

async function followUpOf(services: Pick<AppServices, 'db' | 'secret'>, token: string) {
  const id = readQuestionToken(token, services.secret);
  if (!id) return undefined;
  const row = await services.db.selectFrom('followUps').selectAll().where('id', '=', id).executeTakeFirst();
  return row?.kind === 'estimate-follow-up' ? row : undefined;
}

/** GET: the form for the follow-up the link names; a link that is not ours is a 404 page that says so. */
export async function questionPage(services: Pick<AppServices, 'db' | 'secret'>, token: string, request: Request) {
  const row = await followUpOf(services, token);
  if (!row)
    return data<QuestionView>({ state: 'invalid', firstName: '', email: '', message: (await questionWords(request, services)).invalid }, { status: 404 });
  return data<QuestionView>({ state: 'ready', firstName: firstName(row.name), email: row.email });
}

/** Every follow-up of the estimate still to go stops: the customer asked. */
export async function stopFollowUpsForQuestion(transact: Transact, estimateId: string, now: Date): Promise<number> {
  return transact(async (trx) => {
    const { numUpdatedRows } = await trx
      .updateTable('followUps')
      .set({ state: 'stopped', reason: 'asked', settledAt: now.toISOString(), settledBy: null })
      .where('subjectType', '=', 'estimate')
      .where('subjectId', '=', estimateId)
      .where('kind', '=', 'estimate-follow-up')
      .where('state', '=', 'scheduled')
      .executeTakeFirst();
    return Number(numUpdatedRows);
  });
}

/** POST: the question stored as a contact message from the email's address, and the follow-ups stopped. */
export async function askQuestion(request: Request, services: AppServices, clientIp: string, token: string, now: Date = new Date()) {
  const words = await questionWords(request, services);
  const language: Locale = localeOfPath(new URL(request.url).pathname);
  const row = await followUpOf(services, token);
  if (!row) return data<QuestionReply>({ result: { status: 'error' }, formError: words.invalid, sent: false }, { status: 404 });
  const form = await readFormBody(request, FORM_BYTES);
  if (!form)
    return data<QuestionReply>(
      { result: { status: 'error', error: { message: [words.errors.messageTooLong] } }, formError: null, sent: false },
      { status: 400 },
    );
  const submission = parseWithZod(form, { schema: questionSchemaIn(words.errors) });
  if (submission.status !== 'success') return data<QuestionReply>({ result: submission.reply(), formError: null, sent: false }, { status: 400 });
  const limit = await services.leadLimiter.hit(addressLimitKey('lead', clientIp));
  if (!limit.allowed) {
    const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
    return data<QuestionReply>(
      { result: submission.reply(), formError: words.tooMany(minutes), sent: false },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
    );
  }
  const stored = await receiveLead(
    services,
    {
      kind: 'contact-messages',
      input: {
        name: row.name.trim() || row.email,
        email: row.email,
        phone: submission.value.phone || undefined,
        subject: 'service',
        message: submission.value.message,
      },
    },
    {
      language,
      // Where it came from, without the link's key: the path alone, and the email it was in.
      source: {
        landingPath: pathIn(language, '/question'),
        referrer: null,
        utmSource: 'email',
        utmMedium: 'estimate-follow-up',
        utmCampaign: null,
        utmTerm: null,
        utmContent: null,
      },
      signals: [],
    },
  );
  if (!stored.stored) return data<QuestionReply>({ result: submission.reply(), formError: words.unavailable, sent: false }, { status: 503 });
  try {
    await stopFollowUpsForQuestion(services.transact, row.subjectId, now);
  } catch (error) {
    // The question is kept; a follow-up due later still finds it (a message from their address) and stops then.
    logger.error({ err: error, followUpId: row.id }, 'follow-ups could not be stopped after a question');
  }
  return data<QuestionReply>({ result: submission.reply({ resetForm: true }), formError: null, sent: true });
}
