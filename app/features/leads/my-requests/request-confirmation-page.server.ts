import { data } from 'react-router';
import { leadEmails as englishWords } from '~/content/lead-emails';
import { leadEmails as spanishWords } from '~/content/es/lead-emails';
import { readFormBody } from '~/lib/form-body.server';
import { localeOfPath } from '~/lib/locale';
import type { AppServices } from '~/lib/request-context';
import type { ConfirmRequestState } from './components/confirm-request-page';
import { confirmationState, confirmRequest, readRequestConfirmationToken } from './request-confirmation.server';

const FORM_BYTES = 4096;

/** What the page says about its state, in the page's language (/es/requests/confirm is Spanish); nothing while it asks. */
function answer(request: Request, state: ConfirmRequestState, token = '') {
  const words = (localeOfPath(new URL(request.url).pathname) === 'es' ? spanishWords : englishWords).confirm.page;
  return { state, token, message: state === 'ready' ? null : words[state] };
}

/** GET: what the link names, without confirming anything yet. */
export async function requestConfirmationPage(request: Request, services: AppServices) {
  const token = new URL(request.url).searchParams.get('token');
  const link = readRequestConfirmationToken(services.secret, token);
  if (!link.ok) return answer(request, link.reason);
  const state = await confirmationState(services.db, link.kind, link.id);
  if (state === 'missing') return answer(request, 'invalid');
  return state === 'confirmed' ? answer(request, 'already') : answer(request, 'ready', token ?? '');
}

/** POST: the sender says it was them; the lead is confirmed once, and the link is spent. */
export async function handleRequestConfirmation(request: Request, services: AppServices) {
  const form = await readFormBody(request, FORM_BYTES);
  const token = form?.get('token');
  const link = readRequestConfirmationToken(services.secret, typeof token === 'string' ? token : null);
  if (!link.ok) return data(answer(request, link.reason), { status: link.reason === 'expired' ? 410 : 400 });
  if (await confirmRequest(services.db, link.kind, link.id)) return data(answer(request, 'confirmed'));
  // Already confirmed (by this link before, or by its sender signed in): nothing more to do.
  if ((await confirmationState(services.db, link.kind, link.id)) === 'missing') return data(answer(request, 'invalid'), { status: 400 });
  return data(answer(request, 'already'));
}
