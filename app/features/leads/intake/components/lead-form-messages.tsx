import type { Ref } from 'react';
import { useActionData } from 'react-router';
import { FormBanner } from '~/components/ui/form-field';
import type { LeadFormWords } from '~/content/lead-forms';
import { LeadConfirmation } from './lead-confirmation';
import type { LeadFormActionData } from './lead-form-client';

/** The id of a lead form's messages ("-reply": no field is named so): the form posts to its page at this anchor. */
export function messagesId(formId: string): string {
  return `${formId}-reply`;
}

/**
 * What a lead form says back, in one place at the top of the form: the confirmation, or the error,
 * with the fields the server refused as links to each and the photos that were not kept. The form
 * posts to its page at this place's anchor, so without scripts the browser opens the answer here.
 */
export function LeadFormMessages({
  formId,
  confirmationRef,
  banner,
  summary,
  formError,
  words,
  photosKept = false,
}: {
  formId: string;
  confirmationRef: Ref<HTMLDivElement>;
  banner: string | null;
  summary: readonly string[] | null;
  formError: string | null;
  words: LeadFormWords['server'];
  /** The photo picker holds the photos again (the page's scripts kept them): nothing to choose again. */
  photosKept?: boolean;
}) {
  const answer = useActionData<LeadFormActionData>();
  const refused = Object.entries(answer?.result?.error ?? {}).flatMap(([name, messages]) => (name && messages?.[0] ? [{ name, message: messages[0] }] : []));
  const notKept = photosKept ? [] : (answer?.notKept ?? []);
  const error = formError ?? (refused.length > 0 ? words.fixFields(refused.length) : null);
  return (
    <div id={messagesId(formId)} className="scroll-mt-24 space-y-3">
      <LeadConfirmation ref={confirmationRef} banner={banner} summary={summary} />
      <div role="alert">
        {error || notKept.length > 0 ? (
          <FormBanner tone="error">
            {error ? <p>{error}</p> : null}
            {refused.length > 0 ? (
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {refused.map(({ name, message }) => (
                  <li key={name}>
                    <a href={`#${formId}-${name}`} className="underline underline-offset-2">
                      {message}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            {notKept.map((filename) => (
              <p key={filename} className="mt-2" data-photo-not-kept="">
                {words.photoNotKept(filename)}
              </p>
            ))}
          </FormBanner>
        ) : null}
      </div>
    </div>
  );
}
