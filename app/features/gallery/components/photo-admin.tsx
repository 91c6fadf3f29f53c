import { ReplyMessages } from '~/components/ui/reply-messages';
import { type ReactNode, useEffect, useRef } from 'react';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { Panel } from '~/components/back-office/panel';
import { Button, buttonClasses } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/dialog';
import { Checkbox, Field, Input, Select, Textarea } from '~/components/ui/field';
import { getService } from '~/content/services';
import { formatLongCalendarDate } from '~/features/calendar/business-dates';
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

interface PhotoFieldProps {
  /** Unique on the page: the form's prefix and the field's name. */
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  optional?: boolean;
  children: (control: { name: string }) => ReactNode;
}

/** The kit's Field for one of the photo's words: the control inside takes its id, hint and message from it. */
function PhotoField({ id, name, label, hint, error, optional, children }: PhotoFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} necessity={optional ? 'optional' : undefined} size="compact">
      {children({ name })}
    </Field>
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
        <PhotoField {...field('serviceId')} label="Service it shows">
          {(control) => (
            <Select {...control} defaultValue={values.serviceId ?? ''}>
              <option value="">Choose a service</option>
              {serviceIds.map((id) => (
                <option key={id} value={id}>
                  {getService(id)?.title ?? id}
                </option>
              ))}
            </Select>
          )}
        </PhotoField>
        <PhotoField {...field('town')} label="Town">
          {(control) => <Input {...control} defaultValue={values.town ?? ''} maxLength={TOWN_MAX} autoComplete="off" />}
        </PhotoField>
        <PhotoField {...field('takenOn')} label="Taken on" optional hint="The date the photo was taken.">
          {(control) => <Input {...control} type="date" defaultValue={values.takenOn ?? ''} />}
        </PhotoField>
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-brand-900">Caption shown under the photo (both languages, or leave both empty)</legend>
        <PhotoField {...field('captionEn')} label="Caption (English)" optional>
          {(control) => <Input {...control} defaultValue={values.captionEn ?? ''} maxLength={CAPTION_MAX} />}
        </PhotoField>
        <PhotoField {...field('captionEs')} label="Leyenda (Spanish)" optional>
          {(control) => <Input {...control} lang="es" defaultValue={values.captionEs ?? ''} maxLength={CAPTION_MAX} />}
        </PhotoField>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-brand-900">Describe each photo for people who cannot see it</legend>
        {pair !== false ? (
          <>
            <PhotoField
              {...field('beforeAltEn')}
              label="Before photo shows (English)"
              hint={pair === undefined ? 'Only for a before and after pair.' : undefined}
            >
              {(control) => <Textarea {...control} rows={2} defaultValue={values.beforeAltEn ?? ''} maxLength={ALT_MAX} />}
            </PhotoField>
            <PhotoField
              {...field('beforeAltEs')}
              label="La foto de antes muestra (Spanish)"
              hint={pair === undefined ? 'Only for a before and after pair.' : undefined}
            >
              {(control) => <Textarea {...control} lang="es" rows={2} defaultValue={values.beforeAltEs ?? ''} maxLength={ALT_MAX} />}
            </PhotoField>
          </>
        ) : null}
        <PhotoField
          {...field('altEn')}
          label={pair === undefined ? 'Photo (or after photo) shows (English)' : pair ? 'After photo shows (English)' : 'Photo shows (English)'}
        >
          {(control) => <Textarea {...control} rows={2} defaultValue={values.altEn ?? ''} maxLength={ALT_MAX} />}
        </PhotoField>
        <PhotoField
          {...field('altEs')}
          label={
            pair === undefined ? 'La foto (o la de después) muestra (Spanish)' : pair ? 'La foto de después muestra (Spanish)' : 'La foto muestra (Spanish)'
          }
        >
          {(control) => <Textarea {...control} lang="es" rows={2} defaultValue={values.altEs ?? ''} maxLength={ALT_MAX} />}
        </PhotoField>
      </fieldset>
      <Checkbox
        id={`${prefix}-published`}
        name="published"
        defaultChecked={values.published === 'on'}
        label="Show on the site (home page and the service's page)"
        className="min-h-10"
      />
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

/** A form's button, with its messages beside it. */
function SubmitRow({ label, busy = false, reply }: { label: string; busy?: boolean; reply: PhotoFormReply | undefined }) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Button type="submit" variant="secondary" size="compact" disabled={busy}>
        {label}
      </Button>
      <ReplyMessages reply={reply} />
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
      <Button type="submit" name="direction" value={direction} variant="quiet" size="compact" disabled={disabled} aria-label={`${label}: ${name}`}>
        {label}
      </Button>
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
          <PhotoField {...file('before')} label="Before photo" hint="Only for a before and after pair.">
            {(control) => <Input {...control} type="file" accept={ACCEPT} />}
          </PhotoField>
          <PhotoField {...file('photo')} label="Photo of the finished job (the after photo of a pair)">
            {(control) => <Input {...control} type="file" accept={ACCEPT} />}
          </PhotoField>
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
            {photo.takenOn ? <span className="font-normal text-slate-600"> · taken {formatLongCalendarDate(photo.takenOn)}</span> : null}
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
            <Link to={`?delete=${photo.id}#${prefix}`} className={buttonClasses({ variant: 'quiet-danger', size: 'compact' })} aria-label={`Delete: ${name}`}>
              Delete…
            </Link>
          </div>
          {confirmingDelete ? (
            <ConfirmDialog title="Delete this photo?" closeTo={`?#${prefix}`} tone="danger">
              <p>It leaves the site at once, and this cannot be undone.</p>
              <Form method="post" className="mt-4 flex flex-wrap gap-2">
                <input type="hidden" name="intent" value={DELETE_INTENT} />
                <input type="hidden" name="id" value={photo.id} />
                <input type="hidden" name="confirm" value="yes" />
                <Button type="submit" variant="danger" size="compact">
                  Delete photo
                </Button>
                <Link to={`?#${prefix}`} className={buttonClasses({ variant: 'quiet', size: 'compact' })}>
                  Cancel
                </Link>
              </Form>
            </ConfirmDialog>
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
