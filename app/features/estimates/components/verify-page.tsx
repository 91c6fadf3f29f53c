import { Form, useNavigation } from 'react-router';
import { Button } from '~/components/ui/button';
import { controlClasses, FormBanner } from '~/components/ui/form-field';
import type { VerifyPageWords } from '~/content/verify';
import type { VerifyReply } from '../verify-handlers.server';

/**
 * The public check of a signed estimate: one file field and a button, a plain multipart form
 * that works before (and without) JavaScript; the answer is announced where the form is.
 */
export function VerifyPage({ words, maxMegabytes, reply }: { words: VerifyPageWords; maxMegabytes: string; reply: VerifyReply | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const error = reply?.outcome === 'error' ? reply.message : null;
  return (
    <div className="bg-sand-50">
      <div className="container-page py-10 sm:py-16">
        <div className="mx-auto max-w-xl space-y-6 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
          <h1 className="font-display text-3xl font-bold text-brand-900">{words.heading}</h1>
          <p className="text-slate-700">{words.intro}</p>
          <div role="status" aria-live="polite" id="verify-result">
            {reply?.outcome === 'verified' ? (
              <FormBanner tone="success">
                <h2 className="text-base font-bold">{words.verified.heading}</h2>
                {reply.lines.map((line) => (
                  <p key={line} className="mt-1 font-normal">
                    {line}
                  </p>
                ))}
              </FormBanner>
            ) : null}
            {reply?.outcome === 'changed' || reply?.outcome === 'foreign' ? (
              <FormBanner tone="error">
                <h2 className="text-base font-bold">{words[reply.outcome].heading}</h2>
                <p className="mt-1 font-normal">{words[reply.outcome].text}</p>
              </FormBanner>
            ) : null}
          </div>
          <Form method="post" encType="multipart/form-data" className="space-y-4">
            <div>
              <label htmlFor="verify-document" className="block text-sm font-semibold text-slate-800">
                {words.fileLabel(maxMegabytes)}
              </label>
              <input
                id="verify-document"
                name="document"
                type="file"
                accept="application/pdf,.pdf"
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'verify-error' : undefined}
                className={controlClasses}
              />
              {error ? (
                <p id="verify-error" role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
                  {error}
                </p>
              ) : null}
            </div>
            <Button type="submit" size="lg" fullWidth disabled={busy}>
              {busy ? words.checking : words.submit}
            </Button>
            <p className="text-sm text-slate-600">{words.privacy}</p>
          </Form>
        </div>
      </div>
    </div>
  );
}
