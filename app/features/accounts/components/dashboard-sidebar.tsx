import type { ReactNode } from 'react';
import { Form, NavLink } from 'react-router';
import { ArrowRightIcon, ClipboardIcon, HomeIcon, InboxIcon, LogOutIcon, ShieldCheckIcon, UserIcon } from '~/components/ui/icons';
import { adminLinks } from '~/content/accounts';
import type { DashboardWords } from '~/content/dashboard';
import { linkIn } from '~/lib/locale';
import { useLocale } from '~/lib/messages';
import { Avatar } from './avatar';

interface SidebarUser {
  name: string;
  email: string;
  image: string | null;
}

const tabs = [
  { to: '/dashboard', key: 'overview', icon: HomeIcon, end: true },
  { to: '/dashboard/orders', key: 'orders', icon: ClipboardIcon, end: false },
  { to: '/dashboard/requests', key: 'requests', icon: InboxIcon, end: false },
  { to: '/dashboard/profile', key: 'profile', icon: UserIcon, end: false },
] as const;

const itemClass = 'flex min-h-11 items-center gap-2.5 rounded-lg px-3 py-2 text-[0.95rem] leading-tight font-medium transition-colors';

function tabClass({ isActive }: { isActive: boolean }) {
  return `${itemClass} ${isActive ? 'bg-brand-50 text-brand-800 ring-1 ring-brand-200' : 'text-slate-700 hover:bg-slate-50 hover:text-brand-900'}`;
}

function Section({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="border-t border-slate-200 p-3">
      <p className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wider text-slate-600 uppercase">{label}</p>
      {children}
    </div>
  );
}

/**
 * The dashboard's side menu: who is signed in, the tabs (each its own page), the staff screens
 * for an admin or superAdmin (in English, as the back office is), and Sign Out. On phones the
 * tabs sit in two columns.
 */
export function DashboardSidebar({ user, isAdmin, words }: { user: SidebarUser; isAdmin: boolean; words: DashboardWords['sidebar'] }) {
  const locale = useLocale();
  return (
    <aside className="min-w-0 self-start rounded-2xl border border-slate-200 bg-white shadow-sm lg:sticky lg:top-24">
      <div className="flex items-center gap-4 p-5 lg:flex-col lg:gap-3 lg:text-center">
        <Avatar name={user.name} image={user.image} size="lg" />
        <div className="min-w-0">
          <p className="text-lg font-semibold [overflow-wrap:anywhere] text-brand-900">{user.name || words.yourAccount}</p>
          <p className="text-sm [overflow-wrap:anywhere] text-slate-600">{user.email}</p>
        </div>
      </div>
      <nav aria-label={words.navLabel} className="border-t border-slate-200 p-3">
        <ul className="grid grid-cols-2 gap-1 lg:grid-cols-1">
          {tabs.map(({ to, key, icon: Icon, end }) => (
            <li key={to}>
              <NavLink to={linkIn(locale, to)} end={end} className={tabClass}>
                <Icon className="size-5 shrink-0" />
                {words.tabs[key]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {isAdmin ? (
        <Section label={words.staff}>
          <nav aria-label="Admin Dashboard" lang="en">
            <ul className="space-y-1">
              {adminLinks.map((link, index) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={tabClass}>
                    {index === 0 ? <ShieldCheckIcon className="size-5 shrink-0" /> : <ArrowRightIcon className="size-5 shrink-0" />}
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </Section>
      ) : null}
      <div className="border-t border-slate-200 p-3">
        <Form method="post" action="/logout">
          <input type="hidden" name="language" value={locale} />
          <button type="submit" className={`${itemClass} w-full text-danger-700 hover:bg-danger-50`}>
            <LogOutIcon className="size-5 shrink-0" />
            {words.signOut}
          </button>
        </Form>
      </div>
    </aside>
  );
}
