import { type ReactNode, useEffect, useRef } from 'react';
import { Form, Link, NavLink, useLocation } from 'react-router';
import { LogoMark } from '~/components/illustrations/logo-mark';
import {
  BellIcon,
  BuildingIcon,
  CalendarIcon,
  ChatIcon,
  CheckCircleIcon,
  ChevronDownIcon,
  ClipboardIcon,
  ClockIcon,
  HomeIcon,
  ImageIcon,
  InboxIcon,
  LogOutIcon,
  ReceiptIcon,
  SettingsIcon,
  UserIcon,
  WrenchIcon,
} from '~/components/ui/icons';

interface AdminShellProps {
  appName: string;
  email: string;
  isSuperAdmin: boolean;
  /** What just happened elsewhere (a lead arrived), read out politely. */
  announcement?: string;
  /** Controls the route puts in the header before "View Site" (e.g. the chat availability switch). */
  headerControls?: ReactNode;
  /** A count beside a menu item, by its path (visitors waiting in the live chat, unread texts). */
  counts?: Record<string, number>;
  /** Whether texting is set up: the Messages item shows only then. */
  texting?: boolean;
  children: ReactNode;
}

const menu = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: HomeIcon },
  { to: '/admin/quote-submissions', label: 'Quote Submissions', icon: ClipboardIcon },
  { to: '/admin/contact-submissions', label: 'Contact Submissions', icon: InboxIcon },
  { to: '/admin/chatbot-contacts', label: 'Chatbot Contacts', icon: ChatIcon },
  { to: '/admin/chats', label: 'Live chat', icon: ChatIcon },
  { to: '/admin/messages', label: 'Messages', icon: ChatIcon, countNoun: 'unread' },
  { to: '/admin/calendar', label: 'Calendar', icon: CalendarIcon, end: true },
  { to: '/admin/calendar/hours', label: 'Working hours', icon: ClockIcon },
  { to: '/admin/dispatch', label: 'Dispatch', icon: WrenchIcon },
  { to: '/admin/crew', label: 'Installers', icon: UserIcon },
  { to: '/admin/orders', label: 'Orders', icon: CheckCircleIcon },
  { to: '/admin/invoices', label: 'Invoices', icon: ReceiptIcon },
  { to: '/admin/notifications', label: 'Alerts', icon: BellIcon },
  { to: '/admin/photos', label: 'Photos', icon: ImageIcon },
] as const satisfies readonly MenuItem[];

// The company profile comes first: a phone's menu names the first item the path is under.
const superAdminMenu: readonly MenuItem[] = [
  { to: '/admin/settings/business', label: 'Company profile', icon: BuildingIcon },
  { to: '/admin/settings', label: 'Settings', icon: SettingsIcon, end: true },
];

function itemClass({ isActive }: { isActive: boolean }) {
  return [
    'flex min-h-10 shrink-0 items-center gap-2.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors',
    isActive ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-200/70 hover:text-brand-900',
  ].join(' ');
}

/**
 * Another screen, or another page or filter of a list, starts at the top. Opening a lead over its
 * list, and closing it again, leaves the list where it was.
 */
function useScrollToTopOnNewView() {
  const { pathname, search } = useLocation();
  const previous = useRef({ pathname, search });
  useEffect(() => {
    const before = previous.current;
    previous.current = { pathname, search };
    const screen = (path: string) => path.split('/').slice(0, 3).join('/');
    const isList = (path: string) => path === screen(path);
    const otherScreen = screen(before.pathname) !== screen(pathname);
    const otherListView = isList(before.pathname) && isList(pathname) && before.search !== search;
    if (otherScreen || otherListView) window.scrollTo(0, 0);
  }, [pathname, search]);
}

/** `end`: active on its own path only (Settings, whose Company profile has its own item). */
type MenuItem = { to: string; label: string; icon: (props: { className?: string }) => ReactNode; end?: boolean; countNoun?: string };

function MenuLinks({ items, counts, className }: { items: readonly MenuItem[]; counts: Record<string, number>; className: string }) {
  return (
    <ul className={className}>
      {items.map(({ to, label, icon: Icon, end, countNoun = 'waiting' }) => (
        <li key={to}>
          <NavLink to={to} end={end} className={itemClass} prefetch="intent">
            <Icon className="size-4 shrink-0" />
            {label}
            {counts[to] ? (
              <span className="ml-auto rounded-full bg-accent-500 px-2 py-0.5 text-xs font-bold text-brand-950" data-testid={`menu-count-${to}`}>
                {counts[to]}
                <span className="sr-only"> {countNoun}</span>
              </span>
            ) : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * On a phone the menu is one line, "Menu" and the current section, that opens to every section (a
 * disclosure, so it opens before the page's scripts run); it closes again once another is chosen.
 */
function PhoneMenu({ items, counts }: { items: readonly MenuItem[]; counts: Record<string, number> }) {
  const disclosure = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    if (disclosure.current) disclosure.current.open = false;
  }, [pathname]);
  // The longest path the page is under (Working hours, not Calendar, on /admin/calendar/hours).
  const current = items
    .filter(({ to }) => pathname === to || pathname.startsWith(`${to}/`))
    .reduce<MenuItem | undefined>((best, item) => (best && best.to.length >= item.to.length ? best : item), undefined);
  const waiting = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return (
    <details ref={disclosure} className="group lg:hidden">
      <summary className="mx-3 my-2 flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 [&::-webkit-details-marker]:hidden">
        Menu
        {current ? <span className="truncate font-normal text-slate-600">· {current.label}</span> : null}
        {waiting ? (
          <span className="rounded-full bg-accent-500 px-2 py-0.5 text-xs font-bold text-brand-950">
            {waiting}
            <span className="sr-only"> new</span>
          </span>
        ) : null}
        <ChevronDownIcon className="ml-auto size-4 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <MenuLinks items={items} counts={counts} className="grid grid-cols-1 gap-1 px-3 pb-3 min-[360px]:grid-cols-2" />
    </details>
  );
}

/**
 * The back office's frame: a header with who is signed in and the way back to the site, and the
 * side menu (one line that opens to every section on phones). Settings shows only for a superAdmin.
 */
export function AdminShell({ appName, email, isSuperAdmin, announcement = '', headerControls, counts = {}, texting = false, children }: AdminShellProps) {
  const staffMenu = texting ? menu : menu.filter((item) => item.to !== '/admin/messages');
  const items: readonly MenuItem[] = isSuperAdmin ? [...staffMenu, ...superAdminMenu] : staffMenu;
  useScrollToTopOnNewView();
  return (
    <div className="flex min-h-screen flex-col bg-slate-100">
      <header className="on-dark bg-brand-900 text-white">
        <div className="flex h-14 items-center justify-between gap-3 px-4 lg:px-6">
          <Link to="/admin/dashboard" className="flex min-w-0 items-center gap-2 rounded-md">
            <LogoMark className="size-7 shrink-0" />
            <span className="truncate font-semibold tracking-tight">{appName}</span>
            <span className="hidden rounded bg-white/15 px-1.5 py-0.5 text-xs font-semibold tracking-wide uppercase sm:inline">Back office</span>
          </Link>
          <div className="flex shrink-0 items-center gap-1 text-sm sm:gap-3">
            <span className="hidden truncate text-brand-100 md:inline" data-testid="admin-email">
              {email}
            </span>
            {headerControls}
            <Link to="/" className="rounded-md px-2 py-1.5 font-medium whitespace-nowrap underline-offset-4 hover:underline">
              View Site
            </Link>
            <Form method="post" action="/logout">
              <button type="submit" className="flex items-center gap-1.5 rounded-md px-2 py-1.5 font-medium whitespace-nowrap hover:bg-white/10">
                <LogOutIcon className="size-4" />
                <span className="sr-only sm:not-sr-only">Log out</span>
              </button>
            </Form>
          </div>
        </div>
      </header>
      <div className="flex flex-1 flex-col lg:flex-row">
        <nav aria-label="Back office" className="border-b border-slate-200 bg-slate-50 lg:w-56 lg:shrink-0 lg:border-r lg:border-b-0">
          <p className="truncate px-4 pt-2 text-xs text-slate-600 md:hidden">
            Signed in as <span className="font-medium text-slate-800">{email}</span>
          </p>
          <PhoneMenu items={items} counts={counts} />
          <MenuLinks items={items} counts={counts} className="hidden gap-1 px-3 lg:sticky lg:top-0 lg:flex lg:flex-col lg:py-4" />
        </nav>
        <p role="status" aria-live="polite" className="sr-only" data-testid="live-announcement">
          {announcement}
        </p>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-5 focus:outline-none lg:px-8 lg:py-7">
          {children}
        </main>
      </div>
    </div>
  );
}
