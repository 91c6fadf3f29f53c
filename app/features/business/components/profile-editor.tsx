import { useEffect, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { TeamAvatar } from '~/components/illustrations/team-avatar';
import { formatDateTime } from '~/features/calendar/business-dates';
import type { EditorReply } from '../editor/editor-actions.server';
import { fieldLabel } from '../editor/field-labels';
import { type FormTree, textAt } from '../editor/form-values';
import { Button } from '~/components/ui/button';
import { Field, Input } from '~/components/ui/field';
import { EditorProvider, type EditorState } from './editor-fields';
import { editorSections, ProfileSections, sectionOf } from './profile-sections';
import { RESTORE_INTENT, SAVE_INTENT, TEAM_PHOTO_INTENT } from '../editor/intents';
import { ProfileVersions, type VersionRow } from './profile-versions';

/** The messages of a refused save, each a link to its field; focus moves here so it is read first. */
function ErrorSummary({ message, errors }: { message: string; errors: Record<string, string> }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [errors]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the refused save's answer starts here, also when it is a new page (no JavaScript)
      autoFocus
      aria-labelledby="error-summary-heading"
      className="rounded-lg border-2 border-danger-700 bg-white p-4 shadow-sm focus:ring-4 focus:ring-danger-700/25 focus:outline-none"
    >
      <h2 id="error-summary-heading" className="font-semibold text-danger-700">
        {message}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {Object.entries(errors).map(([name, error]) => (
          <li key={name}>
            <a href={`#${name}`} className="font-medium text-danger-700 underline underline-offset-2 hover:text-danger-700/80">
              {fieldLabel(name)}: {error}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface SavedMember {
  name: string;
  photoId?: string;
}

/** A saved team member's photo (or the drawing when there is none) and the control that uploads a new one. */
function TeamPhoto({
  index,
  member,
  values,
  accept,
  maxMegabytes,
}: {
  index: number;
  member: SavedMember | undefined;
  values: FormTree;
  accept: string;
  maxMegabytes: number;
}) {
  const photoId = textAt(values, `team.${index}.photoId`);
  const preview = photoId ? (
    <img src={`/team-photos/${photoId}`} alt="" width={96} height={96} className="size-24 rounded-full object-cover ring-4 ring-brand-50" />
  ) : (
    <TeamAvatar index={index} className="size-24" />
  );
  // Only a member as saved can take a photo: the upload saves at once, into the saved team.
  if (!member || member.name !== textAt(values, `team.${index}.name`)) {
    return (
      <div className="space-y-2">
        {preview}
        <p className="text-xs text-slate-600">Save the team first, then add a photo.</p>
      </div>
    );
  }
  const formId = `team-photo-${index}`;
  const inputId = `team.${index}.photo`;
  return (
    <div className="space-y-2">
      {preview}
      <Field
        id={inputId}
        label={`Photo of ${member.name}`}
        hint={`JPEG, PNG, WebP or HEIC, up to ${maxMegabytes} MB. Uploading saves the photo at once; what you typed stays as it is.`}
        size="compact"
      >
        <Input
          form={formId}
          type="file"
          name="photo"
          accept={accept}
          className="text-xs file:mr-2 file:rounded file:border-0 file:bg-brand-50 file:px-2 file:py-1 file:text-brand-800"
        />
      </Field>
      <Button type="submit" form={formId} variant="quiet" size="compact">
        Upload photo
      </Button>
    </div>
  );
}

export interface ProfileEditorProps {
  /** The saved profile as the form shows it. */
  saved: FormTree;
  /** The saved profile's sample fields and items, marked in the form. */
  samples: string[];
  savedTeam: SavedMember[];
  versions: VersionRow[];
  confirming: number | undefined;
  reply: EditorReply | undefined;
  photoAccept: string;
  maxPhotoMegabytes: number;
}

/** The owner's editor of the company profile: every section in one form, saved whole, and its versions. */
export function ProfileEditor({ saved, samples, savedTeam, versions, confirming, reply, photoAccept, maxPhotoMegabytes }: ProfileEditorProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' ? navigation.formData?.get('intent') : undefined;
  const state: EditorState = reply?.values
    ? { values: reply.values, errors: reply.errors ?? {}, focus: reply.focus, samples: reply.samples ?? samples }
    : { values: saved, errors: {}, samples };
  const current = versions[0];
  const photoReply = reply?.intent === TEAM_PHOTO_INTENT;
  // A photo's answer leaves the form as it is, typed edits and all: only the saved photo id changes
  // (a hidden field). Any other answer, or a new saved version, draws the form anew from its values.
  const nextKey = `${reply?.nonce ?? ''}:${current?.version}`;
  const [formKey, setFormKey] = useState(nextKey);
  if (!photoReply && formKey !== nextKey) setFormKey(nextKey);
  // On a phone one section shows: the one the answer is about.
  const firstError = reply?.errors ? Object.keys(reply.errors)[0] : undefined;
  const currentSection = photoReply ? 'team' : reply?.focus ? sectionOf(reply.focus) : firstError ? sectionOf(firstError) : undefined;
  // The answer's message is brought into view (the save button is at the bottom of a long form).
  const statusRef = useRef<HTMLParagraphElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const shown = reply?.ok ? (reply.message ? statusRef.current : null) : alertRef.current;
    shown?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [reply]);
  const refusedSave = reply && !reply.ok && reply.intent === SAVE_INTENT && reply.errors && Object.keys(reply.errors).length > 0;
  const teamCount = Array.isArray(state.values.team) ? state.values.team.length : 0;
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-brand-900">Company profile</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">
          What the website, the emails and the assistant say about the company. Every text is in English and Spanish. Each save is kept as a version you can
          restore.
        </p>
        {current ? (
          <p className="mt-1 text-sm text-slate-600">
            Version {current.version}, saved <time dateTime={current.createdAt}>{formatDateTime(current.createdAt)}</time>
            {current.actor === 'seed' ? ' (sample content)' : ` by ${current.actor}`}.
          </p>
        ) : null}
      </div>
      <p
        ref={statusRef}
        role="status"
        className={
          reply?.ok && reply.message ? 'rounded-lg border border-success-700/30 bg-success-50 px-4 py-3 text-sm font-medium text-success-700' : 'sr-only'
        }
      >
        {reply?.ok ? reply.message : ''}
      </p>
      {refusedSave ? <ErrorSummary message={reply.message} errors={reply.errors ?? {}} /> : null}
      <p
        ref={alertRef}
        role="alert"
        className={
          reply && !reply.ok && !refusedSave ? 'rounded-lg border border-danger-700/30 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700' : 'sr-only'
        }
      >
        {reply && !reply.ok && !refusedSave ? reply.message : ''}
      </p>
      <div className="grid gap-5 lg:grid-cols-[11rem_minmax(0,1fr)]">
        <nav aria-label="Profile sections" className="lg:sticky lg:top-4 lg:self-start">
          <ul className="flex flex-wrap gap-1 lg:flex-col">
            {[...editorSections, { id: 'versions', title: 'Versions' }].map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex min-h-9 items-center rounded-md px-3 text-sm font-medium text-brand-800 hover:bg-white hover:text-brand-900 lg:px-2"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 space-y-5">
          {/* Each saved member's photo upload: before the profile form, so its fields come before its file in the post. */}
          {savedTeam.map((member, index) => (
            <Form key={index} method="post" encType="multipart/form-data" id={`team-photo-${index}`} hidden>
              <input type="hidden" name="intent" value={TEAM_PHOTO_INTENT} />
              <input type="hidden" name="member" value={index} />
              <input type="hidden" name="name" value={member.name} />
            </Form>
          ))}
          {/* Made anew for each reply and each saved version: React may render a save's reply before the
              loader's new version reaches it, and fields keep what they were first given. A photo's
              answer is the exception: the form keeps what the owner typed. */}
          <Form method="post" noValidate key={formKey} className="space-y-5" aria-label="Company profile">
            <EditorProvider value={state}>
              <div className="profile-sections space-y-5">
                <ProfileSections
                  current={currentSection}
                  teamPhoto={(index) => (
                    <TeamPhoto
                      index={index}
                      member={index < teamCount ? savedTeam[index] : undefined}
                      values={state.values}
                      accept={photoAccept}
                      maxMegabytes={maxPhotoMegabytes}
                    />
                  )}
                />
              </div>
            </EditorProvider>
            <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center justify-end gap-3 rounded-lg border border-slate-200 bg-white/95 px-4 py-2 shadow-lg backdrop-blur sm:justify-between sm:py-3">
              <p className="hidden text-sm text-slate-600 sm:block">Changes show on the site as soon as they are saved.</p>
              <Button type="submit" name="intent" value={SAVE_INTENT} disabled={submitting === SAVE_INTENT} variant="secondary" size="compact">
                {submitting === SAVE_INTENT ? 'Saving…' : 'Save changes'}
              </Button>
            </div>
          </Form>
          <ProfileVersions versions={versions} confirming={confirming} busy={submitting === RESTORE_INTENT} />
        </div>
      </div>
    </div>
  );
}
