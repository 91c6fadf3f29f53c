import { TeamAvatar } from '~/components/illustrations/team-avatar';
import { SectionHeading } from '~/components/ui/section';
import type { AboutContent } from '~/content/about';
import type { TeamMember } from '~/content/team';

export function TeamSection({ content: about, teamMembers }: { content: AboutContent; teamMembers: readonly TeamMember[] }) {
  return (
    <section aria-labelledby="team-heading" className="py-16 sm:py-24">
      <div className="container-page">
        <SectionHeading id="team-heading" title={about.team.heading} intro={about.team.intro} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {teamMembers.map((member, index) => (
            <li key={member.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-4 sm:block">
                {/* A fixed square so nothing moves while the photo or the drawing paints. */}
                <div className="aspect-square w-18 shrink-0 overflow-hidden rounded-full bg-brand-50 ring-4 ring-brand-50 sm:w-24">
                  {member.photoId ? (
                    <img
                      src={`/team-photos/${member.photoId}`}
                      alt=""
                      width={96}
                      height={96}
                      loading="lazy"
                      decoding="async"
                      className="size-full object-cover"
                    />
                  ) : (
                    <TeamAvatar index={index} className="size-full" />
                  )}
                </div>
                <div className="min-w-0 sm:mt-5">
                  <h3 className="text-lg font-semibold text-brand-900">{member.name}</h3>
                  <p className="text-sm font-semibold text-brand-700">{member.role}</p>
                </div>
              </div>
              <p className="mt-3 leading-relaxed text-slate-600">{member.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
