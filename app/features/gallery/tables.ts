// The owner's photos of finished jobs, shown on the home page and the service pages in place of
// the drawings (docs/front-door.md, "Photos of our work").

/** One entry of the gallery: a finished job (one image) or a before/after pair (two). */
export interface ProjectPhotoTable {
  id: string;
  /** 'finished' or 'before-after' (project-photo.ts). */
  kind: string;
  /** The service it shows (a ServiceId): the service's page shows it. */
  serviceId: string;
  town: string;
  /** When the photo was taken (YYYY-MM-DD), if the owner says. */
  takenOn: string | null;
  /** Empty in both languages for none. */
  captionEn: string;
  captionEs: string;
  /** Smaller first: the order on every page. */
  position: number;
  /** 1: on the site; 0: only in the back office. */
  published: number;
  uploadedBy: string | null;
  uploadedAt: string;
  updatedAt: string;
}

/** An image of a gallery entry: 'photo' for a finished job, 'before' and 'after' for a pair. */
export interface ProjectPhotoImageTable {
  /** Random (UUID v4): it names the image's files in their URLs. */
  id: string;
  photoId: string;
  side: string;
  /** What the image shows, for screen readers, in each language. */
  altEn: string;
  altEs: string;
  /** The largest copy's size, for width and height on the page. */
  width: number;
  height: number;
}

/** One stored copy of an image: WebP at one width, re-encoded without metadata. */
export interface ProjectPhotoFileTable {
  imageId: string;
  width: number;
  height: number;
  content: Buffer;
}

declare module '~/lib/db-schema' {
  interface Database {
    projectPhotos: ProjectPhotoTable;
    projectPhotoImages: ProjectPhotoImageTable;
    projectPhotoFiles: ProjectPhotoFileTable;
  }
}
