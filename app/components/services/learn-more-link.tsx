import { Link } from 'react-router';
import { ArrowRightIcon } from '~/components/ui/icons';
import type { Service } from '~/content/services';
import { useLocale, useT } from '~/lib/messages';
import { linkIn } from '~/lib/locale';

interface LearnMoreLinkProps {
  service: Pick<Service, 'id' | 'title'>;
  label: string;
  className?: string;
}

/**
 * The visible label repeats on every card, so the accessible name adds the service
 * while still starting with the visible text (WCAG 2.5.3 label in name).
 */
export function LearnMoreLink({ service, label, className = '' }: LearnMoreLinkProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <Link
      to={linkIn(locale, `/services/${service.id}`)}
      className={`group/link inline-flex min-h-11 items-center gap-1.5 rounded-md font-semibold text-brand-700 hover:text-brand-900 hover:underline ${className}`}
    >
      {label}
      <span className="sr-only"> {t('card.about', { service: service.title })}</span>
      <ArrowRightIcon className="size-4 transition-transform group-hover/link:translate-x-0.5" />
    </Link>
  );
}
