import { data, Form, useNavigation } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/jobs';
import { adminMeta } from '~/components/back-office/meta';
import { Panel } from '~/components/back-office/panel';
import { Button } from '~/components/ui/button';
import { jobKindLabel } from '~/content/job-kinds';
import { requireAdmin } from '~/features/accounts/guards.server';
import { formatDateTime } from '~/features/calendar/business-dates';
import { recordAudit } from '~/lib/audit-log.server';
import { readFormBody } from '~/lib/form-body.server';
import { listFailedJobs, retryJob } from '~/lib/jobs/jobs.server';
import { servicesContext } from '~/lib/request-context';
import { useKeptReply } from '~/features/leads/inbox/components/use-live-leads';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Failed jobs', '/admin/jobs', matches);

const MAX_FORM_BYTES = 4 * 1024;
const retrySchema = z.object({ intent: z.literal('retry'), id: z.string().trim().min(1).max(64) });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return listFailedJobs(context.get(servicesContext).db);
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const { transact } = context.get(servicesContext);
  const formData = await readFormBody(request, MAX_FORM_BYTES);
  const parsed = retrySchema.safeParse(formData ? Object.fromEntries(formData) : {});
  if (!parsed.success) return data({ ok: false, message: 'The form could not be read: choose Retry beside a failed job.' }, { status: 400 });
  const { id } = parsed.data;
  // Committed through the process's transaction runner, whose commit wakes the job runner at once.
  const queued = await transact(async (trx) => {
    if (!(await retryJob(trx, id))) return false;
    await recordAudit(trx, { actor: user.id, actorEmail: user.email, action: 'jobs.retry', subjectType: 'job', subjectId: id, detail: null });
    return true;
  });
  if (!queued) return data({ ok: false, message: 'That job is no longer failed: it was retried already, or it does not exist.' }, { status: 404 });
  return data({ ok: true, message: 'The job was queued again and runs in a moment.' });
}

export default function JobsRoute({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = useKeptReply(answer);
  const { jobs, total } = loaderData;
  const navigation = useNavigation();
  const busyId = navigation.state !== 'idle' ? navigation.formData?.get('id') : undefined;
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <h1 className="text-2xl font-bold text-brand-900">Failed jobs</h1>
      <p role="status" className={actionData?.ok === false ? 'text-sm font-medium text-danger-700' : 'text-sm font-medium text-success-700'}>
        {actionData?.message ?? ''}
      </p>
      <Panel title={total === 0 ? 'Nothing failed' : total === 1 ? '1 job failed' : `${total} jobs failed`}>
        <p className="mb-4 text-sm text-slate-700">
          Background work (emails, alerts to staff devices, escalations) is tried again with growing pauses; a job still failing after its last attempt stays
          here. Retry queues it again with all its attempts, once what made it fail is fixed.
        </p>
        {jobs.length === 0 ? (
          <p className="text-sm text-slate-600">Every job ran or is waiting for its turn.</p>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label="Failed jobs">
            {jobs.map((job) => (
              <li key={job.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0 text-sm">
                  <p className="font-semibold text-slate-900">{jobKindLabel(job.kind)}</p>
                  <p className="text-slate-600">
                    {job.attempts === 1 ? '1 attempt' : `${job.attempts} attempts`}
                    {job.failedAt ? `, failed ${formatDateTime(job.failedAt)}` : ''}
                  </p>
                  <p className="break-words text-slate-700">{job.lastError ?? 'No error was recorded.'}</p>
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value="retry" />
                  <input type="hidden" name="id" value={job.id} />
                  <Button type="submit" variant="secondary" size="compact" className="shrink-0" disabled={busyId === job.id}>
                    Retry<span className="sr-only"> {jobKindLabel(job.kind)}</span>
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
