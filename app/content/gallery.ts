// The words around the owner's photos of finished jobs (app/features/gallery), in English;
// Spanish: es/gallery.ts.

export interface GalleryWords {
  /** The home page's section of recent jobs, all services. */
  readonly recentHeading: string;
  readonly recentIntro: string;
  /** A service page's section: that service's jobs. */
  readonly serviceHeading: string;
  readonly serviceIntro: string;
  /** The labels on a pair's two photos. */
  readonly before: string;
  readonly after: string;
  /** Where (and when) a job was done: "Coral Gables · March 2026". */
  readonly place: (town: string, month: string | null) => string;
}

export const galleryWords: GalleryWords = {
  recentHeading: 'Recent Work',
  recentIntro: 'Photos of jobs our crews finished for homeowners and businesses near you.',
  serviceHeading: 'Our Work',
  serviceIntro: 'Photos from jobs like yours, taken by our crews.',
  before: 'Before',
  after: 'After',
  place: (town, month) => (month ? `${town} · ${month}` : town),
};
