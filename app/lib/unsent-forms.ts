// A form whose request got no answer at all (a dropped connection) is answered on the page by
// its client action with `unsent: true` (app/features/leads/intake/components/lead-form-client.ts).

/**
 * After such a form, no loader is reloaded: on the same dropped connection they would fail too
 * and replace the page, and what was typed, with an error. Kept free of imports: the root uses it.
 */
export function revalidateUnlessUnsent({ actionResult, defaultShouldRevalidate }: { actionResult?: unknown; defaultShouldRevalidate: boolean }): boolean {
  const unsent = typeof actionResult === 'object' && actionResult !== null && 'unsent' in actionResult;
  return unsent ? false : defaultShouldRevalidate;
}
