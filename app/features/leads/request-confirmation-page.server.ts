import { data } from 'react-router';
import { readFormBody } from '~/lib/form-body.server';
import type { AppServices } from '~/lib/request-context';
import type { ConfirmRequestState } from './components/confirm-request-page';
import { confirmationState, confirmRequest, readRequestConfirmationToken } from './request-confirmation.server';

const FORM_BYTES = 4096;

/** GET: what the link names, without confirming anything yet. */
export async function requestConfirmationPage(services: AppServices, token: string | null): Promise<{ state: ConfirmRequestState; token: string }> {
  const link = readRequestConfirmationToken(services.secret, token);
  if (!link.ok) return { state: link.reason, token: '' };
  const state = await confirmationState(services.db, link.kind, link.id);
  if (state === 'missing') return { state: 'invalid', token: '' };
  return { state: state === 'confirmed' ? 'already' : 'ready', token: token ?? '' };
}

/** POST: the sender says it was them; the lead is confirmed once, and the link is spent. */
export async function handleRequestConfirmation(request: Request, services: AppServices) {
  const form = await readFormBody(request, FORM_BYTES);
  const token = form?.get('token');
  const link = readRequestConfirmationToken(services.secret, typeof token === 'string' ? token : null);
  if (!link.ok) return data({ state: link.reason as ConfirmRequestState }, { status: link.reason === 'expired' ? 410 : 400 });
  if (await confirmRequest(services.db, link.kind, link.id)) return data({ state: 'confirmed' as ConfirmRequestState });
  // Already confirmed (by this link before, or by its sender signed in): nothing more to do.
  if ((await confirmationState(services.db, link.kind, link.id)) === 'missing') return data({ state: 'invalid' as ConfirmRequestState }, { status: 400 });
  return data({ state: 'already' as ConfirmRequestState });
}
