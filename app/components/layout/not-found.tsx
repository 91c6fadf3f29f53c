import { Link } from 'react-router';
import { ButtonLink } from '~/components/ui/button';
import { ArrowRightIcon } from '~/components/ui/icons';
import type { MessageKey } from '~/content/messages/en';
import { linkIn, type Locale } from '~/lib/locale';
import type { Translate } from '~/lib/messages';

const shortcuts: readonly { to: string; label: MessageKey; text: MessageKey }[] = [
  { to: '/services', label: 'notFound.services', text: 'notFound.servicesText' },
  { to: '/get-quote', label: 'notFound.quote', text: 'notFound.quoteText' },
  { to: '/about', label: 'notFound.about', text: 'notFound.aboutText' },
  { to: '/contact', label: 'notFound.contactPage', text: 'notFound.contactText' },
];

export function NotFound({ t, locale }: { t: Translate; locale: Locale }) {
  return (
    <section className="bg-sand-50 py-20 sm:py-28" aria-labelledby="not-found-title">
      <div className="container-page max-w-3xl text-center">
        <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{t('notFound.eyebrow')}</p>
        <h1 id="not-found-title" className="mt-3 text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl">
          {t('notFound.title')}
        </h1>
        <p className="mx-auto mt-5 max-w-xl text-lg text-slate-600">{t('notFound.text')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/" size="lg">
            {t('notFound.home')}
          </ButtonLink>
          <ButtonLink to="/contact" size="lg" variant="outline">
            {t('notFound.contact')}
          </ButtonLink>
        </div>
        <nav aria-labelledby="not-found-shortcuts" className="mt-14 text-left">
          <h2 id="not-found-shortcuts" className="text-center text-lg font-semibold text-brand-900">
            {t('notFound.popular')}
          </h2>
          <ul className="mt-5 grid gap-3 sm:grid-cols-2">
            {shortcuts.map((item) => (
              <li key={item.to}>
                <Link
                  to={linkIn(locale, item.to)}
                  className="group flex items-center justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300"
                >
                  <span>
                    <span className="block font-semibold text-brand-800">{t(item.label)}</span>
                    <span className="block text-sm text-slate-600">{t(item.text)}</span>
                  </span>
                  <ArrowRightIcon className="size-5 shrink-0 text-brand-600 transition-transform group-hover:translate-x-1" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
