import type { Locale } from '~/lib/locale';
import type { JobStage } from './job-stages';

// The job's words for the customer, in English and Miami Spanish, and the stage names staff see.

export interface JobWords {
  heading: string;
  intro: string;
  stages: Record<JobStage, string>;
  stepState: { done: string; current: string; upcoming: string };
  notScheduled: string;
  measured: (notes: boolean) => string;
  productOrdered: (on: string, expected: string | null) => string;
  productReceived: (on: string) => string;
  permitApplied: (where: string | null, on: string) => string;
  permitIssued: (on: string) => string;
  installScheduled: (when: string) => string;
  inspection: (result: 'scheduled' | 'passed' | 'failed', on: string) => string;
  complete: string;
  cancelled: string;
}

const en: JobWords = {
  heading: 'Your job, step by step',
  intro: 'Where your windows are now. We update this as the work moves on.',
  stages: {
    measure: 'Measuring',
    'order-product': 'Ordering the windows',
    permit: 'Permit',
    schedule: 'Scheduling the installation',
    install: 'Installation',
    inspection: 'Inspection',
    complete: 'Complete',
    cancelled: 'Cancelled',
  },
  stepState: { done: 'done', current: 'in progress now', upcoming: 'coming up' },
  notScheduled: 'Not scheduled yet',
  measured: (notes) => (notes ? 'Measurements taken.' : 'We will measure your windows.'),
  productOrdered: (on, expected) => `Windows ordered on ${on}${expected ? `; expected around ${expected}` : ''}.`,
  productReceived: (on) => `Windows received on ${on}.`,
  permitApplied: (where, on) => `Permit applied for${where ? ` in ${where}` : ''} on ${on}.`,
  permitIssued: (on) => `Permit issued on ${on}.`,
  installScheduled: (when) => `Installation scheduled for ${when}.`,
  inspection: (result, on) =>
    result === 'passed'
      ? `Inspection passed on ${on}.`
      : result === 'failed'
        ? `The inspection on ${on} asked for changes; we are on it.`
        : `Inspection scheduled for ${on}.`,
  complete: 'Job complete. Thank you!',
  cancelled: 'This job was cancelled.',
};

const es: JobWords = {
  heading: 'Su trabajo, paso a paso',
  intro: 'En qué punto están sus ventanas. Lo vamos actualizando a medida que avanza el trabajo.',
  stages: {
    measure: 'Medición',
    'order-product': 'Pedido de las ventanas',
    permit: 'Permiso',
    schedule: 'Programación de la instalación',
    install: 'Instalación',
    inspection: 'Inspección',
    complete: 'Terminado',
    cancelled: 'Cancelado',
  },
  stepState: { done: 'listo', current: 'en curso', upcoming: 'próximo' },
  notScheduled: 'Sin programar todavía',
  measured: (notes) => (notes ? 'Medidas tomadas.' : 'Vamos a medir sus ventanas.'),
  productOrdered: (on, expected) => `Ventanas pedidas el ${on}${expected ? `; llegada prevista alrededor del ${expected}` : ''}.`,
  productReceived: (on) => `Ventanas recibidas el ${on}.`,
  permitApplied: (where, on) => `Permiso solicitado${where ? ` en ${where}` : ''} el ${on}.`,
  permitIssued: (on) => `Permiso aprobado el ${on}.`,
  installScheduled: (when) => `Instalación programada para el ${when}.`,
  inspection: (result, on) =>
    result === 'passed'
      ? `Inspección aprobada el ${on}.`
      : result === 'failed'
        ? `La inspección del ${on} pidió cambios; ya nos estamos ocupando.`
        : `Inspección programada para el ${on}.`,
  complete: 'Trabajo terminado. ¡Gracias!',
  cancelled: 'Este trabajo se canceló.',
};

export const jobWords: Record<Locale, JobWords> = { en, es };

/** The stage names staff see in the back office (English). */
export const stageNames: Record<JobStage, string> = {
  measure: 'Measure',
  'order-product': 'Order product',
  permit: 'Permit',
  schedule: 'Schedule',
  install: 'Install',
  inspection: 'Inspection',
  complete: 'Complete',
  cancelled: 'Cancelled',
};
