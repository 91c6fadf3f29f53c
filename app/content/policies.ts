// The company's standing answers to the questions visitors ask before they call: licence and
// insurance, estimates, financing, warranty, cancellations and impact windows. The About page
// shows the licence and insurance; the virtual assistant answers from all of them.

export interface Credentials {
  /** Florida certified general contractor licence, as the state's register (DBPR) shows it. */
  readonly licenceNumber: string;
  readonly licenceStatement: string;
  readonly insuranceStatement: string;
}

export const credentials: Credentials = {
  licenceNumber: 'CGC1531187',
  licenceStatement:
    'Gables Window Care is a licensed Florida certified general contractor, licence number CGC1531187, which you can look up on the Florida DBPR website.',
  insuranceStatement:
    'We carry general liability insurance and workers’ compensation coverage for every crew member, and we send a certificate of insurance to you or your condominium association on request.',
};

export interface Policies {
  readonly freeEstimates: string;
  readonly financing: string;
  readonly warranty: string;
  readonly cancellation: string;
  readonly impactWindows: string;
}

export const policies: Policies = {
  freeEstimates:
    'Yes, our estimates are free and without obligation. We measure and inspect at your property, then give you a written estimate, valid for 30 days.',
  financing:
    'Yes, financing is available for window installation and replacement projects of $2,000 or more, through our lending partner and subject to credit approval. Ask for the monthly options when we prepare your estimate; paying in full by card, check or bank transfer works too.',
  warranty:
    "The windows and glass we supply carry their manufacturer's warranty, which we register and help you use, and we warrant our own workmanship for the period stated in your estimate (2 years on installations and replacements, 1 year on repairs). On top of that, our 100% satisfaction guarantee covers our work for 30 days after completion.",
  cancellation:
    'Cancellations require 24-hour notice: call or email us at least 24 hours before your appointment to cancel or reschedule, at no charge. With less notice a trip fee stated in your estimate may apply, and custom-ordered products may not be returnable once ordered.',
  impactWindows:
    'Yes, we supply and install hurricane impact windows: laminated glass in reinforced frames with Miami-Dade product approval, installed to the Florida Building Code, so you no longer need to put up shutters before a storm. They also keep out noise and UV, and many insurers give a windstorm mitigation discount for them.',
};
