import { Link } from 'react-router';
import { ButtonLink } from '~/components/ui/button';
import { ArrowRightIcon } from '~/components/ui/icons';

const shortcuts = [
  { to: '/services', label: 'Our Services', text: 'Installation, repair, maintenance and more' },
  { to: '/get-quote', label: 'Get a Quote', text: 'Free estimates, usually within one business day' },
  { to: '/about', label: 'About Us', text: 'Serving Coral Gables since 2005' },
  { to: '/contact', label: 'Contact', text: 'Call, write or visit our office' },
];

export function NotFound() {
  return (
    <section className="bg-sand-50 py-20 sm:py-28" aria-labelledby="not-found-title">
      <div className="container-page max-w-3xl text-center">
        <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">Error 404</p>
        <h1 id="not-found-title" className="mt-3 text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl">
          Page Not Found
        </h1>
        <p className="mx-auto mt-5 max-w-xl text-lg text-slate-600">
          We couldn't find the page you were looking for. It may have moved, or the address may be mistyped.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/" size="lg">
            Return to Homepage
          </ButtonLink>
          <ButtonLink to="/contact" size="lg" variant="outline">
            Contact Support
          </ButtonLink>
        </div>
        <nav aria-labelledby="not-found-shortcuts" className="mt-14 text-left">
          <h2 id="not-found-shortcuts" className="text-center text-lg font-semibold text-brand-900">
            Popular pages
          </h2>
          <ul className="mt-5 grid gap-3 sm:grid-cols-2">
            {shortcuts.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="group flex items-center justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300"
                >
                  <span>
                    <span className="block font-semibold text-brand-800">{item.label}</span>
                    <span className="block text-sm text-slate-600">{item.text}</span>
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
