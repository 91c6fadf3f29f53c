import { TestimonialList } from '~/components/testimonial-card';
import { SectionHeading } from '~/components/ui/section';
import type { HomeContent } from '~/content/home';
import type { Testimonial } from '~/content/testimonials';

interface HomeTestimonialsProps {
  content: HomeContent['testimonials'];
  testimonials: readonly Testimonial[];
}

export function HomeTestimonials({ content, testimonials }: HomeTestimonialsProps) {
  return (
    // No bottom padding: the closing call to action follows on the same white and supplies the gap.
    <section aria-labelledby="testimonials-title" className="bg-white pt-16 sm:pt-24">
      <div className="container-page">
        <SectionHeading id="testimonials-title" eyebrow={content.eyebrow} title={content.heading} intro={content.intro} />
        <TestimonialList testimonials={testimonials} />
      </div>
    </section>
  );
}
