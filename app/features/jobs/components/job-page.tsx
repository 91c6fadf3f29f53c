import { type ReplyMessage, ReplyMessages } from '~/components/ui/reply-messages';
import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { Panel } from '~/components/back-office/panel';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Field, Input, Select, Textarea } from '~/components/ui/field';
import { Table, TableHead, Td, Th } from '~/components/ui/table';
import { formatCalendarDate, formatDateTime } from '~/features/calendar/business-dates';
import type { JobIntent, JobPageData, JobReply } from '../job-page.server';
import { WORK_STAGES } from '../job-stages';
import { stageNames } from '../job-words';
import { PhotoGallery } from '~/components/ui/photo-gallery';
import { CancelVisit, CrewChoice, VisitChange } from './visit-change';

// The staff job page: one order's job. Every form is a plain post with its intent; a refusal comes
// back with its message by the form's fields and what was typed kept.

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function useReply(reply: JobReply | undefined, intent: JobIntent) {
  const mine = reply?.intent === intent ? reply : undefined;
  const errors = (name: string) => mine?.fieldErrors?.[name];
  const value = (name: string, fallback: string | null | undefined) => {
    if (mine && !mine.ok && mine.values && name in mine.values) {
      const typed = mine.values[name];
      return Array.isArray(typed) ? (typed[0] ?? '') : typed;
    }
    return fallback ?? '';
  };
  return { mine, errors, value };
}

function DueDate({ label, day, today }: { label: string; day: string | null; today: string }) {
  if (!day) return null;
  const days = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  return (
    <p className="text-sm text-slate-800">
      <span className="font-semibold">{label}:</span> {formatCalendarDate(day)}{' '}
      <Badge tone={days < 0 ? 'danger' : days <= 7 ? 'accent' : 'neutral'}>{days < 0 ? `${-days} days late` : days === 0 ? 'today' : `in ${days} days`}</Badge>
    </p>
  );
}

export function JobPage({ data, reply, moneyPanel }: { data: JobPageData; reply: JobReply | undefined; moneyPanel?: ReactNode }) {
  const { order, job, next, backTo, visits, confirmCancel, photos, crew, timeline, today, municipalities } = data;
  const busy = useNavigation().state !== 'idle';
  const move = useReply(reply, 'move');
  const product = useReply(reply, 'product');
  const permit = useReply(reply, 'permit');
  const measurements = useReply(reply, 'measurements');
  const inspection = useReply(reply, 'inspection');
  const schedule = useReply(reply, 'schedule');
  const chosenCrew = schedule.mine && !schedule.mine.ok ? ([] as string[]).concat(schedule.mine.values?.crewIds ?? []) : [];
  const municipality = permit.value('municipality', job?.permit.municipality) ?? '';
  const known = (municipalities as readonly string[]).includes(municipality ?? '');
  const stageIndex = job ? WORK_STAGES.indexOf(job.stage) : -1;

  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <Link to="/admin/orders" className="inline-flex min-h-6 items-center text-sm font-semibold text-brand-800 underline">
        All orders
      </Link>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">
          {order.customerName ?? 'Order'} · {order.service}
        </h1>
        <p className="text-sm text-slate-700">
          {usd.format(order.amountCents / 100)} · order {order.id.slice(-8).toUpperCase()}
          {order.quoteRequestId ? (
            <>
              {' · '}
              <Link className="font-semibold text-brand-800 underline" to={`/admin/quote-submissions/${order.quoteRequestId}`}>
                the request
              </Link>
            </>
          ) : null}
        </p>
      </div>
      {/* The order's money (invoices, paid, balance) is the payments feature's panel, passed in by the route. */}
      {moneyPanel}

      {!job ? (
        <Panel title="Job">
          <p className="text-sm text-slate-700">This order has no job yet (it was not made from an approved estimate).</p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="start-job" />
            <Button type="submit" variant="secondary" size="compact" disabled={busy}>
              Start the job
            </Button>
          </Form>
          <ReplyMessages reply={reply?.intent === 'start-job' ? reply : undefined} />
        </Panel>
      ) : (
        <>
          <Panel title="Stage">
            <ol className="flex flex-wrap gap-2" aria-label="Stages">
              {WORK_STAGES.map((stage, index) => (
                <li
                  key={stage}
                  aria-current={stage === job.stage ? 'step' : undefined}
                  className={`rounded-full border px-3 py-1 text-sm ${
                    stage === job.stage
                      ? 'border-brand-700 bg-brand-700 font-semibold text-white'
                      : index < stageIndex
                        ? 'border-brand-300 bg-brand-50 text-brand-900'
                        : 'border-slate-300 text-slate-700'
                  }`}
                >
                  {stageNames[stage]}
                </li>
              ))}
              {job.stage === 'cancelled' ? (
                <li aria-current="step" className="rounded-full border border-danger-700 px-3 py-1 text-sm font-semibold text-danger-700">
                  Cancelled
                </li>
              ) : null}
            </ol>
            <div className="mt-4 flex flex-wrap items-start gap-6">
              {next ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="advance" />
                  <input type="hidden" name="to" value={next.stage} />
                  <Button type="submit" variant="secondary" size="compact" disabled={busy}>
                    Move to {next.name}
                  </Button>
                </Form>
              ) : null}
              {backTo.length ? (
                <Form method="post" className="grid max-w-md flex-1 gap-3">
                  <input type="hidden" name="intent" value="move" />
                  <Field label="Move back or cancel to" size="compact" error={move.errors('to')}>
                    <Select name="to" defaultValue={move.value('to', backTo[0]!.stage)} key={`to-${move.value('to', '')}`}>
                      {backTo.map((option) => (
                        <option key={option.stage} value={option.stage}>
                          {option.name}
                        </option>
                      ))}
                    </Select>
                  </Field>
                  <Field label="Reason" necessity="required" size="compact" hint="Kept with the move and shown on the timeline." error={move.errors('reason')}>
                    <Textarea name="reason" rows={2} maxLength={500} defaultValue={move.value('reason', '')} />
                  </Field>
                  <div>
                    <Button type="submit" variant="quiet" size="compact" disabled={busy}>
                      Move back
                    </Button>
                  </div>
                </Form>
              ) : null}
            </div>
            <ReplyMessages reply={reply?.intent === 'advance' || reply?.intent === 'move' ? reply : undefined} />
            {job.dueDates.permitApplyBy || job.dueDates.workStartBy ? (
              <div className="mt-3 space-y-1 rounded-md bg-sand-50 p-3">
                <p className="text-xs text-slate-700">Florida §489.126: a deposit over 10% was paid.</p>
                <DueDate label="Apply for permits by" day={job.dueDates.permitApplyBy} today={today} />
                <DueDate label="Start work by" day={job.dueDates.workStartBy} today={today} />
              </div>
            ) : null}
          </Panel>

          <Panel title="Install visits">
            {visits.length ? (
              <Table caption="Install visits" captionId="install-visits-caption">
                <TableHead>
                  <tr>
                    <Th>When</Th>
                    <Th>Crew</Th>
                    <Th>Status</Th>
                    <Th>
                      <span className="sr-only">Actions</span>
                    </Th>
                  </tr>
                </TableHead>
                <tbody>
                  {visits.map((visit) => (
                    <tr key={visit.id}>
                      <Td>
                        {visit.when}
                        {visit.notes ? <span className="block text-xs text-slate-600">{visit.notes}</span> : null}
                      </Td>
                      <Td>{visit.crew.join(', ')}</Td>
                      <Td>
                        <Badge tone={visit.status === 'booked' ? 'success' : 'neutral'}>{visit.status === 'booked' ? 'Booked' : 'Cancelled'}</Badge>
                      </Td>
                      <Td>
                        {visit.status === 'booked' ? (
                          <CancelVisit visit={visit} orderId={order.id} confirming={confirmCancel === visit.id} busy={busy} />
                        ) : null}
                      </Td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            ) : (
              <p className="text-sm text-slate-700">No install visits yet.</p>
            )}
            <ReplyMessages reply={reply?.intent === 'cancel-visit' ? reply : undefined} />
            {visits.some((visit) => visit.status === 'booked') ? (
              <div className="mt-3 space-y-2">
                {visits
                  .filter((visit) => visit.status === 'booked')
                  .map((visit) => (
                    <VisitChange key={visit.id} visit={visit} crew={crew} reply={reply} busy={busy} />
                  ))}
              </div>
            ) : null}
            <h3 className="mt-4 text-sm font-semibold text-brand-900">Schedule an install visit</h3>
            <Form method="post" className="mt-2 grid gap-3 sm:grid-cols-3">
              <input type="hidden" name="intent" value="schedule" />
              <Field label="Day" size="compact" necessity="required" error={schedule.errors('day')}>
                <Input type="date" name="day" min={today} defaultValue={schedule.value('day', '')} />
              </Field>
              <Field label="Starts" size="compact" necessity="required" error={schedule.errors('start')}>
                <Input type="time" name="start" step={900} defaultValue={schedule.value('start', '08:00')} />
              </Field>
              <Field label="Ends" size="compact" necessity="required" error={schedule.errors('end')}>
                <Input type="time" name="end" step={900} defaultValue={schedule.value('end', '15:00')} />
              </Field>
              <CrewChoice crew={crew} chosen={chosenCrew} error={schedule.errors('crewIds')?.[0]} errorId="crew-error" />
              <Field label="Notes for the crew" size="compact" necessity="optional" className="sm:col-span-3">
                <Textarea name="notes" rows={2} maxLength={1000} defaultValue={schedule.value('notes', '')} />
              </Field>
              <div className="sm:col-span-3">
                <Button type="submit" variant="secondary" size="compact" disabled={busy}>
                  Schedule visit
                </Button>
              </div>
            </Form>
            <ReplyMessages reply={schedule.mine} />
          </Panel>

          <div className="grid gap-5 lg:grid-cols-2">
            <Panel title="Permit">
              <RecordForm intent="permit" submit="Save permit" busy={busy} reply={permit.mine}>
                <Field label="Municipality" size="compact" error={permit.errors('municipality')}>
                  <Select name="municipality" defaultValue={municipality === '' ? '' : known ? municipality : 'other'}>
                    <option value="">Not chosen yet</option>
                    {municipalities.map((name) => (
                      <option key={name} value={name}>
                        {name}
                      </option>
                    ))}
                    <option value="other">Other (type it below)</option>
                  </Select>
                </Field>
                <Field label="Other municipality" size="compact" necessity="optional" error={permit.errors('municipalityOther')}>
                  <Input name="municipalityOther" maxLength={120} defaultValue={permit.value('municipalityOther', known ? '' : municipality)} />
                </Field>
                <Field label="Permit number" size="compact" necessity="optional" error={permit.errors('number')}>
                  <Input name="number" maxLength={60} defaultValue={permit.value('number', job.permit.number)} />
                </Field>
                <div className="grid gap-3 sm:grid-cols-2">
                  <Field label="Applied on" size="compact" necessity="optional" error={permit.errors('appliedOn')}>
                    <Input type="date" name="appliedOn" defaultValue={permit.value('appliedOn', job.permit.appliedOn)} />
                  </Field>
                  <Field label="Issued on" size="compact" necessity="optional" error={permit.errors('issuedOn')}>
                    <Input type="date" name="issuedOn" defaultValue={permit.value('issuedOn', job.permit.issuedOn)} />
                  </Field>
                </div>
              </RecordForm>
            </Panel>

            <Panel title="Product order">
              <RecordForm intent="product" submit="Save product order" busy={busy} reply={product.mine}>
                <Field label="Supplier" size="compact" necessity="optional" error={product.errors('supplier')}>
                  <Input name="supplier" maxLength={120} defaultValue={product.value('supplier', job.product.supplier)} />
                </Field>
                <div className="grid gap-3 sm:grid-cols-3">
                  <Field label="Ordered on" size="compact" necessity="optional" error={product.errors('orderedOn')}>
                    <Input type="date" name="orderedOn" defaultValue={product.value('orderedOn', job.product.orderedOn)} />
                  </Field>
                  <Field label="Expected" size="compact" necessity="optional" error={product.errors('expectedOn')}>
                    <Input type="date" name="expectedOn" defaultValue={product.value('expectedOn', job.product.expectedOn)} />
                  </Field>
                  <Field label="Received on" size="compact" necessity="optional" error={product.errors('receivedOn')}>
                    <Input type="date" name="receivedOn" defaultValue={product.value('receivedOn', job.product.receivedOn)} />
                  </Field>
                </div>
              </RecordForm>
            </Panel>

            <Panel title="Inspections">
              {job.inspections.length ? (
                <ul className="mb-3 space-y-1 text-sm text-slate-800">
                  {job.inspections.map((item) => (
                    <li key={item.id}>
                      {formatCalendarDate(item.inspectedOn)}: {item.kind}{' '}
                      <Badge tone={item.result === 'passed' ? 'success' : item.result === 'failed' ? 'danger' : 'info'}>{item.result}</Badge>
                      {item.notes ? <span className="block text-xs text-slate-600">{item.notes}</span> : null}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mb-3 text-sm text-slate-700">No inspections recorded.</p>
              )}
              <RecordForm intent="inspection" submit="Record inspection" busy={busy} reply={inspection.mine}>
                <Field label="What was inspected" size="compact" necessity="required" error={inspection.errors('kind')}>
                  <Input name="kind" maxLength={120} defaultValue={inspection.value('kind', 'Final')} />
                </Field>
                <div className="grid gap-3 sm:grid-cols-2">
                  <Field label="Date" size="compact" necessity="required" error={inspection.errors('inspectedOn')}>
                    <Input type="date" name="inspectedOn" defaultValue={inspection.value('inspectedOn', '')} />
                  </Field>
                  <Field label="Result" size="compact" error={inspection.errors('result')}>
                    <Select name="result" defaultValue={inspection.value('result', 'scheduled')}>
                      <option value="scheduled">Scheduled</option>
                      <option value="passed">Passed</option>
                      <option value="failed">Failed</option>
                    </Select>
                  </Field>
                </div>
                <Field label="Notes" size="compact" necessity="optional" error={inspection.errors('notes')}>
                  <Textarea name="notes" rows={2} maxLength={1000} defaultValue={inspection.value('notes', '')} />
                </Field>
              </RecordForm>
            </Panel>

            <Panel title="Measurements">
              <RecordForm intent="measurements" submit="Save measurements" busy={busy} reply={measurements.mine}>
                <Field label="Measurement notes" size="compact" necessity="optional" error={measurements.errors('measurementNotes')}>
                  <Textarea name="measurementNotes" rows={5} maxLength={4000} defaultValue={measurements.value('measurementNotes', job.measurementNotes)} />
                </Field>
              </RecordForm>
              <h3 className="mt-4 text-sm font-semibold text-brand-900">Photos</h3>
              {photos.length ? (
                <div className="mt-2">
                  <PhotoGallery photos={photos} label="Photos from the job" base="/crew/photos" />
                </div>
              ) : (
                <p className="mt-1 text-sm text-slate-700">
                  None yet. The crew add photos from their phone on{' '}
                  <Link className="font-semibold text-brand-800 underline" to="/crew">
                    the crew page
                  </Link>
                  , on the day of a visit.
                </p>
              )}
            </Panel>
          </div>
          {job.address || job.phone ? (
            <p className="text-sm text-slate-700">
              {job.address}
              {job.phone ? ` · ${job.phone}` : ''}
            </p>
          ) : null}
        </>
      )}

      <Panel title="Timeline">
        {timeline.length ? (
          <ol className="space-y-2 text-sm">
            {timeline.map((event) => (
              <li key={event.id}>
                <p className="font-medium text-slate-900">{event.text}</p>
                {event.note ? <p className="rounded bg-slate-50 px-2 py-1 whitespace-pre-wrap text-slate-700">{event.note}</p> : null}
                <p className="text-xs text-slate-600">
                  {event.actor} · <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                </p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-slate-700">Nothing yet.</p>
        )}
      </Panel>
    </div>
  );
}

/** One of the job's record forms: its fields, a submit button, and the answer to its own post. */
function RecordForm({
  intent,
  submit,
  busy,
  reply,
  children,
}: {
  intent: string;
  submit: string;
  busy: boolean;
  reply: ReplyMessage | undefined;
  children: ReactNode;
}) {
  return (
    <>
      <Form method="post" className="grid gap-3">
        <input type="hidden" name="intent" value={intent} />
        {children}
        <div>
          <Button type="submit" variant="secondary" size="compact" disabled={busy}>
            {submit}
          </Button>
        </div>
      </Form>
      <ReplyMessages reply={reply} />
    </>
  );
}
