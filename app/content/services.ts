import { pricing } from './price-list';
import type { PricingTier } from './pricing';

export type { PricingTier } from './pricing';
import type { ServiceId } from './service-ids';

export { type ServiceId, isServiceId, serviceIds } from './service-ids';

export interface ServiceFaq {
  readonly question: string;
  readonly answer: string;
}

export interface Service {
  readonly id: ServiceId;
  readonly title: string;
  /** One or two sentences for cards and the detail hero. */
  readonly description: string;
  readonly longDescription: readonly string[];
  readonly metaDescription: string;
  readonly features: readonly string[];
  readonly benefits: readonly string[];
  readonly faqs: readonly ServiceFaq[];
  readonly pricing: readonly PricingTier[];
}

/** What a card shows of a service. */
export type ServiceSummary = Pick<Service, 'id' | 'title' | 'description'>;

export const services: readonly Service[] = [
  {
    id: 'window-installation',
    title: 'Window Installation',
    description: 'New windows measured, supplied and installed to the Florida Building Code, from energy-efficient units to hurricane impact-rated systems.',
    longDescription: [
      'Whether you are finishing a new build, adding a room or opening up a wall for more light, a window is only as good as its installation. Our crews measure each opening precisely, help you choose frames and glass that suit the house and the budget, and install every unit plumb, level and square so it operates smoothly for years.',
      'Installing windows in South Florida means planning for wind, water and sun. We follow the Florida Building Code and the manufacturer installation instructions for anchoring, flashing and sealing, and we can supply impact-rated windows with Miami-Dade product approval for homes in the high-velocity hurricane zone. Where a permit is needed, we prepare the paperwork and schedule the inspections.',
      'A typical installation day starts with protecting your floors and furnishings and ends with a walkthrough: we show you how each window operates and locks, review the care instructions, and haul away all packaging and debris. If you live in a community with an HOA or architectural review board, we provide the product specifications and drawings they usually ask for.',
    ],
    metaDescription:
      'Professional window installation in Coral Gables and Miami-Dade: energy-efficient and hurricane impact windows installed to the Florida Building Code.',
    features: [
      'Free in-home consultation and precise measurement of every opening',
      'Energy-efficient, Low-E and hurricane impact-rated window options',
      'Anchoring, flashing and sealing to the Florida Building Code',
      'Permit paperwork and inspection scheduling handled for you',
      'Documentation packages for HOA and architectural review approvals',
      'Floor and furniture protection, full clean-up and debris removal',
      'Final walkthrough with operating and care instructions',
    ],
    benefits: [
      'Lower cooling bills from better-insulated frames and glass',
      'Stronger protection against hurricane winds and wind-driven rain',
      'A quieter, more comfortable home with less street and aircraft noise',
      'Higher curb appeal and resale value',
      'One accountable team from consultation to final inspection',
    ],
    faqs: [
      {
        question: 'How long does window installation take?',
        answer:
          'Most homes take 1-2 days once the windows arrive. Larger homes or projects that involve structural changes to the openings can take longer, and we give you a schedule in writing before work starts.',
      },
      {
        question: 'Do I need a permit to install new windows in Coral Gables?',
        answer:
          'In most cases, yes. Window installations in Miami-Dade County generally require a building permit and inspection. We prepare and submit the permit application and coordinate the inspection as part of the job.',
      },
      {
        question: 'Can you install hurricane impact windows?',
        answer:
          'Yes. We install impact-rated windows with laminated glass and reinforced frames that carry Miami-Dade product approval, which can remove the need to put up shutters before a storm.',
      },
      {
        question: 'My HOA has to approve exterior changes. Can you help?',
        answer:
          'We provide the product brochures, color and finish details, specifications and measurements that most HOAs and architectural review boards request, and we can schedule the installation around their approval.',
      },
      {
        question: 'What happens to the space around my windows during installation?',
        answer:
          'We cover floors and move furniture away from the openings, keep the work area tidy during the day and remove all packaging and debris when we finish.',
      },
    ],
    pricing: pricing['window-installation'],
  },
  {
    id: 'window-repair',
    title: 'Window Repair',
    description: 'Fast, careful repairs for windows that stick, leak, rattle or will not lock, so you can keep the windows you have working like new.',
    longDescription: [
      'Many window problems do not call for a new window. Broken balances, worn rollers, failed cranks and operators, loose locks and damaged screens are all repairable, and fixing them costs a fraction of a replacement. We diagnose the cause on the first visit and tell you plainly whether a repair is worth it.',
      'Salt air and humidity are hard on window hardware in South Florida. Tracks corrode, springs and operators seize, and seals shrink and crack under the sun. Our technicians carry common parts on the truck, source manufacturer-matched parts for older and discontinued windows, and clean and lubricate the whole mechanism while they are there.',
      'We also repair the damage that follows a leak: softened sills, rotted wood frames and stained drywall around the opening. Every repair is tested before we leave, so you know the window opens, closes, locks and sheds water the way it should.',
    ],
    metaDescription:
      'Window repair in Coral Gables: stuck or leaking windows, broken locks, balances, cranks, tracks and seals fixed fast by experienced technicians.',
    features: [
      'On-site diagnosis with an upfront price before work starts',
      'Balance, spring, roller, crank and operator repair',
      'Lock, latch and handle repair or replacement',
      'Track cleaning, straightening and corrosion treatment',
      'Seal and weatherstrip renewal to stop leaks and drafts',
      'Wood frame and sill repair after water damage',
      'Screen repair and rescreening',
    ],
    benefits: [
      'Save the cost of replacing windows that still have years of life',
      'Restore security with locks that latch properly',
      'Stop drafts, leaks and whistling during summer storms',
      'Windows that open and close smoothly again',
      'Catch water damage early, before it spreads into walls',
    ],
    faqs: [
      {
        question: 'Is it better to repair or replace my windows?',
        answer:
          'If the frame is sound and the problem is hardware, seals or a single pane of glass, repair is usually the better value. If frames are rotted, badly corroded or the windows are not rated for the wind loads your home needs, we will explain why replacement may make more sense.',
      },
      {
        question: 'Can you repair older or discontinued windows?',
        answer:
          'Often, yes. We source compatible parts for many older aluminum, vinyl and wood windows. If a part is no longer made, we will tell you the options before doing any work.',
      },
      {
        question: 'How quickly can you come out?',
        answer:
          'Most repair visits are scheduled within a few business days. A window that will not close or lock is a security problem, and we do our best to see those sooner.',
      },
      {
        question: 'Do you repair sliding glass doors too?',
        answer: 'Yes. We replace rollers, clean and repair tracks, fix handles and locks and renew weatherstripping on sliding glass doors.',
      },
      {
        question: 'Will I know the price before you start?',
        answer: 'Yes. After we diagnose the problem, we give you a price for the repair. No work starts until you approve it.',
      },
    ],
    pricing: pricing['window-repair'],
  },
  {
    id: 'window-maintenance',
    title: 'Window Maintenance',
    description: 'Scheduled inspections, cleaning and tune-ups that protect your windows from salt air, humidity and storm season.',
    longDescription: [
      'Windows in South Florida work harder than most. Salt air corrodes hardware, humidity encourages mold in tracks and seals, and the summer sun breaks down caulk and weatherstripping. Regular maintenance keeps small problems from turning into leaks, drafts and expensive repairs.',
      'A maintenance visit covers every window in the plan: we clean tracks and weep holes so rainwater drains out instead of in, lubricate hinges, rollers and locks, inspect seals and caulk, and check that each window opens, closes and latches properly. You get a written report of what we found and anything that needs attention.',
      'Many customers book a visit before hurricane season starts on June 1 and another in the fall. Impact windows in particular depend on intact seals and working locks to perform as rated, so a pre-season check is a simple way to know your home is ready.',
    ],
    metaDescription:
      'Window maintenance plans for South Florida homes: track and weep hole cleaning, lubrication, seal inspection and pre-hurricane-season check-ups.',
    features: [
      'Track, sill and weep hole cleaning',
      'Lubrication of rollers, hinges, operators and locks',
      'Inspection of seals, caulk and weatherstripping',
      'Operation and locking check on every window',
      'Hardware tightening and minor adjustments',
      'Written condition report after every visit',
    ],
    benefits: [
      'Longer life for windows, hardware and seals',
      'Fewer leaks and surprise repairs during the rainy season',
      'Impact windows that are ready before hurricane season',
      'Lower energy loss from seals kept in good condition',
      'A documented maintenance history for warranties and resale',
    ],
    faqs: [
      {
        question: 'How often should windows be maintained in South Florida?',
        answer:
          'We recommend at least once a year, and twice a year for homes near the water, where salt air corrodes hardware faster. A visit before hurricane season is the most valuable one.',
      },
      {
        question: 'How many windows does a maintenance plan cover?',
        answer:
          'Each maintenance tier covers up to 10 windows. For larger homes and commercial buildings we quote the additional windows at the same level of service.',
      },
      {
        question: 'Does maintenance include window cleaning?',
        answer:
          'We clean tracks, sills and weep holes, and the Premium Care tier adds interior and exterior glass cleaning. Our focus is keeping the windows working and watertight.',
      },
      {
        question: 'What if you find something that needs repair?',
        answer:
          'Minor adjustments are included. If a part or seal needs replacing, we note it in your report with a price, and we only do the work if you approve it.',
      },
    ],
    pricing: pricing['window-maintenance'],
  },
  {
    id: 'window-replacement',
    title: 'Window Replacement',
    description: 'Replace worn, leaking or outdated windows with energy-efficient and impact-rated units, removed and installed with minimal disruption.',
    longDescription: [
      'Old windows show their age in South Florida: frames corrode or rot, seals fail and let in water and humid air, and single-pane glass lets the afternoon heat straight through. Replacing them is one of the most noticeable upgrades you can make to comfort, security and the look of a home.',
      'We start with an assessment of every window and the openings around them, then help you compare frame materials, glass packages and styles, including impact-rated windows that carry Miami-Dade product approval. We handle the permit, and where the HOA or architectural review board has a say, we supply the documents they need for approval.',
      'On installation day we remove the old units carefully, inspect and repair the openings, and install the new windows with proper anchoring, flashing and sealing. We work room by room so the house stays secure, and we finish with a walkthrough and a clean site.',
    ],
    metaDescription:
      'Window replacement in Miami-Dade: old, leaking windows replaced with energy-efficient or hurricane impact units, with permits and HOA paperwork handled.',
    features: [
      'Assessment of every window and opening before we quote',
      'Careful removal and disposal of old windows',
      'Opening inspection and repair of damaged substrate',
      'Energy-efficient and impact-rated replacement options',
      'Permit handling and HOA documentation',
      'Room-by-room installation that keeps your home secure',
    ],
    benefits: [
      'No more leaks, drafts or fogged glass',
      'Noticeably lower cooling costs with insulated Low-E glass',
      'Protection from storms without putting up shutters',
      'Possible savings on windstorm insurance premiums with impact windows',
      'A fresh, updated look inside and out',
    ],
    faqs: [
      {
        question: 'How do I know it is time to replace my windows?',
        answer:
          'Common signs are frames that are rotted or badly corroded, glass that fogs between the panes, windows that leak during storms, and rooms that stay hot no matter how low the thermostat is set. We can tell you during an assessment whether repair is still an option.',
      },
      {
        question: 'Will impact windows lower my insurance premium?',
        answer:
          'Many Florida insurers offer windstorm mitigation discounts for impact-rated openings. The amount depends on your insurer and policy, so we recommend asking your agent. We provide the product approval documents you may need for an inspection.',
      },
      {
        question: 'Do you replace windows in condominiums?',
        answer:
          'Yes. Condo associations usually have rules on window style, color and glass tint, and some require the contractor to provide proof of insurance. We work with the association to get approval before scheduling.',
      },
      {
        question: 'What do you do with the old windows?',
        answer: 'We remove and haul them away, and recycle aluminum frames and glass where local facilities accept them.',
      },
      {
        question: 'How long does a full-house replacement take?',
        answer:
          'Installation for most homes takes a few days, depending on the number and size of the windows. Custom and impact windows are made to order, so we give you a delivery estimate when you approve the quote.',
      },
    ],
    pricing: pricing['window-replacement'],
  },
  {
    id: 'glass-replacement',
    title: 'Glass Replacement',
    description: 'Cracked, broken or fogged glass replaced in your existing frames, from single panes to insulated and laminated impact glass.',
    longDescription: [
      'A cracked pane or a foggy insulated unit does not always mean a new window. When the frame and hardware are in good shape, we can replace just the glass, which costs less, takes less time and keeps the look of your home unchanged.',
      'Fogging between the panes is a sign that the seal of an insulated glass unit has failed and humid air has found its way in, which is common in the Miami climate. We measure the unit, order replacement glass to match its thickness, tint and coating, and install it with new glazing seals so it stays clear.',
      'For broken glass we secure the opening first and then replace the pane with tempered, laminated or Low-E glass as the location requires. Glass in doors, near floors and in bathrooms has safety glazing requirements, and we make sure the replacement meets them.',
    ],
    metaDescription:
      'Glass replacement in Coral Gables: cracked, broken and fogged window glass replaced with insulated, tempered, Low-E or laminated impact glass.',
    features: [
      'Replacement of single panes and insulated glass units',
      'Repair of fogged or failed double-pane seals',
      'Tempered safety glass where required',
      'Low-E and tinted glass matched to your other windows',
      'Laminated glass for impact-rated frames',
      'Temporary securing of broken openings',
    ],
    benefits: [
      'Clear views restored without replacing the whole window',
      'Lower cost and faster turnaround than a new window',
      'Better insulation once failed seals are replaced',
      'Safety glazing where building rules call for it',
    ],
    faqs: [
      {
        question: 'Why is there fog between my window panes?',
        answer:
          'The seal around the insulated glass unit has failed, letting moist air between the panes. Cleaning will not remove it. Replacing the glass unit restores a clear view and the insulating value.',
      },
      {
        question: 'Can you replace glass in impact windows?',
        answer:
          'Yes. Impact windows must be reglazed with laminated glass that matches the tested product, so we order glass to the original specification to keep the window performing as rated.',
      },
      {
        question: 'How long does glass replacement take?',
        answer:
          'Replacement glass is usually cut to order and arrives within one to two weeks. Installing it typically takes under an hour per window. If the glass is broken, we can secure the opening in the meantime.',
      },
      {
        question: 'Can you match my existing tint?',
        answer:
          'In most cases, yes. We identify the glass type and tint on site and order a match. We will show you a sample when an exact match is not available.',
      },
    ],
    pricing: pricing['glass-replacement'],
  },
  {
    id: 'weatherproofing',
    title: 'Weatherproofing',
    description: 'Seal out wind-driven rain, humidity and heat with professional caulking, weatherstripping and drainage fixes around your windows.',
    longDescription: [
      'Summer storms in South Florida push rain sideways, and even sound windows can leak if the sealant around them has cracked or the drainage paths are blocked. Weatherproofing closes those gaps so water, humid air and hot outdoor air stay outside.',
      'We remove failed caulk down to clean surfaces and apply high-performance sealant rated for UV exposure and coastal conditions. We replace worn weatherstripping, clear and correct weep holes and sill drainage, and check the flashing and stucco joints around each opening.',
      'The result is a tighter, drier, quieter home with lower cooling costs and less risk of mold behind walls. We recommend weatherproofing before the rainy season and after any major storm, and we can combine it with a maintenance visit.',
    ],
    metaDescription:
      'Window weatherproofing in Miami-Dade: caulking, weatherstripping and drainage fixes that stop leaks, humidity and drafts before storm season.',
    features: [
      'Removal of old, cracked caulk down to clean surfaces',
      'UV-stable sealant suited to coastal conditions',
      'Weatherstrip replacement on sashes and sliders',
      'Weep hole and sill drainage clearing',
      'Inspection of flashing and stucco joints at each opening',
      'Hose test to confirm the opening is watertight',
    ],
    benefits: [
      'Stops leaks from wind-driven rain',
      'Keeps humid air out and helps prevent mold',
      'Lower cooling costs from fewer air leaks',
      'Protects walls, floors and window frames from water damage',
      'Quieter rooms with fewer gaps around the windows',
    ],
    faqs: [
      {
        question: 'How can I tell if my windows need weatherproofing?',
        answer:
          'Look for cracked or shrunken caulk, gaps you can see light through, water stains on sills or walls after rain, drafts and whistling in storms, and condensation or musty smells near windows.',
      },
      {
        question: 'How long does the sealant last?',
        answer:
          'The high-performance sealants we use typically last many years in our climate, but sun, salt air and building movement vary from home to home. An annual inspection catches any failures early.',
      },
      {
        question: 'Is weatherproofing the same as hurricane protection?',
        answer:
          'No. Weatherproofing keeps water and air out in everyday weather and storms. Protection against flying debris comes from impact-rated windows or shutters, which we also install.',
      },
      {
        question: 'When is the best time to weatherproof?',
        answer:
          'Spring, before the rainy season and hurricane season begin, so sealants can cure in dry weather. We also inspect and reseal after major storms.',
      },
    ],
    pricing: pricing['weatherproofing'],
  },
];

/** The services page's words (one object per language). */
export interface ServicesPageContent {
  readonly meta: { readonly title: string; readonly description: string };
  readonly eyebrow: string;
  readonly heading: string;
  readonly intro: string;
  readonly jumpNavLabel: string;
  readonly featuresHeading: string;
  readonly learnMoreLabel: string;
  readonly quoteLabel: string;
}

export const servicesPage: ServicesPageContent = {
  meta: {
    title: 'Window Services in Coral Gables & Miami-Dade',
    description:
      'Window installation, repair, maintenance, replacement, glass replacement and weatherproofing for South Florida homes and businesses. Free quotes.',
  },
  eyebrow: 'Our Services',
  heading: 'Window Services for South Florida Homes and Businesses',
  intro: 'Six specialties, one accountable local team. Whatever your windows need, we measure, quote in writing and do the work to the Florida Building Code.',
  jumpNavLabel: 'Jump to a service',
  featuresHeading: "What's included",
  learnMoreLabel: 'Learn More',
  quoteLabel: 'Get a Quote',
} as const;

export type ServiceTabId = 'overview' | 'features' | 'pricing' | 'faq';

/** A service page's words around the service's own content (one object per language). */
export interface ServiceDetailPageContent {
  readonly eyebrow: string;
  readonly heroCtaLabel: string;
  /** The link to /book (the free estimate visit, for this service). */
  readonly bookVisitLabel: string;
  readonly tabsLabel: string;
  readonly tabs: Readonly<Record<ServiceTabId, string>>;
  /** `callPrompt` stands beside the phone where the company profile gives no guarantee. */
  readonly overview: { readonly quoteLabel: string; readonly callPrompt: string };
  readonly features: { readonly featuresHeading: string; readonly benefitsHeading: string; readonly requestLabel: string };
  readonly pricing: {
    readonly heading: string;
    readonly intro: string;
    readonly popularLabel: string;
    readonly quoteLabel: string;
    /** Read after the quote button by screen readers: "for Hurricane Impact". */
    readonly forPackage: (name: string) => string;
    /** What each price is for, as the page says it. */
    readonly units: Readonly<Record<PricingTier['unit'], string>>;
    /** A package's name where the page's language names it differently (by its stored English name). */
    readonly packageNames: Readonly<Record<string, string>>;
  };
  readonly faq: { readonly heading: string };
  readonly cta: { readonly heading: string; readonly text: string; readonly quoteLabel: string; readonly contactLabel: string };
}

export const serviceDetailPage: ServiceDetailPageContent = {
  eyebrow: 'Our Services',
  heroCtaLabel: 'Get a Free Quote',
  bookVisitLabel: 'Book a Free Estimate Visit',
  tabsLabel: 'Service details',
  tabs: {
    overview: 'Overview',
    features: 'Features & Benefits',
    pricing: 'Pricing',
    faq: 'FAQ',
  } satisfies Record<ServiceTabId, string>,
  overview: { quoteLabel: 'Get a Free Quote', callPrompt: 'Questions about this service? Call us and talk to a person.' },
  features: {
    featuresHeading: 'Key Features',
    benefitsHeading: 'Benefits',
    requestLabel: 'Request This Service',
  },
  pricing: {
    heading: 'Pricing',
    intro: 'Straightforward packages, priced per window. Your written quote confirms the final price after a free consultation.',
    popularLabel: 'Most Popular',
    quoteLabel: 'Get a Quote',
    forPackage: (name) => `for ${name}`,
    units: { 'per window': 'per window', 'per visit, up to 10 windows': 'per visit, up to 10 windows' },
    packageNames: {},
  },
  faq: { heading: 'Frequently Asked Questions' },
  cta: {
    heading: 'Ready to Get Started?',
    text: 'Request a free, no-obligation quote, or get in touch with any questions. We usually reply within one business day.',
    quoteLabel: 'Get a Free Quote',
    contactLabel: 'Contact Us',
  },
};

export function getService(id: string): Service | undefined {
  return services.find((service) => service.id === id);
}
