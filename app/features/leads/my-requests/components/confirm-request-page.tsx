import { Form } from 'react-router';
import { Button, ButtonLink } from '~/components/ui/button';
import { FormBanner } from '~/components/ui/form-field';
import type { LeadEmailWords } from '~/content/lead-emails';

/** What the link from a lead's confirmation email found, or what pressing the button did. */
export type ConfirmRequestState = 'ready' | 'confirmed' | 'already' | 'expired' | 'invalid';

/**
 * The page the link opens: it asks before it confirms (a mail scanner that opens every link must
 * not confirm anything), and works without JavaScript as a plain form.
 */
export function ConfirmRequestPage({
  state,
  message,
  token,
  requestsPath,
  words,
}: {
  state: ConfirmRequestState;
  /** What the server says about the state, in the page's language; null while the page asks. */
  message: string | null;
  token: string;
  requestsPath: string;
  words: LeadEmailWords['confirm']['page'];
}) {
  const done = state === 'confirmed' || state === 'already';
  return (
    <div className="bg-sand-50">
      <div className="container-page py-10 sm:py-16">
        <div className="mx-auto max-w-xl space-y-6 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
          <h1 className="font-display text-3xl font-bold text-brand-900">{words.heading}</h1>
          <div role="status" aria-live="polite">
            {done && message ? <FormBanner tone="success">{message}</FormBanner> : null}
          </div>
          <div role="alert">{!done && message ? <FormBanner tone="error">{message}</FormBanner> : null}</div>
          {state === 'ready' ? (
            <Form method="post" className="space-y-4">
              <p className="text-slate-700">{words.question}</p>
              <input type="hidden" name="token" value={token} />
              <Button type="submit" size="lg" fullWidth>
                {words.button}
              </Button>
              <p className="text-sm text-slate-600">{words.notYou}</p>
            </Form>
          ) : null}
          {done ? (
            <ButtonLink to={requestsPath} size="lg" fullWidth>
              {words.toRequests}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </div>
  );
}
