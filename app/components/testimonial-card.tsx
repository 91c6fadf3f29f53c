import { QuoteIcon, StarIcon } from '~/components/ui/icons';
import type { Testimonial } from '~/content/testimonials';
import type { Locale } from '~/lib/locale';
import { useLocale, useT } from '~/lib/messages';

const months: Record<Locale, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
};

/** "March 2026" ("marzo de 2026"): when a review was posted (or a photo taken), written without `Intl` (no locale data to load for it). */
export function reviewMonth(day: string, locale: Locale): string {
  const [year, month] = day.split('-');
  const name = months[locale][Number(month) - 1] ?? '';
  return locale === 'es' ? `${name} de ${year}` : `${name} ${year}`;
}

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const t = useT();
  const locale = useLocale();
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center justify-between">
        <p className="flex gap-0.5" role="img" aria-label={t('testimonial.rating', { rating: testimonial.rating, source: testimonial.source })}>
          {[1, 2, 3, 4, 5].map((star) => (
            <StarIcon key={star} className={`size-5 ${star <= testimonial.rating ? 'text-accent-500' : 'text-slate-300'}`} />
          ))}
        </p>
        <QuoteIcon className="size-8 text-brand-200" />
      </div>
      <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-slate-100 pt-4">
        <span className="block font-semibold text-brand-900">{testimonial.author}</span>
        <span className="block text-sm text-slate-600">{testimonial.role}</span>
        <span className="mt-1 block text-sm text-slate-700" data-review-source>
          {t('testimonial.source', { source: testimonial.source })} · <time dateTime={testimonial.date}>{reviewMonth(testimonial.date, locale)}</time>
        </span>
      </figcaption>
    </figure>
  );
}

export function TestimonialList({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
      {testimonials.map((testimonial) => (
        <li key={testimonial.id}>
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </ul>
  );
}
