import type { Service, ServiceFaq } from '~/content/services';

// Matching a visitor's question to a service's FAQ by the words they share, in either language:
// each language brings its own services and its own way of cutting a text into key words.

export interface FaqEntry {
  service: Service;
  faq: ServiceFaq;
  keys: Set<string>;
}

/** Every FAQ of the services, with its question's key words. */
export function faqIndexOf(services: readonly Service[], keywords: (text: string) => Set<string>): FaqEntry[] {
  return services.flatMap((service) => service.faqs.map((faq) => ({ service, faq, keys: keywords(faq.question) })));
}

/** The FAQ whose question shares the most key words with the message, if it shares at least two. */
export function bestFaq(index: readonly FaqEntry[], keys: Set<string>, mentioned: readonly Service[]): FaqEntry | undefined {
  let best: FaqEntry | undefined;
  let bestScore = 0;
  for (const entry of index) {
    let score = 0;
    for (const key of keys) if (entry.keys.has(key)) score += 1;
    // A question about a named service prefers that service's FAQ.
    if (mentioned.includes(entry.service)) score += 0.5;
    if (score > bestScore) {
      best = entry;
      bestScore = score;
    }
  }
  return bestScore >= 2 ? best : undefined;
}
