import { describePhoto } from '~/content/photos';

/** A stored photo as a gallery shows it: served at `${base}/${id}`, its thumbnail with `?size=thumbnail`. */
export interface GalleryPhoto {
  id: string;
  filename: string;
  width: number;
  height: number;
}

/**
 * A request's photos as thumbnails, each opening the full-size photo. `base` is where they are
 * served: /photos for a signed-in viewer, or under an estimate's link for its customer.
 */
export function PhotoGallery({
  photos,
  label,
  base = '/photos',
  describe = describePhoto,
}: {
  photos: readonly GalleryPhoto[];
  label: string;
  base?: string;
  /** Each thumbnail's text, in the page's language. */
  describe?: (position: number, count: number, filename: string) => string;
}) {
  if (photos.length === 0) return null;
  return (
    <ul aria-label={label} className="grid grid-cols-[repeat(auto-fill,minmax(6rem,1fr))] gap-2">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a
            href={`${base}/${photo.id}`}
            target="_blank"
            rel="noopener"
            className="block overflow-hidden rounded-lg border border-slate-200 bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
          >
            <img
              src={`${base}/${photo.id}?size=thumbnail`}
              alt={describe(index + 1, photos.length, photo.filename)}
              width={photo.width}
              height={photo.height}
              loading="lazy"
              decoding="async"
              className="aspect-square h-auto w-full object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
