import { serviceIds, type ServiceId } from '~/content/service-ids';
import { z } from '~/lib/schema';

// The back office's photo form: one schema for upload and edit, shared by the page and its action.
// Staff read English; the texts the site shows (captions, alt text) are asked for in both languages.

export const PHOTO_KINDS = ['finished', 'before-after'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];
export const kindLabels: Readonly<Record<PhotoKind, string>> = { finished: 'A finished job (one photo)', 'before-after': 'Before and after (two photos)' };

/** The images of an entry: 'photo' for a finished job; 'before' and 'after' for a pair. */
export type PhotoSide = 'photo' | 'before' | 'after';
export const sidesOf: Readonly<Record<PhotoKind, readonly PhotoSide[]>> = { finished: ['photo'], 'before-after': ['before', 'after'] };

/**
 * The file fields of the upload form, after every text field (the multipart reader's rule): `photo`
 * is a finished job's photo or a pair's after photo; `before` only a pair's.
 */
export const FILE_FIELDS = ['before', 'photo'] as const;

export const UPLOAD_INTENT = 'upload';
export const UPDATE_INTENT = 'update';
export const MOVE_INTENT = 'move';
export const DELETE_INTENT = 'delete';

export const TOWN_MAX = 80;
export const CAPTION_MAX = 200;
export const ALT_MAX = 250;

const text = (max: number, tooLong: string) =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() ?? '')
    .pipe(z.string().max(max, tooLong));

const altText = (side: string, language: string) => text(ALT_MAX, `Keep the ${side} description under ${ALT_MAX} characters (${language})`);

/** What the form sends, each field checked on its own (pairingProblems checks them together). */
export const photoDetailsSchema = z.object({
  kind: z.enum(PHOTO_KINDS, { error: 'Choose a finished job or a before and after pair' }),
  serviceId: z.enum(serviceIds, { error: 'Choose the service the photo shows' }),
  town: text(TOWN_MAX, `Keep the town under ${TOWN_MAX} characters`).pipe(z.string().min(1, 'Enter the town where the job was done')),
  takenOn: text(10, 'Enter the date as YYYY-MM-DD').pipe(
    z.union([z.literal(''), z.iso.date('Enter the date as YYYY-MM-DD, such as 2026-03-14')], { error: 'Enter the date as YYYY-MM-DD, such as 2026-03-14' }),
  ),
  captionEn: text(CAPTION_MAX, `Keep the caption under ${CAPTION_MAX} characters (English)`),
  captionEs: text(CAPTION_MAX, `Keep the caption under ${CAPTION_MAX} characters (Spanish)`),
  altEn: altText('photo', 'English'),
  altEs: altText('photo', 'Spanish'),
  beforeAltEn: altText('before photo', 'English'),
  beforeAltEs: altText('before photo', 'Spanish'),
  published: z
    .string()
    .optional()
    .transform((value) => value === 'on'),
});

type PairedFields = Record<'kind' | 'captionEn' | 'captionEs' | 'altEn' | 'altEs' | 'beforeAltEn' | 'beforeAltEs', string>;

/**
 * What the fields say together: a caption in both languages or neither, and alt text for every
 * image the entry has. Checked beside the schema (not after it), so every problem shows at once.
 */
function pairingProblems(value: PairedFields): Record<string, string> {
  const problems: Record<string, string> = {};
  if (value.captionEn && !value.captionEs) problems.captionEs = 'Fill in the Spanish caption too, or leave both empty';
  if (value.captionEs && !value.captionEn) problems.captionEn = 'Fill in the English caption too, or leave both empty';
  const photo = value.kind === 'before-after' ? 'after photo' : 'photo';
  if (!value.altEn) problems.altEn = `Describe the ${photo} in English for people who cannot see it`;
  if (!value.altEs) problems.altEs = `Describe the ${photo} in Spanish for people who cannot see it`;
  if (value.kind === 'before-after') {
    if (!value.beforeAltEn) problems.beforeAltEn = 'Describe the before photo in English for people who cannot see it';
    if (!value.beforeAltEs) problems.beforeAltEs = 'Describe the before photo in Spanish for people who cannot see it';
  }
  return problems;
}

export type PhotoDetails = z.output<typeof photoDetailsSchema>;

/** The text fields as typed, to put back in the form after a refusal. */
export type PhotoFormValues = Partial<Record<keyof z.input<typeof photoDetailsSchema>, string>>;

/** What the photo page's actions answer: one form's outcome, its fields' messages and what was typed. */
export interface PhotoFormReply {
  intent: string;
  /** The entry the reply is about (an edit form), or null for the upload form. */
  photoId: string | null;
  ok: boolean;
  message: string;
  fieldErrors: Record<string, string>;
  values: PhotoFormValues;
}

/** Reads the form's text fields: the details, each field's first problem, and the values as typed. */
export function parsePhotoDetails(
  form: FormData,
): { ok: true; details: PhotoDetails } | { ok: false; fieldErrors: Record<string, string>; values: PhotoFormValues } {
  const raw: Record<string, string | undefined> = {};
  for (const key of ['kind', 'serviceId', 'town', 'takenOn', 'captionEn', 'captionEs', 'altEn', 'altEs', 'beforeAltEn', 'beforeAltEs', 'published']) {
    const value = form.get(key);
    raw[key] = typeof value === 'string' ? value : undefined;
  }
  const parsed = photoDetailsSchema.safeParse(raw);
  const trimmed = Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, value?.trim() ?? ''])) as PairedFields;
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) fieldErrors[String(issue.path[0] ?? 'form')] ??= issue.message;
  for (const [key, message] of Object.entries(pairingProblems(trimmed))) fieldErrors[key] ??= message;
  if (parsed.success && Object.keys(fieldErrors).length === 0) return { ok: true, details: parsed.data };
  return { ok: false, fieldErrors, values: raw as PhotoFormValues };
}

/** An image as a page shows it: its copies as a srcset, the middle one as `src`. */
export interface ImageSource {
  id: string;
  side: PhotoSide;
  alt: { en: string; es: string };
  width: number;
  height: number;
  src: string;
  srcSet: string;
}

export interface ProjectPhoto {
  id: string;
  kind: PhotoKind;
  serviceId: ServiceId;
  town: string;
  takenOn: string | null;
  caption: { en: string; es: string };
  position: number;
  published: boolean;
  uploadedAt: string;
  images: ImageSource[];
}

/** One entry as a page in `locale` shows it: its words in that language only. */
export interface ShownPhoto {
  id: string;
  kind: PhotoKind;
  serviceId: ServiceId;
  town: string;
  takenOn: string | null;
  caption: string;
  images: (Omit<ImageSource, 'alt'> & { alt: string })[];
}
