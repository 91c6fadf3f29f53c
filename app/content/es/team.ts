import type { TeamMember } from '../team';

/** The team in Spanish: the same people, their roles and bios translated. */
export const teamMembers: readonly TeamMember[] = [
  {
    id: 'ricardo-alvarez',
    name: 'Ricardo Alvarez',
    role: 'Fundador y dueño',
    description:
      'Ricardo fundó Gables Window Care en 2005, después de años instalando ventanas por todo Miami-Dade. Todavía visita las obras cada semana y revisa cada proyecto grande antes de que empiece.',
  },
  {
    id: 'tamika-johnson',
    name: 'Tamika Johnson',
    role: 'Gerente de operaciones e instalaciones',
    description:
      'Tamika planifica cada instalación, desde el permiso hasta la inspección final, y se asegura de que nuestros equipos cumplan con el calendario. Coordina las entregas, las inspecciones y las aprobaciones de la asociación de propietarios para que los dueños de casa no tengan que hacerlo.',
  },
  {
    id: 'mei-chen',
    name: 'Mei Chen',
    role: 'Gerente de servicio al cliente',
    description:
      'Casi siempre, la primera voz que escucha cuando nos llama es la de Mei. Ella convierte cada solicitud en una cotización clara, acomoda las visitas a su semana y hace seguimiento después de cada trabajo.',
  },
  {
    id: 'jean-baptiste',
    name: 'Jean-Pierre Baptiste',
    role: 'Técnico principal',
    description:
      'Jean-Pierre dirige a nuestros técnicos de reparación y mantenimiento y capacita a los nuevos integrantes del equipo. Conoce los herrajes de casi todas las marcas de ventanas que se encuentran en las casas del sur de la Florida.',
  },
];
