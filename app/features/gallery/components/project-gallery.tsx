import { reviewMonth } from '~/components/testimonial-card';
import { SectionHeading } from '~/components/ui/section';
import type { GalleryWords } from '~/content/gallery';
import type { Locale } from '~/lib/locale';
import type { ShownPhoto } from '../project-photo';

// The owner's photos on the public pages: plain images and text from the server's markup, so a
// before/after pair reads as two labelled photos from the first paint, with or without scripts.
// Each image has its width and height (no layout shift) and a srcset of WebP copies; below the
// fold they load lazily.

type Image = ShownPhoto['images'][number];

/** One image filling its box (cropped to the box's shape), loaded as it nears the screen. */
export function ProjectImage({ image, sizes }: { image: Image; sizes: string }) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading="lazy"
      decoding="async"
      className="size-full object-cover"
    />
  );
}

/** The image that best shows an entry on its own: a finished job's photo, a pair's after photo. */
export function leadImage(photo: ShownPhoto): Image | undefined {
  return photo.images.find((image) => image.side !== 'before');
}

/** The first entry of each service, to show on its card in place of the drawing. */
export function imagesByService(photos: readonly ShownPhoto[]): Partial<Record<ShownPhoto['serviceId'], Image>> {
  const images: Partial<Record<ShownPhoto['serviceId'], Image>> = {};
  for (const photo of photos) images[photo.serviceId] ??= leadImage(photo);
  return images;
}

const SINGLE_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';
const HALF_SIZES = '(min-width: 1024px) 200px, (min-width: 640px) 25vw, 50vw';

function Entry({ photo, words, locale }: { photo: ShownPhoto; words: GalleryWords; locale: Locale }) {
  const place = words.place(photo.town, photo.takenOn ? reviewMonth(photo.takenOn, locale) : null);
  return (
    <figure className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm" data-project-photo={photo.kind}>
      {photo.kind === 'before-after' ? (
        <div className="grid grid-cols-2 gap-0.5 bg-slate-200">
          {photo.images.map((image) => (
            <div key={image.id} className="relative aspect-[4/5]">
              {/* Before the image, so a screen reader says "Before", then what the photo shows. */}
              <p className="absolute top-2 left-2 z-10 rounded-md bg-brand-950/85 px-2 py-0.5 text-sm font-semibold text-white">
                {image.side === 'before' ? words.before : words.after}
              </p>
              <ProjectImage image={image} sizes={HALF_SIZES} />
            </div>
          ))}
        </div>
      ) : (
        <div className="aspect-[8/5]">{photo.images[0] ? <ProjectImage image={photo.images[0]} sizes={SINGLE_SIZES} /> : null}</div>
      )}
      <figcaption className="flex flex-1 flex-col gap-1 p-5">
        {photo.caption ? <span className="leading-relaxed text-slate-800">{photo.caption}</span> : null}
        <span className="text-sm text-slate-600">{place}</span>
      </figcaption>
    </figure>
  );
}

/** A section of entries: the home page's recent work, or a service page's. Nothing at all without entries. */
export function ProjectGallery({
  id,
  photos,
  heading,
  intro,
  words,
  locale,
  tone = 'white',
}: {
  tone?: 'white' | 'sand';
  id: string;
  photos: readonly ShownPhoto[];
  heading: string;
  intro: string;
  words: GalleryWords;
  locale: Locale;
}) {
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby={id} className={`${tone === 'sand' ? 'bg-sand-50' : 'bg-white'} py-16 sm:py-24`} data-project-gallery>
      <div className="container-page">
        <SectionHeading id={id} title={heading} intro={intro} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
          {photos.map((photo) => (
            <li key={photo.id}>
              <Entry photo={photo} words={words} locale={locale} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
