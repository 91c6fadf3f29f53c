import { useEffect, useRef, useState } from 'react';
import type { LeadFormWords } from '~/content/lead-forms';
import { useT } from '~/lib/messages';
import { MAX_PHOTO_BYTES, MAX_PHOTOS, PHOTO_ACCEPT, PHOTO_MAX_EDGE, PHOTOS_FIELD } from '../photo-limits';

/** A photo already this small and no larger than PHOTO_MAX_EDGE is sent as it is. */
const SMALL_ENOUGH_BYTES = 1.5 * 1024 * 1024;
const SHRINKABLE = /^image\/(jpeg|png|webp)$/;

interface Chosen {
  file: File;
  /** An object URL for the preview, when the browser can show the image. */
  preview: string | null;
}

/** A smaller JPEG of a large photo, drawn the right way up; the file itself when it cannot or need not be shrunk. */
async function shrink(file: File): Promise<File> {
  if (!SHRINKABLE.test(file.type)) return file;
  let bitmap: ImageBitmap | undefined;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, PHOTO_MAX_EDGE / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size <= SMALL_ENOUGH_BYTES) return file;
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], `${file.name.replace(/\.[^.]+$/, '')}.jpg`, { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    // Not an image this browser reads (or not an image at all): the server decides and says why.
    return file;
  } finally {
    bitmap?.close();
  }
}

function setFiles(input: HTMLInputElement, files: readonly File[]) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
}

/**
 * The quote form's photos: a plain multiple file input, which posts as it is without JavaScript.
 * Once hydrated, each pick adds to the photos already chosen (up to eight), large photos are
 * shrunk before upload, and each shows as a preview with a button to remove it.
 */
export function PhotoPicker({
  errors,
  resetKey,
  words,
  onCount,
}: {
  errors: readonly string[] | undefined;
  resetKey: string | null;
  words: LeadFormWords['photos'];
  /** Told how many photos the picker holds, whenever that changes. */
  onCount?: (count: number) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  useEffect(() => onCount?.(chosen.length), [chosen.length, onCount]);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const error = errors?.[0];
  const t = useT();

  const replace = (next: Chosen[]) => {
    setChosen((previous) => {
      for (const item of previous) if (item.preview && !next.includes(item)) URL.revokeObjectURL(item.preview);
      return next;
    });
    if (input.current)
      setFiles(
        input.current,
        next.map((item) => item.file),
      );
  };

  // A sent form starts again with no photos.
  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const clear = () => {
      setChosen((previous) => {
        for (const item of previous) if (item.preview) URL.revokeObjectURL(item.preview);
        return [];
      });
      setNotice(null);
    };
    form.addEventListener('reset', clear);
    return () => form.removeEventListener('reset', clear);
  }, []);
  useEffect(() => {
    if (resetKey && input.current) {
      setFiles(input.current, []);
      setChosen([]);
      setNotice(null);
    }
  }, [resetKey]);

  const onChange = async () => {
    const picked = Array.from(input.current?.files ?? []);
    if (picked.length === 0) {
      // A cancelled picker leaves the input empty: keep what was chosen before.
      replace(chosen);
      return;
    }
    setBusy(true);
    const added: Chosen[] = [];
    for (const file of picked) {
      const small = await shrink(file);
      added.push({ file: small, preview: SHRINKABLE.test(small.type) ? URL.createObjectURL(small) : null });
    }
    const all = [...chosen, ...added];
    const kept = all.slice(0, MAX_PHOTOS);
    for (const item of all.slice(MAX_PHOTOS)) if (item.preview) URL.revokeObjectURL(item.preview);
    const tooLarge = kept.filter((item) => item.file.size > MAX_PHOTO_BYTES).map((item) => item.file.name);
    setNotice(all.length > MAX_PHOTOS ? words.keptFirst(MAX_PHOTOS) : tooLarge.length ? words.tooLarge(tooLarge[0]!) : null);
    replace(kept);
    setBusy(false);
  };

  const remove = (item: Chosen) => {
    replace(chosen.filter((other) => other !== item));
    setNotice(null);
    input.current?.focus();
  };

  const describedBy = ['photos-hint', error ? 'photos-error' : '', notice ? 'photos-notice' : ''].filter(Boolean).join(' ');
  return (
    <div className="sm:col-span-2">
      <label htmlFor="quote-form-photos" className="block text-sm font-semibold text-slate-800">
        {words.label} <span className="ml-1.5 font-normal text-slate-600">{t('form.optional')}</span>
      </label>
      <input
        ref={input}
        id="quote-form-photos"
        type="file"
        name={PHOTOS_FIELD}
        multiple
        accept={PHOTO_ACCEPT}
        onChange={onChange}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white text-base text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:border-0 file:bg-brand-50 file:px-4 file:py-2.5 file:font-semibold file:text-brand-800 hover:file:bg-brand-100 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      />
      <p id="photos-hint" className="mt-1.5 text-sm text-slate-600">
        {words.hint(MAX_PHOTOS)}
      </p>
      <p role="status" className="mt-1.5 text-sm text-slate-700">
        {busy ? words.preparing : chosen.length > 0 ? words.chosen(chosen.length, MAX_PHOTOS) : ''}
      </p>
      {notice ? (
        <p id="photos-notice" className="mt-1.5 text-sm font-medium text-danger-700">
          {notice}
        </p>
      ) : null}
      <p id="photos-error" className="mt-1.5 text-sm font-medium text-danger-700" hidden={!error}>
        {error}
      </p>
      {chosen.length > 0 ? (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={words.listLabel}>
          {chosen.map((item) => (
            <li
              key={item.preview ?? `${item.file.name}-${item.file.lastModified}-${item.file.size}`}
              className="overflow-hidden rounded-lg border border-slate-200 bg-slate-50"
            >
              {item.preview ? (
                <img src={item.preview} alt="" className="aspect-square w-full object-cover" />
              ) : (
                <div className="flex aspect-square items-center justify-center p-2 text-center text-xs text-slate-600">{words.noPreview}</div>
              )}
              <div className="px-2 pt-1.5 pb-1">
                <p className="truncate text-xs text-slate-700" title={item.file.name}>
                  {item.file.name}
                </p>
                <button
                  type="button"
                  onClick={() => remove(item)}
                  aria-label={words.removeLabel(item.file.name)}
                  className="mt-1 min-h-11 w-full rounded-md text-sm font-semibold text-danger-700 hover:bg-danger-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                >
                  {words.remove}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
