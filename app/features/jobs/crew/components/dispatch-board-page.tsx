import { type DragEvent, useState } from 'react';
import { Form, Link, useNavigation, useSubmit } from 'react-router';
import { Panel } from '~/components/back-office/panel';
import { Button } from '~/components/ui/button';
import { Field, Input } from '~/components/ui/field';
import { Table, TableHead, Td, Th } from '~/components/ui/table';
import { type DispatchActionData, type DispatchBoard, type DispatchVisit, DISPATCH_INTENTS } from '../dispatch-board';

const navLink = 'inline-flex min-h-11 min-w-11 items-center rounded-md px-2 text-sm font-semibold text-brand-800 underline hover:bg-brand-50';

/**
 * The dispatch board: pick a job in the tray (or a visit's "Move"), then a cell's button. Each
 * step is a link or a form post, so a keyboard, a pointer and a browser without JavaScript all
 * place, move and unassign the same way. Below 768 px the week reads as a list of days.
 */
export function DispatchBoardPage({ board, actionData }: { board: DispatchBoard; actionData: DispatchActionData | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const query = (params: Record<string, string>) => `/admin/dispatch?${new URLSearchParams({ week: board.week, ...params })}`;
  const selected = board.tray.find((job) => job.jobId === board.selectedJobId) ?? null;
  const picking = selected !== null || board.moving !== null;
  const errors = actionData?.fieldErrors ?? {};
  const cellsOf = (crewId: string, day: string) => board.visits.filter((visit) => visit.day === day && visit.crewIds.includes(crewId));

  // Dragging is a shortcut for the same two steps: a job or a visit dropped on a cell posts the form its buttons post.
  const submit = useSubmit();
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const dragged = (event: DragEvent, payload: Record<string, string>) => {
    event.dataTransfer.setData('application/x-dispatch', JSON.stringify(payload));
    event.dataTransfer.effectAllowed = 'move';
  };
  const dropProps = (crewId: string, day: string) => {
    const cell = `${crewId}|${day}`;
    return {
      onDragOver: (event: DragEvent) => {
        if (!event.dataTransfer.types.includes('application/x-dispatch')) return;
        event.preventDefault();
        setDropTarget(cell);
      },
      onDragLeave: () => setDropTarget((current) => (current === cell ? null : current)),
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        setDropTarget(null);
        const payload = JSON.parse(event.dataTransfer.getData('application/x-dispatch') || '{}') as Record<string, string>;
        if (payload.intent) submit({ ...payload, cell, week: board.week }, { method: 'post' });
      },
    };
  };
  const dropClass = (crewId: string, day: string) => (dropTarget === `${crewId}|${day}` ? 'bg-accent-50 outline-2 outline-accent-700' : '');

  const cellButton = (crewId: string, crewName: string, day: { day: string; label: string }) =>
    picking ? (
      <Button
        type="submit"
        form={selected ? 'place-form' : 'move-form'}
        name="cell"
        value={`${crewId}|${day.day}`}
        variant="quiet"
        size="compact"
        disabled={busy}
        aria-label={`${selected ? 'Place' : 'Move'} ${selected?.customer ?? board.moving?.visit.customer} with ${crewName} on ${day.label}`}
        data-cell={`${crewId}|${day.day}`}
      >
        {selected ? 'Place here' : 'Move here'}
      </Button>
    ) : null;

  const chip = (visit: DispatchVisit, crewId: string) => (
    // Dragging is a pointer shortcut; the keyboard has the Move link (which also offers Unassign).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- only onDragStart, beside keyboard controls
    <div
      key={visit.id}
      className="cursor-grab space-y-1 rounded-md border border-brand-200 bg-brand-50 p-2 text-xs"
      data-visit={visit.id}
      draggable
      onDragStart={(event) => dragged(event, { intent: DISPATCH_INTENTS.move, visitId: visit.id, fromCrewId: crewId })}
    >
      <p className="font-semibold text-brand-900">{visit.customer}</p>
      <p className="text-slate-700">{visit.time}</p>
      {visit.street ? <p className="text-slate-700">{visit.street}</p> : null}
      {visit.crewIds.length > 1 ? <p className="text-slate-700">With {visit.crew}</p> : null}
      <Link
        to={query({ visit: visit.id, from: crewId })}
        className="inline-flex min-h-6 items-center font-semibold text-brand-800 underline"
        aria-label={`Move or unassign ${visit.customer}, ${visit.time}`}
      >
        Move…
      </Link>
    </div>
  );

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">Dispatch</h1>
        <Link to="/admin/crew" className="text-sm font-semibold text-brand-800 underline">
          Installers
        </Link>
      </div>
      <div className="text-sm font-medium">
        <p role="status" className="text-success-700">
          {board.notice ?? ''}
        </p>
        <p role="alert" className="text-danger-700">
          {actionData && !actionData.ok ? actionData.message : ''}
        </p>
      </div>
      <nav aria-label="Weeks" className="flex flex-wrap items-center gap-2">
        <Link to={query({ week: board.previousWeek })} className={navLink}>
          <span aria-hidden="true">←&nbsp;</span>Previous week
        </Link>
        <Link to={query({ week: board.today })} className={navLink}>
          This week
        </Link>
        <Link to={query({ week: board.nextWeek })} className={navLink}>
          Next week<span aria-hidden="true">&nbsp;→</span>
        </Link>
        <span className="text-sm text-slate-700">Week of {board.days[0]?.label}</span>
      </nav>

      <div className="grid gap-5 xl:grid-cols-[18rem_1fr]">
        <div className="space-y-5">
          {selected ? (
            <Panel title={`Place ${selected.customer}`}>
              <Form method="post" id="place-form" className="space-y-3" noValidate>
                <input type="hidden" name="intent" value={DISPATCH_INTENTS.place} />
                <input type="hidden" name="jobId" value={selected.jobId} />
                <input type="hidden" name="week" value={board.week} />
                <div className="grid grid-cols-2 gap-3">
                  <Field label="Starts" error={errors.start} size="compact">
                    <Input type="time" name="start" size="compact" defaultValue={actionData?.start ?? board.defaultHours.start} />
                  </Field>
                  <Field label="Ends" error={errors.end} size="compact">
                    <Input type="time" name="end" size="compact" defaultValue={actionData?.end ?? board.defaultHours.end} />
                  </Field>
                </div>
                <p className="text-sm text-slate-700">Now choose “Place here” in a crew member’s row, on the day.</p>
              </Form>
            </Panel>
          ) : null}
          {board.moving ? (
            <Panel title={`Move ${board.moving.visit.customer}`}>
              <Form method="post" id="move-form" className="space-y-2">
                <input type="hidden" name="intent" value={DISPATCH_INTENTS.move} />
                <input type="hidden" name="visitId" value={board.moving.visit.id} />
                <input type="hidden" name="fromCrewId" value={board.moving.fromCrewId ?? ''} />
                <input type="hidden" name="week" value={board.week} />
                <p className="text-sm text-slate-700">
                  {board.moving.visit.time} on {board.moving.visit.day}. Choose “Move here” in a crew member’s row: the visit keeps its hours on the day chosen.{' '}
                  <Link to={query({})} className="font-semibold text-brand-800 underline">
                    Cancel
                  </Link>
                </p>
              </Form>
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value={DISPATCH_INTENTS.unassign} />
                <input type="hidden" name="visitId" value={board.moving.visit.id} />
                <input type="hidden" name="crewId" value={board.moving.fromCrewId ?? ''} />
                <input type="hidden" name="week" value={board.week} />
                <Button type="submit" variant="quiet-danger" size="compact" disabled={busy}>
                  {board.moving.visit.crewIds.length > 1
                    ? `Unassign ${board.crew.find((member) => member.id === board.moving?.fromCrewId)?.name ?? 'this person'}`
                    : 'Unassign: back to the tray'}
                </Button>
              </Form>
            </Panel>
          ) : null}
          <Panel title={`Waiting to be scheduled (${board.tray.length})`}>
            {board.tray.length === 0 ? (
              <p className="text-sm text-slate-600">No job is waiting: every job at the Schedule stage has a visit.</p>
            ) : (
              <ul className="space-y-2" aria-label="Jobs waiting to be scheduled">
                {board.tray.map((job) => (
                  // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- only onDragStart; "Select to place" is the keyboard's way
                  <li
                    key={job.jobId}
                    className="cursor-grab rounded-md border border-slate-200 p-2 text-sm"
                    data-tray-job={job.jobId}
                    draggable
                    onDragStart={(event) =>
                      dragged(event, { intent: DISPATCH_INTENTS.place, jobId: job.jobId, start: board.defaultHours.start, end: board.defaultHours.end })
                    }
                  >
                    <p className="font-semibold text-brand-900">{job.customer}</p>
                    <p className="text-slate-700">{[job.service, job.street].filter(Boolean).join(' · ')}</p>
                    {job.jobId === board.selectedJobId ? (
                      <p className="font-semibold text-accent-700">
                        Selected.{' '}
                        <Link to={query({})} className="text-brand-800 underline">
                          Cancel
                        </Link>
                      </p>
                    ) : (
                      <Link
                        to={query({ job: job.jobId })}
                        className="inline-flex min-h-6 items-center font-semibold text-brand-800 underline"
                        aria-label={`Select ${job.customer} to place`}
                      >
                        Select to place
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>

        {board.crew.length === 0 ? (
          <Panel title="Crew">
            <p className="text-sm text-slate-700">
              No installers yet.{' '}
              <Link to="/admin/crew" className="font-semibold text-brand-800 underline">
                Add the first one
              </Link>
              .
            </p>
          </Panel>
        ) : (
          <div className="min-w-0">
            <div className="hidden md:block">
              <Table caption={`Install visits by crew member, week of ${board.days[0]?.label ?? board.week}`} captionId="dispatch-caption" framed>
                <TableHead>
                  <tr>
                    <Th>Crew member</Th>
                    {board.days.map((day) => (
                      <Th key={day.day} className={day.day === board.today ? 'bg-brand-50' : ''}>
                        {day.label}
                      </Th>
                    ))}
                  </tr>
                </TableHead>
                <tbody>
                  {board.crew.map((member) => (
                    <tr key={member.id} data-crew={member.id}>
                      <Th scope="row" className="align-top whitespace-nowrap">
                        {member.name}
                      </Th>
                      {board.days.map((day) => (
                        <Td key={day.day} className={`min-w-36 space-y-1 align-top ${dropClass(member.id, day.day)}`} {...dropProps(member.id, day.day)}>
                          {cellsOf(member.id, day.day).map((visit) => chip(visit, member.id))}
                          {cellButton(member.id, member.name, day)}
                        </Td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </Table>
            </div>
            <div className="space-y-3 md:hidden">
              <nav aria-label="Days of the week" className="flex flex-wrap gap-1">
                {board.days.map((day) => (
                  <Link
                    key={day.day}
                    to={query({ day: day.day, ...(board.selectedJobId ? { job: board.selectedJobId } : {}) })}
                    aria-current={day.day === board.listDay ? 'date' : undefined}
                    className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-semibold text-brand-800 underline aria-[current=date]:bg-brand-700 aria-[current=date]:text-white aria-[current=date]:no-underline"
                  >
                    {day.label}
                  </Link>
                ))}
              </nav>
              {board.days
                .filter((day) => day.day === board.listDay)
                .map((day) => (
                  <section key={day.day} aria-label={day.label} className="rounded-lg border border-slate-200 bg-white p-3">
                    <h2 className="font-bold text-brand-900">{day.label}</h2>
                    <ul className="mt-2 divide-y divide-slate-200">
                      {board.crew.map((member) => {
                        const visits = cellsOf(member.id, day.day);
                        if (visits.length === 0 && !picking) return null;
                        return (
                          <li key={member.id} className="space-y-1 py-2">
                            <p className="text-sm font-semibold text-slate-900">{member.name}</p>
                            {visits.map((visit) => chip(visit, member.id))}
                            {cellButton(member.id, member.name, day)}
                          </li>
                        );
                      })}
                    </ul>
                    {!picking && board.visits.every((visit) => visit.day !== day.day) ? <p className="text-sm text-slate-600">No install visits.</p> : null}
                  </section>
                ))}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
