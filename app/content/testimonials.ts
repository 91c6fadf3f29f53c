/** Where a review was posted, so a visitor can look it up there. */
export type ReviewSource = 'Google' | 'Yelp' | 'Facebook';

export interface Testimonial {
  readonly id: string;
  readonly quote: string;
  readonly author: string;
  readonly role: string;
  readonly source: ReviewSource;
  /** Stars out of 5, as the review gave them. */
  readonly rating: number;
  /** The day it was posted, YYYY-MM-DD. */
  readonly date: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    id: 'maria-gonzalez',
    quote:
      'They replaced every window in our 1940s Gables home with impact windows and handled the permit and the historic review paperwork. The crew was careful with our floors and finished in two days.',
    author: 'Maria Gonzalez',
    role: 'Homeowner, Coral Gables',
    source: 'Google',
    rating: 5,
    date: '2026-03-14',
  },
  {
    id: 'david-thompson',
    quote:
      'Our sliding doors had been sticking for years. Their technician replaced the rollers and cleaned the tracks in one visit, and the price was exactly what they quoted on the phone.',
    author: 'David Thompson',
    role: 'Homeowner, Pinecrest',
    source: 'Yelp',
    rating: 5,
    date: '2025-11-02',
  },
  {
    id: 'sandra-reyes',
    quote:
      'We manage three buildings and rely on them for glass replacement and yearly maintenance. They show up when they say they will, and their reports make budgeting for repairs easy.',
    author: 'Sandra Reyes',
    role: 'Property Manager, Brickell',
    source: 'Google',
    rating: 5,
    date: '2026-06-20',
  },
  {
    id: 'james-carter',
    quote:
      'Water was getting in around two bedroom windows every time it rained. They found the cause, resealed everything and ran a hose test to prove it. Not a drop since hurricane season.',
    author: 'James Carter',
    role: 'Homeowner, South Miami',
    source: 'Google',
    rating: 5,
    date: '2025-10-08',
  },
  {
    id: 'ana-martinez',
    quote:
      'Our condo association had strict rules about window color and tint. Gables Window Care prepared the documents, got us approved the first time and installed everything without a single issue.',
    author: 'Ana Martinez',
    role: 'Condo Owner, Key Biscayne',
    source: 'Facebook',
    rating: 5,
    date: '2026-01-27',
  },
  {
    id: 'kevin-osei',
    quote:
      'After the new Low-E windows went in, our summer electric bill dropped noticeably and the front room is finally comfortable in the afternoon. Friendly, professional and tidy from start to finish.',
    author: 'Kevin Osei',
    role: 'Homeowner, Coconut Grove',
    source: 'Yelp',
    rating: 4,
    date: '2026-08-05',
  },
  {
    id: 'laura-fernandez',
    quote:
      'A storm cracked the front window of our shop on Miracle Mile. They secured the opening the same afternoon and had laminated glass installed within the week.',
    author: 'Laura Fernandez',
    role: 'Business Owner, Coral Gables',
    source: 'Google',
    rating: 5,
    date: '2026-09-30',
  },
];

function pick(ids: readonly string[]): readonly Testimonial[] {
  return ids.map((id) => {
    const testimonial = testimonials.find((entry) => entry.id === id);
    if (!testimonial) throw new Error(`Unknown testimonial id: ${id}`);
    return testimonial;
  });
}

export const homeTestimonials = pick(['maria-gonzalez', 'david-thompson', 'sandra-reyes']);

export const quoteTestimonials = pick(['james-carter', 'ana-martinez', 'kevin-osei']);
