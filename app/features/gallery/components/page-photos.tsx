import type { HomePagePhotos } from '~/components/home/home-page';
import type { ServicePagePhotos } from '~/components/services/service-detail-page';
import type { GalleryWords } from '~/content/gallery';
import type { Locale } from '~/lib/locale';
import type { ShownPhoto } from '../project-photo';
import { imagesByService, leadImage, ProjectGallery, ProjectImage } from './project-gallery';

// What the home page and a service page show of the owner's photos; nothing (the drawings) without any.

/** Recent jobs on the home page: this many entries, newest in the owner's order first. */
export const RECENT_WORK_COUNT = 6;
const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw';

const keyOf = (photos: readonly ShownPhoto[]) =>
  photos.map((photo) => `${photo.id}:${photo.images.map((image) => image.alt).join('|')}:${photo.caption}`).join(',');

export function homePagePhotos(photos: readonly ShownPhoto[], words: GalleryWords, locale: Locale): HomePagePhotos | undefined {
  if (photos.length === 0) return undefined;
  const images = imagesByService(photos);
  return {
    key: keyOf(photos),
    recentWork: (
      <ProjectGallery
        id="recent-work-title"
        photos={photos.slice(0, RECENT_WORK_COUNT)}
        heading={words.recentHeading}
        intro={words.recentIntro}
        words={words}
        locale={locale}
      />
    ),
    serviceImages: Object.fromEntries(
      Object.entries(images).map(([serviceId, image]) => [serviceId, <ProjectImage key={serviceId} image={image} sizes={CARD_SIZES} />]),
    ),
  };
}

export function servicePagePhotos(photos: readonly ShownPhoto[], words: GalleryWords, locale: Locale): ServicePagePhotos | undefined {
  const first = photos[0] && leadImage(photos[0]);
  if (!first) return undefined;
  return {
    key: keyOf(photos),
    overviewImage: <ProjectImage image={first} sizes="(min-width: 1024px) 480px, 100vw" />,
    gallery: (
      <ProjectGallery
        id="service-work-title"
        photos={photos}
        heading={words.serviceHeading}
        intro={words.serviceIntro}
        words={words}
        locale={locale}
        tone="sand"
      />
    ),
  };
}
