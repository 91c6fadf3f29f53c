import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { counterpartOf, type Locale } from '~/lib/locale';
import type { Translate } from '~/lib/messages';

const DISMISSED_KEY = 'languageOfferDismissed';
const noSubscription = () => () => {};

/** The language the browser puts first ('es' for es-US, es-419…), known only once hydrated. */
function useBrowserLanguage(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => navigator.languages?.[0]?.slice(0, 2).toLowerCase() ?? null,
    () => null,
  );
}

/** Whether any of the site's footer is in the window (then the offer waits after it instead of covering it). */
function useFooterInSight(): boolean {
  const [inSight, setInSight] = useState(false);
  useEffect(() => {
    const footer = document.querySelector('footer');
    if (!footer || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInSight(entry?.isIntersecting ?? false));
    observer.observe(footer);
    return () => observer.disconnect();
  }, []);
  return inSight;
}

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * A one-line offer, in the other language, to see the page in the language the visitor's browser
 * prefers, when the page exists in it. Nobody is redirected: search engines and shared links land
 * where they point. Dismissed once, it is not offered again on this browser. It sits at the foot
 * of the window (sticky, after the footer, so it never covers the page's last lines), clear of
 * the chat button, and inside the space that focus scrolling keeps free. Once the footer is in
 * sight it stops following the window and waits after the footer, so it never covers the
 * footer's links on a short page.
 */
export function LanguageOffer({ locale, t }: { locale: Locale; t: Translate }) {
  const { pathname } = useLocation();
  const preferred = useBrowserLanguage();
  const [dismissed, setDismissed] = useState(false);
  const footerInSight = useFooterInSight();
  const other = counterpartOf(pathname);
  if (!other || preferred !== other.locale || preferred === locale || dismissed || wasDismissed()) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Private browsing without storage: the offer stays dismissed on this page only.
    }
    setDismissed(true);
  };
  return (
    <div
      lang={other.locale}
      role="region"
      aria-label={t('language.offer')}
      className={`${footerInSight ? 'relative' : 'sticky bottom-0'} z-30 border-t border-brand-200 bg-brand-50 text-sm text-brand-900 shadow-[0_-4px_16px_rgba(15,61,97,0.08)]`}
      data-language-offer=""
    >
      <p className="container-page flex flex-wrap items-center gap-x-3 pr-20 sm:pr-24">
        <span>{t('language.offer')}</span>
        <a href={other.path} hrefLang={other.locale} className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4">
          {t('language.offerLink')}
        </a>
        <button type="button" onClick={dismiss} className="inline-flex min-h-11 items-center rounded-md px-2 text-brand-800 hover:bg-brand-100">
          {t('language.offerDismiss')}
        </button>
      </p>
    </div>
  );
}
