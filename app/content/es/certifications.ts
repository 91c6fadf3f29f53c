import type { Certification } from '../certifications';

export const certifications: readonly Certification[] = [
  {
    id: 'energy-star',
    kind: 'energy-star',
    name: 'Energy Star',
    label: 'Socio de ENERGY STAR',
    description:
      'Ofrecemos e instalamos ventanas con certificación ENERGY STAR, que ayudan a las casas del sur de la Florida a mantener el calor afuera y bajar el costo del aire acondicionado.',
  },
  {
    id: 'home-advisor',
    kind: 'home-advisor',
    name: 'Home Advisor',
    label: 'Verificados y aprobados por HomeAdvisor',
    description: 'Nuestra empresa pasó la verificación de HomeAdvisor, así que puede contratarnos con más tranquilidad.',
  },
  {
    id: 'bbb',
    kind: 'bbb',
    name: 'BBB A+',
    label: 'Acreditados por el BBB, calificación A+',
    description:
      'Estamos acreditados por el Better Business Bureau con calificación A+, ganada atendiendo cada inquietud de nuestros clientes con rapidez y de manera justa.',
  },
];
