import { Form, Link } from 'react-router';
import { Button, buttonClasses } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/dialog';
import { formatDateTime } from '~/features/calendar/business-dates';
import { profileFieldLabels } from '../editor/field-labels';
import { RESTORE_INTENT } from '../editor/intents';
import type { ProfileField } from '../profile';

export interface VersionRow {
  version: number;
  changedFields: ProfileField[];
  restoredFrom: number | null;
  actor: string;
  createdAt: string;
}

function who(actor: string) {
  return actor === 'seed' ? 'Sample content' : actor;
}

function what(row: VersionRow) {
  if (row.restoredFrom !== null) return `Restored version ${row.restoredFrom}`;
  if (row.actor === 'seed') return 'The sample profile a new install starts with';
  return row.changedFields.map((field) => profileFieldLabels[field] ?? field).join(', ') || 'No change';
}

/** The question before a restore: says what it does, and offers the way back. */
function ConfirmRestore({ row, busy }: { row: VersionRow; busy: boolean }) {
  return (
    <ConfirmDialog key={row.version} title={`Restore version ${row.version}?`} closeTo="?#versions">
      <p>
        The profile goes back to how it was on <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>, saved by {who(row.actor)}. It is saved as
        a new version, so nothing after it is lost: you can restore today’s profile again from this list.
      </p>
      <Form method="post" className="mt-4 flex flex-wrap gap-2">
        <input type="hidden" name="version" value={row.version} />
        <Button type="submit" name="intent" value={RESTORE_INTENT} disabled={busy} variant="secondary" size="compact">
          {busy ? 'Restoring…' : `Restore version ${row.version}`}
        </Button>
        <Link to="?#versions" preventScrollReset className={buttonClasses({ variant: 'quiet', size: 'compact' })}>
          Cancel
        </Link>
      </Form>
    </ConfirmDialog>
  );
}

/** Every saved version, newest first: when, who, what changed, and the way back to it. */
export function ProfileVersions({ versions, confirming, busy }: { versions: VersionRow[]; confirming: number | undefined; busy: boolean }) {
  const current = versions[0]?.version;
  const pending = versions.find((row) => row.version === confirming && row.version !== current);
  return (
    <section id="versions" aria-labelledby="versions-heading" className="scroll-mt-4 rounded-lg border border-slate-200 bg-white shadow-sm">
      <div className="border-b border-slate-200 px-4 py-3 sm:px-5">
        <h2 id="versions-heading" className="text-base font-semibold text-brand-900">
          Versions
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">Each save is kept. Restoring one saves it again as the newest version.</p>
      </div>
      <div className="space-y-3 p-4 sm:p-5">
        {pending ? <ConfirmRestore row={pending} busy={busy} /> : null}
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Version
                </th>
                <th scope="col" className="py-2 pr-3">
                  When
                </th>
                <th scope="col" className="py-2 pr-3">
                  Who
                </th>
                <th scope="col" className="py-2 pr-3">
                  What changed
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">Restore</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {versions.map((row) => (
                <tr key={row.version} className={row.version === confirming ? 'bg-accent-50' : undefined}>
                  <td className="py-2 pr-3 font-medium text-slate-900">{row.version}</td>
                  <td className="py-2 pr-3 whitespace-nowrap text-slate-700">
                    <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
                  </td>
                  <td className="py-2 pr-3 text-slate-700">{who(row.actor)}</td>
                  <td className="py-2 pr-3 text-slate-700">{what(row)}</td>
                  <td className="py-2 text-right">
                    {row.version === current ? (
                      <span className="text-xs font-semibold text-success-700">Current</span>
                    ) : (
                      <Link
                        to={`?restore=${row.version}#versions`}
                        preventScrollReset
                        className="inline-flex min-h-9 items-center rounded-md px-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
                        aria-label={`Restore version ${row.version}`}
                      >
                        Restore
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
