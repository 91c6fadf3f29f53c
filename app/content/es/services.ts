import type { ServiceId, ServiceSummary } from '../services';

/** Each service's name and card text in Spanish (the detail pages follow as they are translated). */
export const serviceSummaries: Readonly<Record<ServiceId, ServiceSummary>> = {
  'window-installation': {
    id: 'window-installation',
    title: 'Instalación de ventanas',
    description:
      'Ventanas nuevas medidas, suministradas e instaladas según el Código de Construcción de la Florida, desde modelos de eficiencia energética hasta sistemas de impacto contra huracanes.',
  },
  'window-repair': {
    id: 'window-repair',
    title: 'Reparación de ventanas',
    description:
      'Reparaciones rápidas y cuidadosas para ventanas que se traban, gotean, vibran o no cierran bien, para que las suyas vuelvan a funcionar como nuevas.',
  },
  'window-maintenance': {
    id: 'window-maintenance',
    title: 'Mantenimiento de ventanas',
    description:
      'Inspecciones, limpieza y ajustes programados que protegen sus ventanas del salitre, la humedad y la temporada de huracanes.',
  },
  'window-replacement': {
    id: 'window-replacement',
    title: 'Reemplazo de ventanas',
    description:
      'Cambie las ventanas gastadas, con filtraciones o anticuadas por modelos de impacto y de eficiencia energética, retiradas e instaladas con las mínimas molestias.',
  },
  'glass-replacement': {
    id: 'glass-replacement',
    title: 'Reemplazo de vidrios',
    description:
      'Cambiamos vidrios rajados, rotos o empañados en sus marcos actuales, desde un cristal sencillo hasta vidrio aislante y laminado de impacto.',
  },
  weatherproofing: {
    id: 'weatherproofing',
    title: 'Sellado contra agua y viento',
    description:
      'Mantenga afuera la lluvia con viento, la humedad y el calor con sellado profesional, burletes nuevos y arreglos del drenaje alrededor de sus ventanas.',
  },
};
