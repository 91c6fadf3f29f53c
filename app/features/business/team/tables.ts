/** A team member's photo: re-encoded (no EXIF, no location) with its thumbnail; never changed once stored. */
export interface TeamPhotoTable {
  id: string;
  contentType: string;
  width: number;
  height: number;
  content: Buffer;
  thumbnail: Buffer;
  /** The user id of whoever uploaded it. */
  uploadedBy: string | null;
  createdAt: string;
}

declare module '~/lib/db-schema' {
  interface Database {
    teamPhotos: TeamPhotoTable;
  }
}
