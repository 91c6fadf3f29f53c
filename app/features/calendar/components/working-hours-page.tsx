import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { Panel } from '~/components/back-office/panel';
import { Button } from '~/components/ui/button';
import { controlClasses } from '~/components/ui/form-field';
import type { WorkingHoursData, WorkingHoursReply } from '../working-hours.server';

// Each estimator's working hours and time off: what the booking page offers (docs/calendar.md).

const errorText = 'mt-1 text-sm font-medium text-danger-700';

/** The hours screen: a staff member's week and their time off, with what the last save said. */
export function WorkingHoursPage({ loaderData, actionData }: { loaderData: WorkingHoursData; actionData: WorkingHoursReply | undefined }) {
  const { staff, chosen, zoneName, days, timeOff } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const status = useRef<HTMLParagraphElement>(null);
  // After a save, focus goes to what it said (read out, and the next Tab continues from there).
  useEffect(() => {
    if (actionData) status.current?.focus();
  }, [actionData]);
  const errors = actionData?.fieldErrors ?? {};
  const shownDays = actionData?.intent === 'hours' && actionData.days ? actionData.days : days;
  const typedTimeOff = actionData?.intent === 'add-time-off' && !actionData.ok ? actionData.timeOff : undefined;
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">Working hours and time off</h1>
        <Link to="/admin/calendar" className="text-sm font-semibold text-brand-800 underline">
          Back to the calendar
        </Link>
      </div>
      <p className="text-sm text-slate-700">
        The booking page offers estimate visits only inside these hours, never on days off or during time off. Changes apply at once.
      </p>
      <p
        ref={status}
        tabIndex={-1}
        role="status"
        className={actionData?.ok === false ? 'text-sm font-medium text-danger-700 outline-none' : 'text-sm font-medium text-success-700 outline-none'}
      >
        {actionData?.message ?? ''}
      </p>
      {chosen === null ? (
        <p className="text-sm text-slate-700">There are no staff accounts yet.</p>
      ) : (
        <>
          <Form method="get" className="flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor="hours-staff" className="block text-sm font-semibold text-slate-800">
                Staff member
              </label>
              <select id="hours-staff" name="staff" defaultValue={chosen.id} className={controlClasses}>
                {staff.map((member) => (
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

          <Panel title={`${chosen.name}’s week`}>
            {/* Keyed by staff member and save, so the fields show what is stored after each change. */}
            <Form method="post" key={`${chosen.id}:${actionData?.ok ? actionData.message : ''}`} className="space-y-4" noValidate>
              <input type="hidden" name="intent" value="hours" />
              <input type="hidden" name="staffId" value={chosen.id} />
              <fieldset>
                <legend className="sr-only">Hours for each day of the week, {zoneName}</legend>
                <ul className="divide-y divide-slate-200">
                  {shownDays.map((day) => {
                    const error = errors[`day-${day.weekday}`];
                    const describedBy = error ? `day-${day.weekday}-error` : undefined;
                    return (
                      <li key={day.weekday} className="flex flex-wrap items-end gap-x-4 gap-y-2 py-3">
                        <div className="flex min-h-11 w-full items-center gap-2 sm:w-36">
                          <input
                            id={`works-${day.weekday}`}
                            name={`works-${day.weekday}`}
                            type="checkbox"
                            defaultChecked={day.works}
                            className="size-5 accent-brand-700"
                          />
                          <label htmlFor={`works-${day.weekday}`} className="font-semibold text-slate-800">
                            {day.name}
                          </label>
                        </div>
                        <div>
                          <label htmlFor={`opens-${day.weekday}`} className="block text-sm text-slate-700">
                            Starts <span className="sr-only">on {day.name}</span>
                          </label>
                          <input
                            id={`opens-${day.weekday}`}
                            name={`opens-${day.weekday}`}
                            type="time"
                            defaultValue={day.opens}
                            aria-invalid={error ? true : undefined}
                            aria-describedby={describedBy}
                            className={`${controlClasses} w-36`}
                          />
                        </div>
                        <div>
                          <label htmlFor={`closes-${day.weekday}`} className="block text-sm text-slate-700">
                            Ends <span className="sr-only">on {day.name}</span>
                          </label>
                          <input
                            id={`closes-${day.weekday}`}
                            name={`closes-${day.weekday}`}
                            type="time"
                            defaultValue={day.closes}
                            aria-invalid={error ? true : undefined}
                            aria-describedby={describedBy}
                            className={`${controlClasses} w-36`}
                          />
                        </div>
                        {error ? (
                          <p id={`day-${day.weekday}-error`} className={`${errorText} w-full`}>
                            {day.name}: {error}
                          </p>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              </fieldset>
              <p className="text-sm text-slate-600">Times are {zoneName}. Untick a day they do not work.</p>
              <Button type="submit" disabled={busy}>
                Save the hours
              </Button>
            </Form>
          </Panel>

          <Panel title="Time off">
            {timeOff.length === 0 ? (
              <p className="text-sm text-slate-600">No time off ahead.</p>
            ) : (
              <ul className="divide-y divide-slate-200">
                {timeOff.map((off) => (
                  <li key={off.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                    <p className="text-sm text-slate-800">
                      <span className="font-semibold">{off.label}</span>
                      {off.note ? <span className="text-slate-600"> · {off.note}</span> : null}
                    </p>
                    <Form method="post">
                      <input type="hidden" name="intent" value="remove-time-off" />
                      <input type="hidden" name="staffId" value={chosen.id} />
                      <input type="hidden" name="timeOffId" value={off.id} />
                      <Button type="submit" variant="outline" size="sm" aria-label={`Remove the time off: ${off.label}`} disabled={busy}>
                        Remove
                      </Button>
                    </Form>
                  </li>
                ))}
              </ul>
            )}
            <Form method="post" key={`${chosen.id}:${timeOff.length}`} className="mt-4 grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-3" noValidate>
              <input type="hidden" name="intent" value="add-time-off" />
              <input type="hidden" name="staffId" value={chosen.id} />
              {(
                [
                  ['startsOn', 'First day', 'date'],
                  ['endsOn', 'Last day (if more than one)', 'date'],
                  ['note', 'Note (optional)', 'text'],
                ] as const
              ).map(([name, label, type]) => (
                <div key={name}>
                  <label htmlFor={`time-off-${name}`} className="block text-sm font-semibold text-slate-800">
                    {label}
                  </label>
                  <input
                    id={`time-off-${name}`}
                    name={name}
                    type={type}
                    maxLength={name === 'note' ? 200 : undefined}
                    defaultValue={typedTimeOff?.[name] ?? ''}
                    aria-invalid={errors[name] ? true : undefined}
                    aria-describedby={errors[name] ? `time-off-${name}-error` : undefined}
                    className={controlClasses}
                  />
                  {errors[name] ? (
                    <p id={`time-off-${name}-error`} className={errorText}>
                      {errors[name]}
                    </p>
                  ) : null}
                </div>
              ))}
              <div className="sm:col-span-3">
                <Button type="submit" variant="secondary" disabled={busy}>
                  Add the time off
                </Button>
              </div>
            </Form>
          </Panel>
        </>
      )}
    </div>
  );
}
