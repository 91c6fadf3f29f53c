import { Outlet } from 'react-router';
import type { DashboardWords } from '~/content/dashboard';
import type { PublicUser } from '../session.server';
import { DashboardSidebar } from './dashboard-sidebar';

/** The customer dashboard's frame in either language: the welcome, the sidebar, and the page inside. */
export function DashboardLayoutPage({ data, words }: { data: { user: PublicUser; isAdmin: boolean }; words: DashboardWords }) {
  const { user, isAdmin } = data;
  const firstName = user.name.trim().split(/\s+/)[0];
  return (
    <>
      <section className="on-dark relative overflow-hidden bg-brand-900 text-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(43,138,198,0.45),transparent_60%)]"
        />
        <div className="container-page relative py-8 sm:py-12">
          <p className="text-sm font-semibold tracking-wider text-accent-400 uppercase">{words.layout.eyebrow}</p>
          <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-4xl">{firstName ? words.layout.welcome(firstName) : words.layout.welcomeNoName}</h1>
        </div>
      </section>
      <div className="bg-sand-50">
        <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-6 py-8 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-8 lg:py-12">
          <DashboardSidebar user={user} isAdmin={isAdmin} words={words.sidebar} />
          <div className="min-w-0 space-y-6">
            <Outlet />
          </div>
        </div>
      </div>
    </>
  );
}
