import type { Kysely } from 'kysely';
import type { TeamMember } from '~/content/team';
import type { Database } from '~/lib/db-schema';
import type { Locale } from '~/lib/locale';
import { getBusinessProfile } from '../profile.server';

/** The team as the About page introduces it in `locale`, in the owner's order, each with their photo when one is uploaded. */
export async function getTeamMembers(db: Kysely<Database>, locale: Locale): Promise<TeamMember[]> {
  const { team } = await getBusinessProfile(db);
  return team.map((member, index) => ({
    id: `team-${index}`,
    name: member.name,
    role: member.role[locale],
    description: member.bio[locale],
    ...(member.photoId ? { photoId: member.photoId } : {}),
  }));
}
