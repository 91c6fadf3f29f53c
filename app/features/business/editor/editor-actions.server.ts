import { data } from 'react-router';
import type { Actor } from '~/lib/audit-log.server';
import type { AppServices } from '~/lib/request-context';
import type { BusinessProfile } from '../profile';
import { getBusinessProfile, restoreProfileVersion, samplePaths, updateBusinessProfile } from '../profile.server';
import { type EncodedPhoto, storeTeamPhoto } from '../team/team-photos.server';
import { applyListIntent, type FormTree, readFormTree, readListIntent } from './form-values';
import { RESTORE_INTENT, SAVE_INTENT, TEAM_PHOTO_INTENT } from './intents';
import { blankItem, formErrors, formToProfile } from './profile-form';

// The company profile editor's posts: save the form, a list button (add, remove, move), restore a
// version, a team member's photo. Each answers the page with what it shows next.

export interface EditorReply {
  intent: string;
  ok: boolean;
  /** For the page's status (ok) or the error summary's heading (not ok); '' for none. */
  message: string;
  /** The form as typed, when it is shown again rather than the saved profile. */
  values?: FormTree;
  errors?: Record<string, string>;
  focus?: string;
  /** The sample content in `values` (`samplePaths`), when the form is shown as typed. */
  samples?: string[];
  /** A new one each answer: the form is drawn again from what the answer says. */
  nonce: string;
}

/** The sample fields and items of the form as typed (a moved or added item moves the marks with it). */
const samplesOf = (values: FormTree) => samplePaths(formToProfile(values) as unknown as BusinessProfile);

type Services = Pick<AppServices, 'db' | 'transact'>;

const nonce = () => crypto.randomUUID();

/** The form's post: a list button gives the form back changed, unsaved; Save checks and saves the whole profile. */
export async function submitProfileForm(services: Services, actor: Actor, formData: FormData) {
  const values = readFormTree(formData.entries());
  const intent = formData.get('intent');
  const listIntent = readListIntent(intent);
  if (listIntent) {
    const moved = applyListIntent(values, listIntent, blankItem);
    return data<EditorReply>({
      intent: 'list',
      ok: true,
      message: moved ? '' : 'That item is no longer in the list.',
      values,
      samples: samplesOf(values),
      focus: moved?.focus,
      nonce: nonce(),
    });
  }
  if (intent !== SAVE_INTENT)
    return data<EditorReply>({ intent: SAVE_INTENT, ok: false, message: 'The form could not be read. Please try again.', nonce: nonce() }, { status: 400 });
  const result = await updateBusinessProfile(services, formToProfile(values), { actor });
  if (!result.ok) {
    const errors = formErrors(result.fieldErrors);
    const count = Object.keys(errors).length;
    const message = count === 1 ? '1 field needs a change before the profile can be saved.' : `${count} fields need a change before the profile can be saved.`;
    return data<EditorReply>({ intent: SAVE_INTENT, ok: false, message, values, errors, samples: samplesOf(values), nonce: nonce() }, { status: 400 });
  }
  const message = result.changed.length === 0 ? 'Nothing had changed, so no new version was saved.' : `Saved as version ${result.version}.`;
  return data<EditorReply>({ intent: SAVE_INTENT, ok: true, message, nonce: nonce() });
}

/** Restores a version (the confirm step's button). */
export async function submitRestore(services: Services, actor: Actor, formData: FormData) {
  const version = Number(formData.get('version'));
  const result = Number.isSafeInteger(version) ? await restoreProfileVersion(services, version, { actor }) : undefined;
  if (!result?.ok) {
    return data<EditorReply>(
      { intent: RESTORE_INTENT, ok: false, message: result?.error ?? 'Choose a version to restore.', nonce: nonce() },
      { status: result ? 404 : 400 },
    );
  }
  return data<EditorReply>({ intent: RESTORE_INTENT, ok: true, message: `Version ${version} restored, saved as version ${result.version}.`, nonce: nonce() });
}

/**
 * Stores a team member's photo and saves it as theirs. `member` is their place in the saved team
 * and `name` their saved name: a team changed in the form but not saved yet is refused, so the
 * photo never lands on someone else.
 */
export async function saveTeamPhoto(services: Services, actor: Actor, { member, name, photo }: { member: number; name: string; photo: EncodedPhoto }) {
  const profile = await getBusinessProfile(services.db);
  const target = profile.team[member];
  if (!target || target.name !== name) {
    return data<EditorReply>(
      {
        intent: TEAM_PHOTO_INTENT,
        ok: false,
        message: 'The team has changed since this page was opened. Save your changes, then upload the photo again.',
        nonce: nonce(),
      },
      { status: 409 },
    );
  }
  await storeTeamPhoto(services.db, photo, actor.userId);
  const team = profile.team.map((entry, index) => (index === member ? { ...entry, photoId: photo.id } : entry));
  const result = await updateBusinessProfile(services, { team }, { actor });
  if (!result.ok) return data<EditorReply>({ intent: TEAM_PHOTO_INTENT, ok: false, message: result.error, nonce: nonce() }, { status: 400 });
  return data<EditorReply>({ intent: TEAM_PHOTO_INTENT, ok: true, message: `${name}’s photo is saved (version ${result.version}).`, nonce: nonce() });
}

/** A photo upload refused before it was stored: too large, unreadable, none chosen. */
export function teamPhotoRefused(message: string, status = 400) {
  return data<EditorReply>({ intent: TEAM_PHOTO_INTENT, ok: false, message, nonce: nonce() }, { status });
}
