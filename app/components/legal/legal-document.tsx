import { PageHero } from '~/components/ui/section';
import { lastUpdatedIso, type LegalDocument as LegalDocumentContent, type LegalLabels } from '~/content/legal';
import { ServerMarkup } from '~/lib/hydration-slice';

/** Anchor ids come from the headings, so a link such as /terms-of-service#warranty reads naturally. */
function sectionId(heading: string) {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A legal document in its language: `labels` are the words around it. */
export function LegalDocument({ document, labels }: { document: LegalDocumentContent; labels: LegalLabels }) {
  const sections = document.sections.map((section) => ({ ...section, id: section.id ?? sectionId(section.heading) }));
  return (
    // Text and links only: the browser keeps the server's markup (app/lib/hydration-slice.tsx).
    <ServerMarkup>
      <PageHero
        title={document.title}
        intro={
          <p>
            {labels.lastUpdatedLabel} <time dateTime={lastUpdatedIso}>{labels.lastUpdated}</time>
          </p>
        }
      />
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-labelledby="toc-heading" className="lg:sticky lg:top-28 lg:max-h-[calc(100vh-8rem)] lg:self-start lg:overflow-y-auto">
          <div className="rounded-2xl border border-slate-200 bg-sand-50 p-5">
            <h2 id="toc-heading" className="text-sm font-semibold tracking-wider text-brand-800 uppercase">
              {labels.tableOfContentsHeading}
            </h2>
            <ol className="-mx-2 mt-3 space-y-0.5 text-[0.95rem]">
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="block rounded-md px-2 py-1.5 text-brand-800 hover:bg-white hover:text-brand-900 hover:underline">
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <article className="page-blocks max-w-prose text-lg leading-relaxed text-slate-700 [--block-height:24rem] lg:[--block-height:15rem]">
          <p className="text-xl leading-relaxed text-slate-800">{document.intro}</p>
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className="mt-12">
              <h2 id={section.id} className="scroll-mt-28 text-2xl font-bold tracking-tight text-brand-900">
                {section.heading}
              </h2>
              <div className="mt-4 space-y-4">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </section>
          ))}
        </article>
      </div>
    </ServerMarkup>
  );
}
