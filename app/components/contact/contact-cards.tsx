import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon, type IconProps, MailIcon, PhoneIcon } from '~/components/ui/icons';
import { useCompany } from '~/lib/site-company';
import type { ContactPageContent } from '~/content/contact-page';
import { linkIn } from '~/lib/locale';
import { useLocale } from '~/lib/messages';
import { BreakableEmail } from './breakable-email';

interface ContactCardProps {
  icon: ComponentType<IconProps>;
  title: string;
  description: string;
  children: ReactNode;
}

function ContactCard({ icon: Icon, title, description, children }: ContactCardProps) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm min-[360px]:p-5 sm:p-6">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon className="size-6" />
        </span>
        <h3 className="text-lg font-semibold text-brand-900">{title}</h3>
      </div>
      <p className="mt-3 text-slate-600">{description}</p>
      <div className="mt-2">{children}</div>
    </li>
  );
}

const contactLinkClass =
  'inline-block rounded-md py-2 text-base font-bold text-brand-700 underline decoration-brand-300 decoration-2 underline-offset-4 hover:text-brand-800 hover:decoration-brand-700 sm:text-xl';

/** Phone and email, each one tap away, with a pointer to the free quote. */
export function ContactCards({ content: contactPage }: { content: ContactPageContent }) {
  const company = useCompany();
  const locale = useLocale();
  return (
    <>
      <ul className="space-y-4">
        <ContactCard icon={PhoneIcon} title={contactPage.phone.title} description={contactPage.phone.description}>
          <a href={`tel:${company.phone.e164}`} className={contactLinkClass}>
            {company.phone.display}
          </a>
        </ContactCard>
        <ContactCard icon={MailIcon} title={contactPage.email.title} description={contactPage.email.description}>
          <a href={`mailto:${company.email}`} className={contactLinkClass}>
            <BreakableEmail email={company.email} />
          </a>
        </ContactCard>
      </ul>
      <p className="mt-6 rounded-2xl bg-accent-50 p-5 text-slate-800 ring-1 ring-accent-200">
        {contactPage.quotePrompt.text}{' '}
        <Link
          to={linkIn(locale, '/get-quote')}
          className="inline-flex min-h-6 items-center gap-1 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          {contactPage.quotePrompt.linkLabel}
          <ArrowRightIcon className="size-4" />
        </Link>
      </p>
    </>
  );
}
