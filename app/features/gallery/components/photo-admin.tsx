import { type ReactNode, useEffect, useRef } from 'react';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { Panel } from '~/components/back-office/panel';
import { getService } from '~/content/services';
import { serviceIds } from '~/content/service-ids';
import {
  ALT_MAX,
  CAPTION_MAX,
  DELETE_INTENT,
  kindLabels,
  MOVE_INTENT,
  PHOTO_KINDS,
  type PhotoFormReply,
  type PhotoFormValues,
  type ProjectPhoto,
  TOWN_MAX,
  UPDATE_INTENT,
  UPLOAD_INTENT,
} from '../project-photo';

// The back office's photo page: upload a finished job or a before/after pair, then edit its words,
// order, publish or delete it. Every form is a plain post (the upload a multipart one), so all of it
// works before the page's scripts run; a refused form comes back with each message beside its field
// and everything typed kept (files cannot be: the message says to choose them again).

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-invalid:border-danger-700';
const buttonClass = 'min-h-10 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-60';
const quietButtonClass =
  'min-h-10 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50';

interface FieldProps {
  /** Unique on the page: the form's prefix and the field's name. */
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  optional?: boolean;
  children: (control: { id: string; name: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** A label, the control, a hint and the field's message under it, tied to the control. */
function Field({ id, name, label, hint, error, optional, children }: FieldProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {optional ? <span className="ml-1.5 font-normal text-slate-600">(optional)</span> : null}
      </label>
      {children({ id, name, ...(error ? { 'aria-invalid': true } : {}), ...(described ? { 'aria-describedby': described } : {}) })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The fields an entry's words and settings share between the upload form and each edit form. */
function DetailFields({
  prefix,
  values,
  errors,
  kind,
}: {
  prefix: string;
  values: PhotoFormValues;
  errors: Record<string, string>;
  /** The entry's kind when editing (fixed); the upload form lets the owner choose it. */
  kind?: ProjectPhoto['kind'];
}) {
  const field = (name: keyof PhotoFormValues) => ({ id: `${prefix}-${name}`, name, error: errors[name] });
  const pair = kind ? kind === 'before-after' : undefined;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field {...field('serviceId')} label="Service it shows">
          {(control) => (
            <select {...control} defaultValue={values.serviceId ?? ''} className={inputClass}>
              <option value="">Choose a service</option>
              {serviceIds.map((id) => (
                <option key={id} value={id}>
                  {getService(id)?.title ?? id}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field {...field('town')} label="Town">
          {(control) => <input {...control} defaultValue={values.town ?? ''} maxLength={TOWN_MAX} className={inputClass} autoComplete="off" />}
        </Field>
        <Field {...field('takenOn')} label="Taken on" optional hint="The date the photo was taken.">
          {(control) => <input {...control} type="date" defaultValue={values.takenOn ?? ''} className={inputClass} />}
        </Field>
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-brand-900">Caption shown under the photo (both languages, or leave both empty)</legend>
        <Field {...field('captionEn')} label="Caption (English)" optional>
          {(control) => <input {...control} defaultValue={values.captionEn ?? ''} maxLength={CAPTION_MAX} className={inputClass} />}
        </Field>
        <Field {...field('captionEs')} label="Leyenda (Spanish)" optional>
          {(control) => <input {...control} lang="es" defaultValue={values.captionEs ?? ''} maxLength={CAPTION_MAX} className={inputClass} />}
        </Field>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-brand-900">Describe each photo for people who cannot see it</legend>
        {pair !== false ? (
          <>
            <Field {...field('beforeAltEn')} label="Before photo shows (English)" hint={pair === undefined ? 'Only for a before and after pair.' : undefined}>
              {(control) => <textarea {...control} rows={2} defaultValue={values.beforeAltEn ?? ''} maxLength={ALT_MAX} className={inputClass} />}
            </Field>
            <Field
              {...field('beforeAltEs')}
              label="La foto de antes muestra (Spanish)"
              hint={pair === undefined ? 'Only for a before and after pair.' : undefined}
            >
              {(control) => <textarea {...control} lang="es" rows={2} defaultValue={values.beforeAltEs ?? ''} maxLength={ALT_MAX} className={inputClass} />}
            </Field>
          </>
        ) : null}
        <Field
          {...field('altEn')}
          label={pair === undefined ? 'Photo (or after photo) shows (English)' : pair ? 'After photo shows (English)' : 'Photo shows (English)'}
        >
          {(control) => <textarea {...control} rows={2} defaultValue={values.altEn ?? ''} maxLength={ALT_MAX} className={inputClass} />}
        </Field>
        <Field
          {...field('altEs')}
          label={
            pair === undefined ? 'La foto (o la de después) muestra (Spanish)' : pair ? 'La foto de después muestra (Spanish)' : 'La foto muestra (Spanish)'
          }
        >
          {(control) => <textarea {...control} lang="es" rows={2} defaultValue={values.altEs ?? ''} maxLength={ALT_MAX} className={inputClass} />}
        </Field>
      </fieldset>
      <div className="flex min-h-10 items-center gap-2">
        <input
          id={`${prefix}-published`}
          name="published"
          type="checkbox"
          defaultChecked={values.published === 'on'}
          className="size-5 rounded border-slate-400 text-brand-700"
        />
        <label htmlFor={`${prefix}-published`} className="text-sm font-medium text-slate-800">
          Show on the site (home page and the service&apos;s page)
        </label>
      </div>
    </>
  );
}

/** After a refusal the page's scripts answered, focus goes to the first field it marked (without scripts, the page opens at the top). */
function useFirstProblemFocus(reply: PhotoFormReply | undefined) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (reply && !reply.ok) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [reply]);
  return form;
}

/** A form's two live regions, always present so a message is announced when it appears. */
function Messages({ reply }: { reply: PhotoFormReply | undefined }) {
  return (
    <>
      <p role="status" className="text-sm font-medium text-success-700">
        {reply?.ok ? reply.message : ''}
      </p>
      <p role="alert" className="text-sm font-medium text-danger-700">
        {reply && !reply.ok ? reply.message : ''}
      </p>
    </>
  );
}

/** A form's button, with its messages beside it. */
function SubmitRow({ label, busy = false, reply }: { label: string; busy?: boolean; reply: PhotoFormReply | undefined }) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      <button type="submit" className={buttonClass} disabled={busy}>
        {label}
      </button>
      <div>
        <Messages reply={reply} />
      </div>
    </div>
  );
}

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

/** Moves an entry one place up or down in the site's order: a form of its own, so it works without scripts. */
function MoveButton({ photoId, direction, disabled, name }: { photoId: string; direction: 'up' | 'down'; disabled: boolean; name: string }) {
  const label = direction === 'up' ? 'Move up' : 'Move down';
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={MOVE_INTENT} />
      <input type="hidden" name="id" value={photoId} />
      <button type="submit" name="direction" value={direction} className={quietButtonClass} disabled={disabled} aria-label={`${label}: ${name}`}>
        {label}
      </button>
    </Form>
  );
}

function UploadForm({ reply }: { reply: PhotoFormReply | undefined }) {
  const navigation = useNavigation();
  const { key } = useLocation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === UPLOAD_INTENT;
  const mine = reply?.intent === UPLOAD_INTENT ? reply : undefined;
  const values: PhotoFormValues = mine?.values ?? { kind: 'before-after', published: 'on' };
  const errors = mine?.fieldErrors ?? {};
  const file = (name: 'before' | 'photo') => ({ id: `upload-${name}`, name, error: errors[name] });
  const form = useFirstProblemFocus(mine);
  return (
    <Panel title="Upload a photo">
      <Form ref={form} key={key} method="post" encType="multipart/form-data" className="space-y-5" aria-label="Upload a photo">
        <input type="hidden" name="intent" value={UPLOAD_INTENT} />
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">What it is</legend>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-6" {...(errors.kind ? { 'aria-describedby': 'upload-kind-error' } : {})}>
            {PHOTO_KINDS.map((kind) => (
              <label key={kind} className="flex min-h-10 items-center gap-2 text-sm text-slate-800">
                <input type="radio" name="kind" value={kind} defaultChecked={values.kind === kind} className="size-5 text-brand-700" />
                {kindLabels[kind]}
              </label>
            ))}
          </div>
          {errors.kind ? (
            <p id="upload-kind-error" className="mt-1 text-sm font-medium text-danger-700">
              {errors.kind}
            </p>
          ) : null}
        </fieldset>
        <DetailFields prefix="upload" values={values} errors={errors} />
        {/* The files come last: the server reads every word before the first photo's bytes. */}
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-brand-900">The photos (JPEG, PNG, WebP or HEIC; camera location and details are removed)</legend>
          <Field {...file('before')} label="Before photo" hint="Only for a before and after pair.">
            {(control) => <input {...control} type="file" accept={ACCEPT} className={inputClass} />}
          </Field>
          <Field {...file('photo')} label="Photo of the finished job (the after photo of a pair)">
            {(control) => <input {...control} type="file" accept={ACCEPT} className={inputClass} />}
          </Field>
        </fieldset>
        <SubmitRow label={busy ? 'Uploading…' : 'Upload photo'} busy={busy} reply={mine} />
      </Form>
    </Panel>
  );
}

function valuesOf(photo: ProjectPhoto): PhotoFormValues {
  const after = photo.images.find((image) => image.side !== 'before');
  const before = photo.images.find((image) => image.side === 'before');
  return {
    kind: photo.kind,
    serviceId: photo.serviceId,
    town: photo.town,
    takenOn: photo.takenOn ?? '',
    captionEn: photo.caption.en,
    captionEs: photo.caption.es,
    altEn: after?.alt.en ?? '',
    altEs: after?.alt.es ?? '',
    beforeAltEn: before?.alt.en ?? '',
    beforeAltEs: before?.alt.es ?? '',
    published: photo.published ? 'on' : '',
  };
}

function Entry({
  photo,
  index,
  count,
  reply,
  confirmingDelete,
}: {
  photo: ProjectPhoto;
  index: number;
  count: number;
  reply: PhotoFormReply | undefined;
  confirmingDelete: boolean;
}) {
  const mine = reply?.photoId === photo.id ? reply : undefined;
  const editForm = useFirstProblemFocus(mine);
  const prefix = `photo-${photo.id}`;
  const service = getService(photo.serviceId)?.title ?? photo.serviceId;
  const name = `${kindLabels[photo.kind].split(' (')[0]}, ${service}, ${photo.town}`;
  return (
    <li id={prefix} className="scroll-mt-20 py-5" aria-label={name}>
      <div className="flex flex-col gap-4 sm:flex-row">
        <div className="grid w-full shrink-0 grid-cols-2 gap-1 sm:w-64">
          {photo.images.map((image) => (
            <figure key={image.id} className={photo.images.length === 1 ? 'col-span-2' : ''}>
              <img
                src={image.src}
                alt={image.alt.en}
                width={image.width}
                height={image.height}
                loading="lazy"
                className="aspect-[4/3] w-full rounded object-cover"
              />
              {photo.kind === 'before-after' ? (
                <figcaption className="text-xs font-semibold text-slate-700">{image.side === 'before' ? 'Before' : 'After'}</figcaption>
              ) : null}
            </figure>
          ))}
        </div>
        <div className="min-w-0 flex-1 space-y-2 text-sm">
          <p className="font-semibold text-slate-900">
            {name}
            {photo.takenOn ? <span className="font-normal text-slate-600"> · taken {photo.takenOn}</span> : null}
          </p>
          <p>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${photo.published ? 'bg-success-700/10 text-success-700' : 'bg-slate-200 text-slate-700'}`}
            >
              {photo.published ? 'On the site' : 'Not on the site'}
            </span>
          </p>
          {photo.caption.en ? <p className="text-slate-700">{photo.caption.en}</p> : <p className="text-slate-600">No caption</p>}
          <div className="flex flex-wrap gap-2">
            <MoveButton photoId={photo.id} direction="up" disabled={index === 0} name={name} />
            <MoveButton photoId={photo.id} direction="down" disabled={index === count - 1} name={name} />
            <Link
              to={`?delete=${photo.id}#${prefix}`}
              className={`${quietButtonClass} inline-flex items-center text-danger-700`}
              aria-label={`Delete: ${name}`}
            >
              Delete…
            </Link>
          </div>
          {confirmingDelete ? (
            <Form method="post" className="space-y-2 rounded-md border border-danger-700/40 bg-danger-700/5 p-3" aria-label="Confirm deletion">
              <p className="font-semibold text-danger-700">Delete this photo? It leaves the site at once, and this cannot be undone.</p>
              <input type="hidden" name="intent" value={DELETE_INTENT} />
              <input type="hidden" name="id" value={photo.id} />
              <input type="hidden" name="confirm" value="yes" />
              <div className="flex flex-wrap gap-2">
                <button type="submit" className="min-h-10 rounded-md bg-danger-700 px-4 text-sm font-semibold text-white hover:bg-danger-800">
                  Delete photo
                </button>
                <Link to={`?#${prefix}`} className={`${quietButtonClass} inline-flex items-center`}>
                  Cancel
                </Link>
              </div>
            </Form>
          ) : null}
          <details open={mine !== undefined && !mine.ok} className="rounded-md border border-slate-200">
            <summary className="min-h-10 cursor-pointer px-3 py-2 font-medium text-brand-800">Edit words and settings</summary>
            <Form ref={editForm} method="post" className="space-y-4 border-t border-slate-200 p-3" aria-label={`Edit: ${name}`}>
              <input type="hidden" name="intent" value={UPDATE_INTENT} />
              <input type="hidden" name="id" value={photo.id} />
              <input type="hidden" name="kind" value={photo.kind} />
              <DetailFields prefix={prefix} kind={photo.kind} values={mine?.values ?? valuesOf(photo)} errors={mine?.fieldErrors ?? {}} />
              <SubmitRow label="Save changes" reply={mine} />
            </Form>
          </details>
        </div>
      </div>
    </li>
  );
}

export function PhotoAdmin({
  photos,
  reply,
  done,
  deleting,
}: {
  photos: readonly ProjectPhoto[];
  reply: PhotoFormReply | undefined;
  done: string;
  deleting: string | null;
}) {
  const published = photos.filter((photo) => photo.published).length;
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <h1 className="text-2xl font-bold text-brand-900">Photos of our work</h1>
      <p role="status" className="text-sm font-medium text-success-700">
        {done}
      </p>
      {reply && !reply.ok && reply.intent !== UPLOAD_INTENT && reply.photoId === null ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {reply.message}
        </p>
      ) : null}
      <p className="text-sm text-slate-700">
        Photos of finished jobs, and before and after pairs, shown on the home page and on each service&apos;s page in English and Spanish. Until one is on the
        site, those pages show drawings.
      </p>
      <UploadForm reply={reply} />
      <Panel title={photos.length === 0 ? 'No photos yet' : `${photos.length} ${photos.length === 1 ? 'photo' : 'photos'}, ${published} on the site`}>
        {photos.length === 0 ? (
          <p className="text-sm text-slate-600">Upload the first one above; the site shows drawings until then.</p>
        ) : (
          <ol className="divide-y divide-slate-200" aria-label="Photos, in the order the site shows them">
            {photos.map((photo, index) => (
              <Entry key={photo.id} photo={photo} index={index} count={photos.length} reply={reply} confirmingDelete={deleting === photo.id} />
            ))}
          </ol>
        )}
      </Panel>
    </div>
  );
}
