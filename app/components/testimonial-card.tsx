import { QuoteIcon, StarIcon } from '~/components/ui/icons';
import type { Testimonial } from '~/content/testimonials';
import { useT } from '~/lib/messages';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const t = useT();
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center justify-between">
        <p className="flex gap-0.5 text-accent-500" role="img" aria-label={t('testimonial.rating')}>
          {[0, 1, 2, 3, 4].map((star) => (
            <StarIcon key={star} className="size-5" />
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
