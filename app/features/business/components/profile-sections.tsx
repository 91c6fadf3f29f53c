import { createContext, type ReactNode, useContext } from 'react';
import { ChevronDownIcon } from '~/components/ui/icons';
import { services } from '~/content/services';
import { type FormTree, itemsAt, textAt } from '../editor/form-values';
import { type badgeKinds, MAX_FEATURED_TESTIMONIALS, priceUnits, reviewSources, socialNetworks, weekdayNames } from '../profile';
import { AddButton, BilingualField, CheckboxField, ListItem, SampleMark, SelectField, TextField, useEditor } from './editor-fields';

// The sections of the company profile editor, in the order the owner reads them. Each section's
// id is the anchor the Settings menu, the dashboard's checklist and the error summary link to.

export const editorSections = [
  { id: 'company', title: 'Company' },
  { id: 'hours', title: 'Hours & closures' },
  { id: 'service-area', title: 'Service area' },
  { id: 'price-list', title: 'Price list' },
  { id: 'policies', title: 'Policies' },
  { id: 'reviews', title: 'Reviews' },
  { id: 'team', title: 'Team' },
  { id: 'badges', title: 'Badges' },
  { id: 'social', title: 'Social links' },
] as const;

export type EditorSectionId = (typeof editorSections)[number]['id'];

/** The section that shows a field of the form, by its top-level name: on a phone the editor shows one section at a time. */
export function sectionOf(name: string): EditorSectionId {
  const top = name.split('.')[0] ?? '';
  if (top === 'hours' || top === 'closures') return 'hours';
  if (top === 'serviceArea') return 'service-area';
  if (top === 'priceList') return 'price-list';
  if (top === 'policies' || top === 'guarantee') return 'policies';
  if (top === 'reviewUrl' || top === 'testimonials') return 'reviews';
  if (top === 'team' || top === 'badges' || top === 'social') return top;
  return 'company';
}

const CurrentSection = createContext<EditorSectionId | undefined>(undefined);

function Section({ id, title, intro, children }: { id: EditorSectionId; title: string; intro: string; children: ReactNode }) {
  const current = useContext(CurrentSection);
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      data-current={current === id ? '' : undefined}
      className="scroll-mt-4 rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <div className="border-b border-slate-200 px-4 py-3 sm:px-5">
        <h2 id={`${id}-heading`} className="text-base font-semibold text-brand-900">
          {title}
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">{intro}</p>
      </div>
      <div className="space-y-4 p-4 sm:p-5">{children}</div>
    </section>
  );
}

/** A message about a whole list ("List at least one town"), where the list is. */
function ListMessage({ list }: { list: string }) {
  const message = useEditor().errors[list];
  return message ? (
    <p id={list} tabIndex={-1} className="text-sm font-medium text-danger-700">
      {message}
    </p>
  ) : null;
}

const weekdayLabels: Record<(typeof weekdayNames)[number], string> = {
  sunday: 'Sunday',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
};
// Monday first, as the site lists the week.
const weekOrder = [...weekdayNames.slice(1), weekdayNames[0]];

function CompanySection() {
  return (
    <Section id="company" title="Company" intro="How the site, the emails and the assistant name and reach the company.">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField name="name" label="Company name" autoComplete="organization" />
        <TextField name="phone" label="Phone" type="tel" inputMode="tel" hint="Any US format, such as (305) 555-0142." autoComplete="tel" />
        <TextField name="email" label="Email" type="email" autoComplete="email" />
        <div>
          <TextField name="licenceNumber" label="Licence number" hint="The Florida contractor licence, as on the certificate." />
          <SampleMark path="licenceNumber" />
        </div>
        <div>
          <TextField
            name="foundedYear"
            label="Year founded"
            inputMode="numeric"
            hint="Such as 2005. Leave it empty and the site says nothing about when the company started."
          />
          <SampleMark path="foundedYear" />
        </div>
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-800">Address</legend>
        <TextField name="address.street" label="Street" autoComplete="street-address" />
        <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
          <TextField name="address.city" label="City" />
          <TextField name="address.state" label="State" hint="Two letters, such as FL." />
          <TextField name="address.zipCode" label="ZIP code" inputMode="numeric" />
        </div>
      </fieldset>
      <BilingualField name="insurance" label={{ en: 'Insurance statement', es: 'Declaración de seguro' }} multiline />
      <SampleMark path="insurance" />
    </Section>
  );
}

function HoursSection() {
  const { values } = useEditor();
  const closures = itemsAt(values, 'closures');
  return (
    <Section
      id="hours"
      title="Hours & closures"
      intro="When the office answers. A closure closes the office on those days whatever the weekday, with its note shown to visitors."
    >
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Opening hours (Eastern Time)</legend>
        <div className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {weekOrder.map((day) => (
            <div key={day} className="grid grid-cols-2 items-end gap-3 p-3 sm:grid-cols-[8rem_1fr_1fr_auto]">
              <p className="col-span-2 pb-2 text-sm font-semibold text-slate-800 sm:col-span-1">{weekdayLabels[day]}</p>
              <TextField name={`hours.${day}.opens`} label={`${weekdayLabels[day]} opens`} type="time" />
              <TextField name={`hours.${day}.closes`} label={`${weekdayLabels[day]} closes`} type="time" />
              <div className="col-span-2 sm:col-span-1">
                <CheckboxField name={`hours.${day}.closed`} label={`Closed on ${weekdayLabels[day]}`} />
              </div>
            </div>
          ))}
        </div>
      </fieldset>
      <div className="space-y-3">
        <h3 className="text-sm font-semibold text-slate-800">Closures</h3>
        <p className="text-sm text-slate-600">Leave the last day empty for a single day. The note says why, such as “Closed for Thanksgiving”.</p>
        <ListMessage list="closures" />
        {closures.length === 0 ? <p className="text-sm text-slate-600">No closures: the office keeps its weekly hours.</p> : null}
        <ol className="space-y-3">
          {closures.map((closure, index) => (
            <ListItem
              key={index}
              list="closures"
              index={index}
              count={closures.length}
              compact
              itemLabel={`closure ${index + 1}${textAt(closure, 'date') ? ` (${textAt(closure, 'date')})` : ''}`}
            >
              <div className="grid gap-3 sm:grid-cols-2 2xl:grid-cols-[10rem_10rem_minmax(0,1fr)_minmax(0,1fr)]">
                <TextField name={`closures.${index}.date`} label="First day closed" type="date" first />
                <TextField name={`closures.${index}.endDate`} label="Last day closed" type="date" />
                <TextField name={`closures.${index}.note.en`} label="Note (English)" lang="en" />
                <TextField name={`closures.${index}.note.es`} label="Nota (Spanish)" lang="es" />
              </div>
            </ListItem>
          ))}
        </ol>
        <AddButton list="closures" label="Add a closure" />
      </div>
    </Section>
  );
}

function ServiceAreaSection() {
  const { values } = useEditor();
  const towns = itemsAt(values, 'serviceArea.towns');
  return (
    <Section
      id="service-area"
      title="Service area"
      intro="The one list of towns and ZIP codes that the pages, the quote form, booking and the assistant use to say whether we come to a visitor."
    >
      <SampleMark path="serviceArea" />
      <TextField name="serviceArea.county" label="County" className="max-w-sm" />
      <p className="text-sm text-slate-600">Each town with its ZIP codes: five digits each, separated by commas. A ZIP code two towns share goes under both.</p>
      <ListMessage list="serviceArea.towns" />
      <ol className="space-y-2">
        {towns.map((town, index) => (
          <ListItem key={index} list="serviceArea.towns" index={index} count={towns.length} compact itemLabel={textAt(town, 'name') || `town ${index + 1}`}>
            <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
              <TextField name={`serviceArea.towns.${index}.name`} label="Town" first />
              <TextField name={`serviceArea.towns.${index}.zipCodes`} label="ZIP codes" inputMode="numeric" multiline="short" />
            </div>
          </ListItem>
        ))}
      </ol>
      <AddButton list="serviceArea.towns" label="Add a town" />
    </Section>
  );
}

const serviceTitles = new Map(services.map((service) => [service.id, service.title]));
const unitOptions = priceUnits.map((unit) => ({ value: unit, label: unit }));

function PriceListSection() {
  const { values, errors, focus } = useEditor();
  const serviceIds = Object.keys((values.priceList as FormTree | undefined) ?? {});
  return (
    <Section id="price-list" title="Price list" intro="Each service’s packages, in the order the service page shows them. Prices are in dollars.">
      {serviceIds.map((serviceId) => {
        const list = `priceList.${serviceId}`;
        const packages = itemsAt(values, list);
        const title = serviceTitles.get(serviceId as never) ?? serviceId;
        return (
          // Each service folds away (a disclosure, open before the page's scripts run); one with a message, or the one just changed, is open.
          <details
            key={serviceId}
            id={list}
            open={Object.keys(errors).some((name) => name.startsWith(list)) || focus?.startsWith(list)}
            className="group rounded-lg border border-slate-200"
          >
            <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              <ChevronDownIcon className="size-4 shrink-0 -rotate-90 transition-transform group-open:rotate-0" />
              {title}
              <span className="font-normal text-slate-600">
                · {packages.length} package{packages.length === 1 ? '' : 's'}
              </span>
            </summary>
            <div className="space-y-3 border-t border-slate-200 p-3">
              <ListMessage list={list} />
              <ol className="space-y-3">
                {packages.map((item, index) => {
                  const path = `${list}.${index}`;
                  return (
                    <ListItem
                      key={index}
                      list={list}
                      index={index}
                      count={packages.length}
                      itemLabel={`${title}: ${textAt(item, 'name.en') || `package ${index + 1}`}`}
                    >
                      <BilingualField name={`${path}.name`} label={{ en: 'Package name', es: 'Nombre del paquete' }} first />
                      <div className="grid gap-3 sm:grid-cols-[10rem_1fr_10rem]">
                        <TextField name={`${path}.price`} label="Price ($)" inputMode="decimal" hint="Such as 350 or 89.50." />
                        <SelectField name={`${path}.unit`} label="Unit" options={unitOptions} />
                        <TextField name={`${path}.visitsPerYear`} label="Visits a year" inputMode="numeric" hint="Maintenance plans only." />
                      </div>
                      <BilingualField name={`${path}.description`} label={{ en: 'Description', es: 'Descripción' }} multiline />
                      <BilingualField
                        name={`${path}.includes`}
                        label={{ en: 'Includes', es: 'Incluye' }}
                        hint="One item per line, in the same order in both languages."
                        multiline
                      />
                      <CheckboxField name={`${path}.mostPopular`} label="Most popular package of this service" />
                    </ListItem>
                  );
                })}
              </ol>
              <AddButton list={list} label={`Add a ${title} package`} />
            </div>
          </details>
        );
      })}
    </Section>
  );
}

const policyLabels = [
  { key: 'warranty', en: 'Warranty', es: 'Garantía' },
  { key: 'financing', en: 'Financing', es: 'Financiamiento' },
  { key: 'cancellation', en: 'Cancellation', es: 'Cancelación' },
  { key: 'freeEstimates', en: 'Free estimates', es: 'Estimados gratis' },
] as const;

function PoliciesSection() {
  return (
    <Section id="policies" title="Policies" intro="The terms the site, the estimates and the assistant state, and the promise you make about your work.">
      {policyLabels.map((policy) => (
        <div key={policy.key} className="space-y-2">
          <BilingualField
            name={`policies.${policy.key}`}
            label={{ en: policy.en, es: policy.es }}
            hint={policy.key === 'financing' ? 'Leave both empty if you offer no financing: the home page then shows none.' : undefined}
            multiline
          />
          <SampleMark path={`policies.${policy.key}`} />
        </div>
      ))}
      <div className="space-y-2">
        <BilingualField
          name="guarantee"
          label={{ en: 'Guarantee', es: 'Garantía de satisfacción' }}
          hint="Your promise about your work, shown on the home, About, service and quote pages. Leave both empty and the site promises nothing."
          multiline
        />
        <SampleMark path="guarantee" />
      </div>
    </Section>
  );
}

const ratingOptions = [5, 4, 3, 2, 1].map((stars) => ({ value: String(stars), label: `${stars} star${stars === 1 ? '' : 's'}` }));
const sourceOptions = reviewSources.map((source) => ({ value: source, label: source }));

function ReviewsSection() {
  const { values } = useEditor();
  const testimonials = itemsAt(values, 'testimonials');
  const featured = testimonials.filter((entry) => textAt(entry, 'featured') === 'true').length;
  return (
    <Section id="reviews" title="Reviews" intro="Where customers review us, and the reviews the site quotes.">
      <SampleMark path="reviewUrl" />
      <TextField
        name="reviewUrl"
        label="Review link"
        type="url"
        hint="The Google review page customers are sent to, starting with https://."
        className="max-w-2xl"
      />
      <h3 className="text-sm font-semibold text-slate-800">Testimonials</h3>
      <p className="text-sm text-slate-600">
        The site shows the featured ones only: the home page the first three, the quote page the next three ({featured} of at most {MAX_FEATURED_TESTIMONIALS}{' '}
        featured).
      </p>
      <ListMessage list="testimonials" />
      <ol className="space-y-3">
        {testimonials.map((entry, index) => {
          const path = `testimonials.${index}`;
          return (
            <ListItem
              key={index}
              list="testimonials"
              index={index}
              count={testimonials.length}
              itemLabel={`testimonial ${index + 1}${textAt(entry, 'name') ? ` by ${textAt(entry, 'name')}` : ''}`}
            >
              <SampleMark path={path} />
              {textAt(entry, 'featured') === 'true' ? null : (
                <p className="text-sm font-medium text-slate-700">
                  <span className="mr-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold tracking-wide text-slate-800 uppercase">Not shown</span>
                  The site does not quote this review. Tick “Featured” to show it.
                </p>
              )}
              <BilingualField name={`${path}.quote`} label={{ en: 'Quote', es: 'Cita' }} multiline first />
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField name={`${path}.name`} label="Reviewer’s name" />
                <TextField name={`${path}.town`} label="Town" />
              </div>
              <BilingualField name={`${path}.role`} label={{ en: 'Who they are', es: 'Quién es' }} hint="Such as Homeowner." />
              <div className="grid gap-3 sm:grid-cols-3">
                <SelectField name={`${path}.rating`} label="Rating" options={ratingOptions} />
                <SelectField name={`${path}.source`} label="Posted on" options={sourceOptions} />
                <TextField name={`${path}.date`} label="Date" type="date" />
              </div>
              <CheckboxField name={`${path}.featured`} label="Featured: show this review on the site" />
            </ListItem>
          );
        })}
      </ol>
      <AddButton list="testimonials" label="Add a testimonial" />
    </Section>
  );
}

/** The team, each with their photo's own upload form (`photoForms` gives each saved member's). */
function TeamSection({ photo }: { photo: (index: number) => ReactNode }) {
  const { values } = useEditor();
  const team = itemsAt(values, 'team');
  return (
    <Section id="team" title="Team" intro="The people the About page introduces, in this order.">
      <ListMessage list="team" />
      <ol className="space-y-3">
        {team.map((member, index) => {
          const path = `team.${index}`;
          return (
            <ListItem key={index} list="team" index={index} count={team.length} itemLabel={textAt(member, 'name') || `team member ${index + 1}`}>
              <SampleMark path={path} />
              <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
                <div>{photo(index)}</div>
                <div className="space-y-3">
                  <TextField name={`${path}.name`} label="Name" first />
                  <input type="hidden" name={`${path}.photoId`} value={textAt(member, 'photoId')} />
                  <BilingualField name={`${path}.role`} label={{ en: 'Role', es: 'Cargo' }} />
                </div>
              </div>
              <BilingualField name={`${path}.bio`} label={{ en: 'About them', es: 'Sobre la persona' }} multiline />
            </ListItem>
          );
        })}
      </ol>
      <AddButton list="team" label="Add a team member" />
    </Section>
  );
}

const kindOptions = [
  { value: 'energy-star', label: 'Energy seal (star and leaf)' },
  { value: 'home-advisor', label: 'Approval seal (house and check)' },
  { value: 'bbb', label: 'Rating shield (A+)' },
  { value: 'other', label: 'Plain seal (check)' },
] satisfies { value: (typeof badgeKinds)[number]; label: string }[];

function BadgesSection() {
  const { values } = useEditor();
  const badges = itemsAt(values, 'badges');
  return (
    <Section
      id="badges"
      title="Badges"
      intro="Certifications, accreditations and memberships. A badge names another organisation, so the site shows it only once you confirm the company holds it."
    >
      <ListMessage list="badges" />
      {badges.length === 0 ? <p className="text-sm text-slate-600">No badges: the site shows none.</p> : null}
      <ol className="space-y-3">
        {badges.map((entry, index) => {
          const path = `badges.${index}`;
          const confirmed = textAt(entry, 'confirmed') === 'true';
          return (
            <ListItem
              key={index}
              list="badges"
              index={index}
              count={badges.length}
              itemLabel={`badge ${index + 1}${textAt(entry, 'name') ? ` (${textAt(entry, 'name')})` : ''}`}
            >
              <SampleMark path={path} note="Sample badge: not shown on the site. Confirm it only if the company holds it, or remove it." />
              {confirmed ? null : (
                <p className="text-sm font-medium text-slate-700">
                  <span className="mr-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold tracking-wide text-slate-800 uppercase">Not shown</span>
                  Waiting for your confirmation.
                </p>
              )}
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField name={`${path}.name`} label="Name" hint="As the organisation writes it, such as BBB A+." first />
                <SelectField name={`${path}.kind`} label="Picture" options={kindOptions} />
              </div>
              <BilingualField name={`${path}.label`} label={{ en: 'Caption', es: 'Leyenda' }} hint="Such as BBB Accredited, A+ rating." />
              <BilingualField name={`${path}.description`} label={{ en: 'Description', es: 'Descripción' }} multiline />
              <CheckboxField
                name={`${path}.confirmed`}
                label="The company holds this credential today"
                hint="Only confirmed badges are shown, on the home and About pages."
              />
            </ListItem>
          );
        })}
      </ol>
      <AddButton list="badges" label="Add a badge" />
    </Section>
  );
}

const networkOptions = socialNetworks.map((network) => ({ value: network, label: network }));

function SocialSection() {
  const { values } = useEditor();
  const links = itemsAt(values, 'social');
  return (
    <Section id="social" title="Social links" intro="The company's own pages elsewhere, linked from the footer of every page and given to search engines.">
      <ListMessage list="social" />
      {links.length === 0 ? <p className="text-sm text-slate-600">No social links: the footer shows none.</p> : null}
      <ol className="space-y-2">
        {links.map((link, index) => (
          <ListItem key={index} list="social" index={index} count={links.length} compact itemLabel={`${textAt(link, 'network') || 'social'} link`}>
            <div className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
              <SelectField name={`social.${index}.network`} label="Network" options={networkOptions} />
              <TextField name={`social.${index}.url`} label="Page address" type="url" hint="Starting with https://." first />
            </div>
          </ListItem>
        ))}
      </ol>
      <AddButton list="social" label="Add a social link" />
    </Section>
  );
}

/**
 * Every section of the form. On a phone only one shows at a time (app.css, `.profile-sections`):
 * the one the address names, else `current` (where the last answer put focus or its first
 * message), else the first; hidden sections' fields are still sent with the form.
 */
export function ProfileSections({ teamPhoto, current }: { teamPhoto: (index: number) => ReactNode; current?: EditorSectionId }) {
  return (
    <CurrentSection.Provider value={current}>
      <CompanySection />
      <HoursSection />
      <ServiceAreaSection />
      <PriceListSection />
      <PoliciesSection />
      <ReviewsSection />
      <TeamSection photo={teamPhoto} />
      <BadgesSection />
      <SocialSection />
    </CurrentSection.Provider>
  );
}
