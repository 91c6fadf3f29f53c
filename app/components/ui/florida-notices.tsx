import { floridaNoticeWords, type ShownFloridaNotice } from '~/content/florida-notices';
import { useLocale } from '~/lib/messages';

/**
 * The notices Florida law requires in a contract over $2,500 (§713.015 construction lien,
 * §489.1425 Recovery Fund), in bold capitals as the statutes print them: the English text, with
 * the Spanish one beside it for a Spanish customer. Shown above the signature: the estimate's
 * approval form or signed answer, and the order it became.
 */
export function FloridaNotices({ notices, headingLevel = 'h2' }: { notices: readonly ShownFloridaNotice[] | undefined; headingLevel?: 'h2' | 'h3' }) {
  const locale = useLocale();
  if (!notices || notices.length === 0) return null;
  const words = floridaNoticeWords[locale];
  const Heading = headingLevel;
  const Sub = headingLevel === 'h2' ? 'h3' : 'h4';
  return (
    <section
      aria-labelledby="florida-notices-heading"
      data-florida-notices
      className="@container rounded-2xl border-2 border-slate-800 bg-white p-4 shadow-sm sm:p-6"
    >
      <Heading id="florida-notices-heading" className="text-xl font-bold text-brand-900">
        {words.heading}
      </Heading>
      <p className="mt-1 text-slate-700">{words.intro}</p>
      {/* Side by side where the section is wide enough (the order page, the staff screen); one after the other beside the form. */}
      <div className="mt-4 space-y-5">
        {notices.map((notice) => (
          <div key={notice.id} data-notice={notice.id} className={`grid gap-4 ${notice.texts.length > 1 ? '@3xl:grid-cols-2' : ''}`}>
            {notice.texts.map((text) => (
              <div key={text.language} lang={text.language} className="rounded-lg bg-sand-50 p-3 sm:p-4">
                <Sub className="text-base font-extrabold tracking-wide text-slate-900 uppercase">{text.heading}</Sub>
                {text.language !== 'en' ? <p className="mt-1 text-sm text-slate-600">{floridaNoticeWords[text.language].translation}</p> : null}
                {text.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="mt-2 text-base leading-relaxed font-bold break-words text-slate-900 uppercase">
                    {paragraph}
                  </p>
                ))}
                {text.contact.length > 0 ? (
                  <address className="mt-2 text-base font-bold text-slate-900 uppercase not-italic">
                    {text.contact.map((line) => (
                      <span key={line} className="block">
                        {line}
                      </span>
                    ))}
                  </address>
                ) : null}
                <p className="mt-2 text-sm text-slate-600">{floridaNoticeWords[text.language].statute(notice.statute)}</p>
              </div>
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}
