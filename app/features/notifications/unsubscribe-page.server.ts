import { data } from 'react-router';
import { companyContact } from '~/content/estimates';
import { unsubscribeWordsFor as englishWords } from '~/content/notifications';
import { unsubscribeWordsFor as spanishWords } from '~/content/es/notifications';
import { getCompany } from '~/features/business/profile.server';
import { readFormBody } from '~/lib/form-body.server';
import { localeOfPath } from '~/lib/locale';
import { logger } from '~/lib/logger.server';
import type { AppServices } from '~/lib/request-context';
import { getOptOut, optOut } from './opt-outs.server';
import { unsubscribeAddress } from './unsubscribe-links.server';

// GET /unsubscribe/<token> (and /es/…) asks, with one button; POST with the body
// `List-Unsubscribe=One-Click` (RFC 8058) opts the address out and answers 200. The button posts
// exactly what a mail client's own "Unsubscribe" posts, so both take one path. A mail client posts
// without cookies or the site's Origin: server/request-policy.ts lets a POST to this path through.

const FORM_BYTES = 2048;

export type UnsubscribeState = 'ready' | 'done' | 'invalid';

export interface UnsubscribeView {
  state: UnsubscribeState;
  /** The address the link stops; empty for a link that is not ours. */
  email: string;
  /** An error to show (the link is not ours, the request was malformed, storage failed); null otherwise. */
  error: string | null;
}

/** The page's words in its language, naming the company as the profile has it. */
async function wordsFor(request: Request, services: Pick<AppServices, 'db'>) {
  return (localeOfPath(new URL(request.url).pathname) === 'es' ? spanishWords : englishWords)(companyContact(await getCompany(services.db))).page;
}

/** GET: whose email the link stops, and whether it already has; nothing changes. */
export async function unsubscribePage(request: Request, services: Pick<AppServices, 'db' | 'secret'>, token: string): Promise<UnsubscribeView> {
  const email = await unsubscribeAddress(services.db, token, services.secret);
  if (!email) return { state: 'invalid', email: '', error: (await wordsFor(request, services)).invalid };
  return { state: (await getOptOut(services.db, email)) ? 'done' : 'ready', email, error: null };
}

/** POST: the one-click unsubscribe, from the page's button or the mail client; idempotent. */
export async function handleUnsubscribe(request: Request, services: Pick<AppServices, 'db' | 'secret'>, token: string) {
  const words = await wordsFor(request, services);
  const email = await unsubscribeAddress(services.db, token, services.secret);
  if (!email) return data<UnsubscribeView>({ state: 'invalid', email: '', error: words.invalid }, { status: 400 });
  const form = await readFormBody(request, FORM_BYTES);
  if (form?.get('List-Unsubscribe') !== 'One-Click') return data<UnsubscribeView>({ state: 'ready', email, error: words.invalid }, { status: 400 });
  try {
    await optOut(services.db, email, form.get('from') === 'page' ? 'link' : 'one-click');
  } catch (error) {
    logger.error({ err: error }, 'opt-out could not be saved');
    return data<UnsubscribeView>({ state: 'ready', email, error: words.unavailable }, { status: 503 });
  }
  return data<UnsubscribeView>({ state: 'done', email, error: null });
}
