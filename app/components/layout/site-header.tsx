import { useEffect, useRef, useState } from 'react';
import { Form, Link, NavLink, useLocation } from 'react-router';
import { LogoMark } from '~/components/illustrations/logo-mark';
import { ButtonLink } from '~/components/ui/button';
import { CloseIcon, HomeIcon, LogOutIcon, MenuIcon, PhoneIcon } from '~/components/ui/icons';
import { useCompany } from '~/lib/site-company';
import { mainNavigation } from '~/content/navigation';
import { AccountMenu, type AccountMenuUser } from './account-menu';
import { useEarlyTap } from '~/lib/early-taps';
import { HydrationSlice } from '~/lib/hydration-slice';
import { counterpartOf, languageNames, linkIn, type Locale } from '~/lib/locale';
import type { Translate } from '~/lib/messages';

/** SPEC: on the home page the bar stays transparent until the page has scrolled more than this. */
export const TRANSPARENT_SCROLL_LIMIT = 50;

function useScrolledPast(limit: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > limit);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [limit]);
  return scrolled;
}

/** SPEC: signed out, the bar offers Login and Get a Quote; signed in, an Account menu (Dashboard, Logout). */
/**
 * The same page in the other language, when it exists: the link names that language in itself
 * ("Español", "English"), in that language, so a screen reader says it as it is written.
 */
function LanguageSwitch({ t, className, short = false }: { t: Translate; className: string; short?: boolean }) {
  const { pathname, search } = useLocation();
  const other = counterpartOf(pathname);
  if (!other) return null;
  // The query goes along: a quote form opened for one service and package stays so in the other language.
  return (
    <a
      href={`${other.path}${search}`}
      hrefLang={other.locale}
      lang={other.locale}
      aria-label={t('language.switchLabel')}
      className={className}
      data-language-switch=""
    >
      {short ? (
        <>
          {/* The narrowest phones show the language's code; its link still says what it does. */}
          <span className="min-[420px]:hidden">{other.locale.toUpperCase()}</span>
          <span className="hidden min-[420px]:inline">{languageNames[other.locale]}</span>
        </>
      ) : (
        languageNames[other.locale]
      )}
    </a>
  );
}

/** A closure of today's, from the business calendar: why the office is closed and when it opens. */
export interface HeaderNotice {
  note: string;
  detail: string;
}

export function SiteHeader({
  appName,
  user,
  t,
  locale,
  notice,
}: {
  appName: string;
  user: AccountMenuUser | null;
  t: Translate;
  locale: Locale;
  notice: HeaderNotice | null;
}) {
  const company = useCompany();
  const { pathname } = useLocation();
  const isHome = pathname === '/' || pathname === '/es';
  const home = linkIn(locale, '/');
  const scrolled = useScrolledPast(TRANSPARENT_SCROLL_LIMIT);
  // The menu belongs to the page it was opened on, so navigating anywhere closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);
  const transparent = isHome && !scrolled && !menuOpen;

  useEarlyTap('menu', () => setMenuOpenOn(pathname));

  useEffect(() => {
    if (!menuOpen) return;
    menuRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const navLinkClass = ({ isActive }: { isActive: boolean }) =>
    [
      'whitespace-nowrap rounded-md px-2 py-2 text-[0.95rem] font-medium transition-colors xl:px-2.5',
      transparent ? 'text-white hover:bg-white/10' : 'text-brand-900 hover:bg-brand-50',
      isActive
        ? transparent
          ? 'underline decoration-accent-400 decoration-2 underline-offset-8'
          : 'text-brand-700 underline decoration-accent-500 decoration-2 underline-offset-8'
        : '',
    ].join(' ');

  return (
    <header
      data-transparent={transparent ? 'true' : 'false'}
      className={[
        'z-40 w-full transition-[background-color,box-shadow] duration-300',
        isHome ? 'fixed inset-x-0 top-0' : 'sticky top-0',
        transparent ? 'on-dark bg-transparent' : 'bg-white shadow-[0_1px_0_rgba(15,61,97,0.08),0_4px_16px_rgba(15,61,97,0.06)]',
      ].join(' ')}
    >
      {notice ? (
        <p data-closure-notice="" className="bg-brand-950 px-4 py-1.5 text-center text-sm text-white">
          <strong className="font-semibold">{notice.note}</strong> <span aria-hidden="true">·</span> {notice.detail}
        </p>
      ) : null}
      <div className="container-page flex h-16 items-center justify-between gap-2 md:gap-4 lg:h-[4.5rem]">
        <Link to={home} className="flex min-w-0 items-center gap-2.5 rounded-md" aria-label={t('header.homeLink', { appName })}>
          <LogoMark className="size-9 shrink-0" />
          {/* On the narrowest phones the bar keeps room for Call and Get a Quote; the link keeps its name. */}
          <span
            className={`hidden truncate text-base font-bold tracking-tight min-[440px]:inline md:text-lg lg:hidden xl:inline ${transparent ? 'text-white' : 'text-brand-900'}`}
          >
            {appName}
          </span>
        </Link>

        {/* The parts of the bar hydrate in tasks of their own (app/lib/hydration-slice.tsx). */}
        <HydrationSlice>
          <nav aria-label={t('nav.main')} className="hidden items-center gap-0.5 lg:flex">
            {mainNavigation.map((item) => (
              <NavLink key={item.to} to={linkIn(locale, item.to)} end={item.to === '/'} className={navLinkClass}>
                {t(item.message)}
              </NavLink>
            ))}
          </nav>
        </HydrationSlice>

        <HydrationSlice>
          <div className="hidden items-center gap-2 lg:flex xl:gap-3">
            {/* The number is written out where the bar has room for it (English's shorter words, from 1280 px); elsewhere the icon, the link still named by the number. */}
            <a
              href={`tel:${company.phone.e164}`}
              className={`flex min-h-8 min-w-8 items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold ${transparent ? 'text-white' : 'text-brand-800'}`}
            >
              <PhoneIcon className="size-4" />
              <span className={locale === 'en' ? 'sr-only xl:not-sr-only' : 'sr-only'}>{company.phone.display}</span>
            </a>
            <LanguageSwitch
              t={t}
              className={`whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold underline-offset-4 hover:underline ${transparent ? 'text-white' : 'text-brand-800'}`}
            />
            {user ? (
              <AccountMenu user={user} transparent={transparent} t={t} locale={locale} />
            ) : (
              <>
                <NavLink to={linkIn(locale, '/login')} className={navLinkClass}>
                  {t('header.login')}
                </NavLink>
                <ButtonLink to="/get-quote" size="sm" className="whitespace-nowrap">
                  {t('nav.getQuote')}
                </ButtonLink>
              </>
            )}
          </div>
        </HydrationSlice>

        {/* On a phone the two actions that matter, and the other language (from 360 px), stay in the bar, outside the menu. */}
        <div className="ml-auto flex items-center gap-1 lg:hidden">
          <LanguageSwitch
            t={t}
            short
            className={`hidden min-h-11 items-center rounded-md px-1.5 text-sm min-[360px]:inline-flex font-semibold underline underline-offset-4 ${transparent ? 'text-white hover:bg-white/10' : 'text-brand-800 hover:bg-brand-50'}`}
          />
          <a
            href={`tel:${company.phone.e164}`}
            aria-label={t('header.call', { phone: company.phone.display })}
            className={`inline-flex size-11 items-center justify-center rounded-md ${transparent ? 'text-white hover:bg-white/10' : 'text-brand-800 hover:bg-brand-50'}`}
          >
            <PhoneIcon className="size-6" />
          </a>
          <ButtonLink to="/get-quote" size="sm" className="min-h-11 whitespace-nowrap">
            {t('nav.getQuote')}
          </ButtonLink>
        </div>

        <button
          ref={toggleRef}
          type="button"
          data-early-tap="menu"
          className={`inline-flex size-11 items-center justify-center rounded-md lg:hidden ${transparent ? 'text-white hover:bg-white/10' : 'text-brand-900 hover:bg-brand-50'}`}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
        >
          {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          <span className="sr-only">{t('header.menu')}</span>
        </button>
      </div>
      {/* Where the bar has no room for the name beside the logo, it has its own line, with the licence. */}
      <p
        className={`container-page -mt-1.5 truncate pb-1.5 text-xs font-bold tracking-tight min-[440px]:hidden ${transparent ? 'text-white' : 'text-brand-900'}`}
        data-phone-name=""
      >
        {appName}
        <span className={`font-medium ${transparent ? 'text-brand-100' : 'text-slate-600'}`}> · {t('header.licensed')}</span>
      </p>

      <nav id="mobile-menu" ref={menuRef} aria-label={t('nav.mobile')} hidden={!menuOpen} className="border-t border-slate-200 bg-white lg:hidden">
        {/* The menu hydrates with the bar (a tap before then opens it), its links after. */}
        <HydrationSlice>
          <ul className="container-page flex flex-col py-3">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={linkIn(locale, item.to)}
                  end={item.to === '/'}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-3 text-base font-medium ${isActive ? 'bg-brand-50 text-brand-700' : 'text-brand-900 hover:bg-brand-50'}`
                  }
                >
                  {t(item.message)}
                </NavLink>
              </li>
            ))}
            <li className="mt-2 flex flex-col gap-2 border-t border-slate-200 pt-4">
              {user ? (
                <>
                  <p className="px-3 text-sm text-slate-600">
                    {t('header.signedInAs')} <span className="font-semibold text-brand-900">{user.name || user.email}</span>
                  </p>
                  <NavLink
                    to={linkIn(locale, '/dashboard')}
                    className={({ isActive }) =>
                      `flex items-center gap-3 rounded-md px-3 py-3 text-base font-medium ${isActive ? 'bg-brand-50 text-brand-700' : 'text-brand-900 hover:bg-brand-50'}`
                    }
                  >
                    <HomeIcon className="size-5" />
                    {t('account.dashboard')}
                  </NavLink>
                  <Form method="post" action="/logout">
                    <input type="hidden" name="language" value={locale} />
                    <button
                      type="submit"
                      className="flex w-full items-center gap-3 rounded-md px-3 py-3 text-left text-base font-medium text-brand-900 hover:bg-brand-50"
                    >
                      <LogOutIcon className="size-5" />
                      {t('account.logout')}
                    </button>
                  </Form>
                </>
              ) : (
                <>
                  <ButtonLink to="/login" variant="outline" fullWidth>
                    {t('header.login')}
                  </ButtonLink>
                  <ButtonLink to="/get-quote" fullWidth>
                    {t('nav.getQuote')}
                  </ButtonLink>
                </>
              )}
              <a href={`tel:${company.phone.e164}`} className="flex items-center justify-center gap-2 rounded-md px-3 py-3 font-semibold text-brand-800">
                <PhoneIcon className="size-5" />
                {t('header.call', { phone: company.phone.display })}
              </a>
              {/* Below 360 px the bar has no room for it. */}
              <LanguageSwitch
                t={t}
                className="flex min-h-11 items-center justify-center rounded-md px-3 py-3 font-semibold text-brand-800 underline underline-offset-4 min-[360px]:hidden"
              />
            </li>
          </ul>
        </HydrationSlice>
      </nav>
    </header>
  );
}
