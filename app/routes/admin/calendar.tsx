import { Form, Link } from 'react-router';
import type { Route } from './+types/calendar';
import { adminMeta } from '~/components/back-office/meta';
import { Panel } from '~/components/back-office/panel';
import { Button } from '~/components/ui/button';
import { controlClasses } from '~/components/ui/form-field';
import { requireAdmin } from '~/features/accounts/guards.server';
import { StaffFeed } from '~/features/bookings/components/staff-feed';
import { UndoCancel, VisitActions } from '~/features/bookings/components/staff-visit-actions';
import { staffCalendarAction, staffCalendarLoader } from '~/features/bookings/staff-calendar.server';
import { servicesContext } from '~/lib/request-context';
import { InstallVisitList } from '~/features/jobs/components/install-visit-list';
import { installVisitsByDay } from '~/features/jobs/job-details.server';
import { useKeptReply } from '~/features/leads/inbox/components/use-live-leads';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Calendar', '/admin/calendar', matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  const calendar = await staffCalendarLoader(context.get(servicesContext), request, user);
  // Install visits beside the estimate visits (docs/jobs-and-crews.md), of the person chosen or everyone's.
  const installs = await installVisitsByDay(
    context.get(servicesContext).db,
    calendar.days.map((day) => day.day),
    { crewId: calendar.estimator ?? undefined },
  );
  return { ...calendar, installs };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  return staffCalendarAction(context.get(servicesContext), request, { userId: user.id, email: user.email });
}

const fields = [
  ['name', 'Customer name', 'text'],
  ['email', 'Email', 'email'],
  ['phone', 'Phone', 'tel'],
  ['address', 'Street address', 'text'],
  ['zipCode', 'ZIP code', 'text'],
] as const;

export default function CalendarRoute({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = useKeptReply(answer);
  const { date, view, previous, next, estimators, estimator, days, starts, feedUrl, confirmingNewFeed, confirmingCancel, notice } = loaderData;
  const errors = (actionData?.fieldErrors ?? {}) as Record<string, string | undefined>;
  const query = (changes: Record<string, string>) => `?${new URLSearchParams({ date, view, ...(estimator ? { estimator } : {}), ...changes })}`;
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">Calendar</h1>
        <Link to="/admin/calendar/hours" className="text-sm font-semibold text-brand-800 underline">
          Working hours and time off
        </Link>
      </div>
      {/* Both live regions are always there, so a screen reader hears what comes into either: a refusal as an alert. */}
      <div className="text-sm font-medium">
        <div role="status" className="text-success-700">
          {actionData?.ok ? actionData.message : ''}
          {actionData?.ok && actionData.undo ? <UndoCancel visitId={actionData.undo.visitId} until={actionData.undo.until} /> : null}
        </div>
        <p role="alert" className="text-danger-700">
          {actionData?.ok === false ? actionData.message : ''}
        </p>
      </div>
      {notice ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {notice}
        </p>
      ) : null}
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="calendar-date" className="block text-sm font-semibold text-slate-800">
            Day
          </label>
          <input id="calendar-date" type="date" name="date" defaultValue={date} className={controlClasses} />
        </div>
        <div>
          <label htmlFor="calendar-view" className="block text-sm font-semibold text-slate-800">
            View
          </label>
          <select id="calendar-view" name="view" defaultValue={view} className={controlClasses}>
            <option value="day">Day</option>
            <option value="week">Week</option>
          </select>
        </div>
        <div>
          <label htmlFor="calendar-estimator" className="block text-sm font-semibold text-slate-800">
            Estimator
          </label>
          <select id="calendar-estimator" name="estimator" defaultValue={estimator} className={controlClasses}>
            <option value="">Everyone</option>
            {estimators.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </Form>
      <nav aria-label="Days" className="flex gap-2 text-sm font-semibold">
        {/* Targets of at least 24 × 24 px (WCAG 2.5.8): these are the calendar's arrows. */}
        <Link to={query({ date: previous })} className="inline-flex min-h-11 min-w-11 items-center rounded-md px-2 text-brand-800 underline hover:bg-brand-50">
          <span aria-hidden="true">←&nbsp;</span>Previous {view}
        </Link>
        <Link to={query({ date: next })} className="inline-flex min-h-11 min-w-11 items-center rounded-md px-2 text-brand-800 underline hover:bg-brand-50">
          Next {view}
          <span aria-hidden="true">&nbsp;→</span>
        </Link>
      </nav>
      {days.map((day) => (
        <Panel key={day.day} title={day.label}>
          {day.away.length > 0 ? (
            <p className="mb-2 text-sm font-semibold text-accent-700" data-time-off="">
              Time off: {day.away.join(', ')}
            </p>
          ) : null}
          <InstallVisitList installs={loaderData.installs[day.day] ?? []} />
          {day.visits.length === 0 ? (
            <p className="text-sm text-slate-600">No visits.</p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {day.visits.map((visit) => (
                <li key={visit.id} className="space-y-2 py-3" data-visit={visit.id}>
                  <p className="font-semibold text-brand-900">
                    {visit.time} · {visit.customer}
                  </p>
                  {visit.tentativeUntil ? (
                    <p className="text-sm font-semibold text-accent-700" data-tentative="">
                      Tentative: waiting for the customer to confirm from their email by {visit.tentativeUntil}; released otherwise.
                    </p>
                  ) : null}
                  <p className="text-sm text-slate-700">
                    {visit.address} · {visit.phone} · {visit.estimator}
                    {visit.language === 'es' ? ' · Spanish' : ''}
                  </p>
                  <VisitActions
                    visit={visit}
                    query={query}
                    confirming={confirmingCancel === visit.id}
                    reason={confirmingCancel === visit.id ? (actionData?.reason ?? '') : ''}
                    reasonError={confirmingCancel === visit.id ? errors.reason : undefined}
                  />
                </li>
              ))}
            </ul>
          )}
        </Panel>
      ))}
      <Panel title={`Book a visit on ${days[0]?.label ?? date}`}>
        {starts.length === 0 ? (
          <p className="text-sm text-slate-600">No free times that day.</p>
        ) : (
          <Form method="post" className="grid gap-3 sm:grid-cols-2" noValidate>
            <input type="hidden" name="intent" value="create" />
            {fields.map(([name, label, type]) => (
              <div key={name}>
                <label htmlFor={`create-${name}`} className="block text-sm font-semibold text-slate-800">
                  {label}
                </label>
                <input
                  id={`create-${name}`}
                  name={name}
                  type={type}
                  aria-invalid={errors[name] ? true : undefined}
                  aria-describedby={errors[name] ? `create-${name}-error` : undefined}
                  className={controlClasses}
                />
                {errors[name] ? (
                  <p id={`create-${name}-error`} className="mt-1 text-sm font-medium text-danger-700">
                    {errors[name]}
                  </p>
                ) : null}
              </div>
            ))}
            <div>
              <label htmlFor="create-start" className="block text-sm font-semibold text-slate-800">
                Time
              </label>
              <select id="create-start" name="start" className={controlClasses}>
                {starts.map((start) => (
                  <option key={start.value} value={start.value}>
                    {start.label}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="create-language" className="block text-sm font-semibold text-slate-800">
                Customer’s language
              </label>
              <select id="create-language" name="language" className={controlClasses}>
                <option value="en">English</option>
                <option value="es">Spanish</option>
              </select>
            </div>
            <div className="sm:col-span-2">
              <Button type="submit">Book the visit</Button>
            </div>
          </Form>
        )}
      </Panel>
      <StaffFeed url={feedUrl} query={query({})} confirming={confirmingNewFeed} replaced={actionData?.newFeed === true} />
    </div>
  );
}
