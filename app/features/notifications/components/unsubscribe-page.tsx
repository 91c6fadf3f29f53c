import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormBanner } from '~/components/ui/form-field';
import type { UnsubscribeWords } from '~/content/notifications';
import type { UnsubscribeView } from '../unsubscribe-page.server';

/**
 * The page an unsubscribe link opens: it asks before it acts (a mail scanner that opens every
 * link must not unsubscribe anyone), and its one button is a plain form that works without
 * JavaScript, posting what a mail client's one-click unsubscribe posts.
 */
export function UnsubscribePage({ view, words }: { view: UnsubscribeView; words: UnsubscribeWords['page'] }) {
  const title = view.state === 'done' ? words.doneTitle : view.state === 'invalid' ? words.invalidTitle : words.title;
  return (
    <div className="bg-sand-50">
      <div className="container-page py-10 sm:py-16">
        <div className="mx-auto max-w-xl space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="font-display text-3xl font-bold text-brand-900">{title}</h1>
          <div role="status" aria-live="polite">
            {view.state === 'done' ? (
              <FormBanner tone="success">
                {words.done(view.email)} {words.changedMind}
              </FormBanner>
            ) : null}
          </div>
          <div role="alert">{view.error ? <FormBanner tone="error">{view.error}</FormBanner> : null}</div>
          {view.state === 'ready' ? (
            <Form method="post" className="space-y-4">
              <p className="text-slate-700">{words.intro(view.email)}</p>
              <p className="text-sm text-slate-600">{words.stillGet}</p>
              <input type="hidden" name="List-Unsubscribe" value="One-Click" />
              <input type="hidden" name="from" value="page" />
              <Button type="submit" size="lg" fullWidth>
                {words.button}
              </Button>
            </Form>
          ) : null}
        </div>
      </div>
    </div>
  );
}
