import { data, redirect } from 'react-router';
import { z } from 'zod';
import { readFormBody } from '~/lib/form-body.server';
import { type ByteBudget, isMultipart, readMultipartBody } from '~/lib/multipart-body.server';
import type { AppServices } from '~/lib/request-context';
import { DELETE_INTENT, MOVE_INTENT, parsePhotoDetails, type PhotoFormReply, UPDATE_INTENT, UPLOAD_INTENT } from './project-photo';
import {
  createProjectPhoto,
  deleteProjectPhoto,
  moveProjectPhoto,
  projectPhotoExists,
  receiveProjectImages,
  updateProjectPhoto,
  UPLOAD_LIMITS,
} from './project-photos.server';

// The back office's photo page: what each of its forms does, answered as the page shows it.

type Actor = { userId: string; email: string };
/** The transaction runner, and the upload bytes every request of the process shares. */
type Services = Pick<AppServices, 'db' | 'transact'> & { uploadBytes: ByteBudget };

export const PHOTOS_PATH = '/admin/photos';
const MAX_FORM_BYTES = 16 * 1024;
const RETRY_SECONDS = 30;

/** What a finished action says, by the `done` of the address it lands on. */
export const doneMessages: Readonly<Record<string, string>> = {
  uploaded: 'Photo uploaded.',
  saved: 'Changes saved.',
  moved: 'Order changed.',
  deleted: 'Photo deleted.',
};

function reply(status: number, fields: Partial<PhotoFormReply> & { message: string }, headers?: HeadersInit) {
  return data<PhotoFormReply>({ intent: UPLOAD_INTENT, photoId: null, ok: false, fieldErrors: {}, values: {}, ...fields }, { status, headers });
}

const done = (what: keyof typeof doneMessages, id?: string) => redirect(`${PHOTOS_PATH}?done=${what}${id ? `#photo-${id}` : ''}`);

const unreadable = () => reply(400, { message: 'The form could not be read. Please try again.' });
const busy = () =>
  reply(429, { message: `The server is busy with other uploads: please send again in ${RETRY_SECONDS} seconds.` }, { 'Retry-After': String(RETRY_SECONDS) });

/** The upload form (multipart): the words first, then each image re-encoded; nothing is stored unless all of it is right. */
async function upload(services: Services, actor: Actor, request: Request) {
  const body = await readMultipartBody(request, UPLOAD_LIMITS, services.uploadBytes);
  if (!body.ok) return body.reason === 'busy' ? busy() : unreadable();
  try {
    if (body.fields.get('intent') !== UPLOAD_INTENT) return unreadable();
    const parsed = parsePhotoDetails(body.fields);
    if (!parsed.ok) {
      return reply(400, {
        message: 'Nothing was uploaded: correct the marked fields, then choose the photos again.',
        fieldErrors: parsed.fieldErrors,
        values: parsed.values,
      });
    }
    const received = await receiveProjectImages(body.files, parsed.details.kind);
    if (!received.ok && 'refused' in received) return received.refused === 'busy' ? busy() : unreadable();
    const values = Object.fromEntries([...body.fields].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    if (!received.ok) return reply(400, { message: 'Nothing was uploaded: choose the marked photos again.', fieldErrors: received.fieldErrors, values });
    const id = await createProjectPhoto(services, { details: parsed.details, images: received.images, actor });
    return done('uploaded', id);
  } finally {
    await body.files.discard();
  }
}

const idSchema = z.string().trim().min(1).max(64);
const moveSchema = z.object({ id: idSchema, direction: z.enum(['up', 'down']) });
const deleteSchema = z.object({ id: idSchema, confirm: z.literal('yes') });

/** Every form of the photo page, told apart by `intent`. */
export async function submitPhotoForm(services: Services, actor: Actor, request: Request) {
  if (isMultipart(request)) return upload(services, actor, request);
  const form = await readFormBody(request, MAX_FORM_BYTES);
  if (!form) return unreadable();
  const intent = form.get('intent');
  const fields = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const missing = () => reply(404, { intent: String(intent), message: 'That photo is no longer here: someone may have deleted it.' });
  if (intent === UPDATE_INTENT) {
    const id = idSchema.safeParse(fields.id);
    if (!id.success) return unreadable();
    const parsed = parsePhotoDetails(form);
    if (!parsed.ok) {
      // Field errors show on the photo's card: for an id no card has, the page says the photo is gone instead.
      if (!(await projectPhotoExists(services.db, id.data))) return missing();
      return reply(400, {
        intent: UPDATE_INTENT,
        photoId: id.data,
        message: 'Nothing was saved: correct the marked fields.',
        fieldErrors: parsed.fieldErrors,
        values: parsed.values,
      });
    }
    return (await updateProjectPhoto(services, id.data, { details: parsed.details, actor })) ? done('saved', id.data) : missing();
  }
  if (intent === MOVE_INTENT) {
    const parsed = moveSchema.safeParse(fields);
    if (!parsed.success) return unreadable();
    return (await moveProjectPhoto(services, parsed.data.id, { direction: parsed.data.direction, actor })) ? done('moved', parsed.data.id) : missing();
  }
  if (intent === DELETE_INTENT) {
    const parsed = deleteSchema.safeParse(fields);
    if (!parsed.success) return unreadable();
    return (await deleteProjectPhoto(services, parsed.data.id, { actor })) ? done('deleted') : missing();
  }
  return unreadable();
}
