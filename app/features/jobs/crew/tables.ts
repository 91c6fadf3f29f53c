// The crew's side of a job (docs/jobs-and-crews.md): the photos taken on its install visits.

export interface JobPhotoTable {
  id: string;
  jobId: string;
  /** The install visit it was taken on; null once that visit is gone. */
  visitId: string | null;
  filename: string;
  contentType: string;
  width: number;
  height: number;
  content: Buffer;
  thumbnail: Buffer;
  /** The crew member's user id. */
  createdBy: string;
  createdAt: string;
}

declare module '~/lib/db-schema' {
  interface Database {
    jobPhotos: JobPhotoTable;
  }
}
