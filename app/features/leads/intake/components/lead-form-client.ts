import type { SubmissionResult } from '@conform-to/react';

/** What a lead form's action answers, on success and on failure. */
export interface LeadFormActionData {
  result: SubmissionResult<string[]> | undefined;
  formError: string | null;
  receivedId: string | null;
  /** When the office next opens, for a lead sent while it is closed (ISO); null when open. */
  opensAt?: string | null;
  /** Why the office is closed today, when a closure says so ("Closed for Thanksgiving"), in the form's language. */
  closedFor?: string | null;
  /** Where we will reach the visitor, repeated in the confirmation. */
  sentTo?: { email: string; phone: string };
  /** The instant price range of a quote request, in words, when it had one. */
  priceRange?: string | null;
  /** For a quote request: where the visitor books the free estimate visit (/book with the request's signed reference). */
  bookPath?: string | null;
  /** The photos a refused post came with, which were not kept (the file input is empty again without scripts). */
  notKept?: string[];
  /** Set when the request got no answer at all: nothing on the page is reloaded. */
  unsent?: true;
}

/**
 * The forms' client action: the server's action, unless the request never got an answer (a
 * dropped connection, a server that fell over). Then the page stays as it was, every field as
 * typed, with the form's own error message (`errorMessage`, in the page's language), and the
 * visitor can send again.
 */
export async function leadFormClientAction(errorMessage: string, serverAction: () => Promise<unknown>): Promise<LeadFormActionData> {
  try {
    return (await serverAction()) as LeadFormActionData;
  } catch {
    return { result: undefined, formError: errorMessage, receivedId: null, unsent: true };
  }
}
