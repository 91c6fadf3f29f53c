export interface TeamMember {
  readonly id: string;
  readonly name: string;
  readonly role: string;
  readonly description: string;
  /** The photo the owner uploaded (/team-photos/:id); without one the About page draws a portrait. */
  readonly photoId?: string;
}

export const teamMembers: readonly TeamMember[] = [
  {
    id: 'ricardo-alvarez',
    name: 'Ricardo Alvarez',
    role: 'Founder & Owner',
    description:
      'Ricardo started Gables Window Care in 2005 after years installing windows across Miami-Dade. He still visits job sites every week and reviews every large project before it starts.',
  },
  {
    id: 'tamika-johnson',
    name: 'Tamika Johnson',
    role: 'Operations & Installation Manager',
    description:
      'Tamika plans every installation from permit to final inspection and keeps our crews on schedule. She coordinates deliveries, inspections and HOA approvals so homeowners do not have to.',
  },
  {
    id: 'mei-chen',
    name: 'Mei Chen',
    role: 'Customer Service Manager',
    description:
      'Mei is usually the first voice you hear when you call. She turns quote requests into clear estimates, schedules visits around your week and follows up after every job.',
  },
  {
    id: 'jean-baptiste',
    name: 'Jean-Pierre Baptiste',
    role: 'Lead Technician',
    description:
      'Jean-Pierre leads our repair and maintenance technicians and trains new team members. He knows the hardware of nearly every window brand found in South Florida homes.',
  },
];
