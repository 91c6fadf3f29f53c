import type { GalleryWords } from '../gallery';

// Las palabras alrededor de las fotos de trabajos terminados que sube el dueño.

export const galleryWords: GalleryWords = {
  recentHeading: 'Trabajos recientes',
  recentIntro: 'Fotos de trabajos que nuestro equipo terminó para familias y negocios de su zona.',
  serviceHeading: 'Nuestro trabajo',
  serviceIntro: 'Fotos de trabajos como el suyo, tomadas por nuestro equipo.',
  before: 'Antes',
  after: 'Después',
  place: (town, month) => (month ? `${town} · ${month}` : town),
};
