import { ButtonLink } from '~/components/ui/button';
import { PhoneIcon } from '~/components/ui/icons';
import { useCompany } from '~/lib/site-company';

interface CallToActionProps {
  id: string;
  heading: string;
  text: string;
  primary: { label: string; href: string };
  secondary: { label: string; href: string };
  /** Adds a click-to-call line introduced by this text. */
  callLabel?: string;
}

/** The closing banner that asks for the quote at the end of a page. */
export function CallToAction({ id, heading, text, primary, secondary, callLabel }: CallToActionProps) {
  const company = useCompany();
  return (
    <section aria-labelledby={id} className="bg-white py-16 sm:py-24">
      <div className="container-page">
        <div className="on-dark relative overflow-hidden rounded-3xl bg-brand-900 px-6 py-12 text-white shadow-xl sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(43,138,198,0.45),transparent_60%)]"
          />
          <div className="relative grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center lg:gap-12">
            <div>
              <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
                {heading}
              </h2>
              <p className="mt-4 max-w-2xl text-lg leading-relaxed text-brand-100">{text}</p>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row lg:flex-col xl:flex-row lg:justify-end">
              <ButtonLink to={primary.href} size="lg">
                {primary.label}
              </ButtonLink>
              <ButtonLink to={secondary.href} size="lg" variant="ghost-light">
                {secondary.label}
              </ButtonLink>
            </div>
          </div>
          {callLabel ? (
            <p className="relative mt-8 flex flex-wrap items-center gap-x-2 border-t border-white/15 pt-6 text-brand-100">
              <PhoneIcon className="size-5 text-accent-400" />
              {callLabel}
              <a
                href={`tel:${company.phone.e164}`}
                className="rounded-sm text-lg font-bold text-white underline decoration-accent-400 decoration-2 underline-offset-4 hover:decoration-white"
              >
                {company.phone.display}
              </a>
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
