import type { ReactNode } from 'react';
import { LogoMark } from '~/components/illustrations/logo-mark';
import { CheckCircleIcon, PhoneIcon } from '~/components/ui/icons';
import type { SignInWords } from '~/content/sign-in';
import { useCompany } from '~/lib/site-company';

interface AuthLayoutProps {
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the form: "Don't have an account? Sign up". */
  footer?: ReactNode;
  /** The brand panel's words, in the page's language. */
  panel: SignInWords['panel'];
}

/** The frame of the sign-in pages: the form in a card, beside a short brand panel on wide screens. */
export function AuthLayout({ heading, intro, children, footer, panel }: AuthLayoutProps) {
  const company = useCompany();
  return (
    <div className="bg-sand-50">
      <div className="container-page py-10 sm:py-16">
        <div className="mx-auto grid max-w-5xl overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
          <aside className="on-dark relative hidden overflow-hidden bg-brand-900 p-10 text-white lg:flex lg:flex-col">
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(43,138,198,0.45),transparent_60%)]"
            />
            <div className="relative flex flex-1 flex-col">
              <LogoMark className="size-12" variant="inverse" />
              <p className="mt-8 text-sm font-semibold tracking-wider text-accent-400 uppercase">{panel.eyebrow}</p>
              <p className="mt-2 text-3xl font-bold tracking-tight text-balance">{panel.heading}</p>
              <ul className="mt-8 space-y-4">
                {panel.points.map((point) => (
                  <li key={point} className="flex gap-3 text-brand-100">
                    <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-accent-400" />
                    {point}
                  </li>
                ))}
              </ul>
              <p className="mt-auto flex items-center gap-2 pt-10 text-sm text-brand-100">
                <PhoneIcon className="size-4" />
                {panel.preferToTalk}{' '}
                <a href={`tel:${company.phone.e164}`} className="inline-flex min-h-6 items-center font-semibold text-white underline underline-offset-2">
                  {company.phone.display}
                </a>
              </p>
            </div>
          </aside>
          <div className="p-6 sm:p-10">
            <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">{heading}</h1>
            {intro ? <p className="mt-2 text-slate-600">{intro}</p> : null}
            <div className="mt-8">{children}</div>
            {footer ? <div className="mt-8 border-t border-slate-200 pt-6 text-center text-sm text-slate-700">{footer}</div> : null}
          </div>
        </div>
      </div>
    </div>
  );
}

export const textLinkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';
