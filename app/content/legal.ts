import { type Company, formatAddress } from './company';
import { type CompanyContact, companyContact } from './estimates';

export interface LegalSection {
  /** The section's anchor where it differs from its heading's (a translation keeps the English anchors, so links work in both). */
  readonly id?: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

export interface LegalDocument {
  readonly title: string;
  readonly metaDescription: string;
  readonly intro: string;
  readonly sections: readonly LegalSection[];
}

/** The words around a legal document, in its language. */
export interface LegalLabels {
  readonly lastUpdatedLabel: string;
  readonly tableOfContentsHeading: string;
  readonly lastUpdated: string;
}

export const lastUpdated = 'January 1, 2024';
export const legalLabels: LegalLabels = { lastUpdatedLabel: 'Last Updated', tableOfContentsHeading: 'Contents', lastUpdated };
/** The same date, machine-readable for the <time> element. */
export const lastUpdatedIso = '2024-01-01';

/** Whom the documents name and how to reach them: the company profile's. */
export interface LegalCompany extends CompanyContact {
  /** On one line: `2350 Ponce de Leon Blvd, Suite 210, Coral Gables, FL 33134`. */
  readonly address: string;
  /** The company profile's guarantee in the page's language; the terms promise one only when it is set. */
  readonly guarantee?: string;
}

/** The profile's company (the root loader's `company`, or none on an error page without it) as the documents name it. */
export function legalCompany(company: Company | undefined): LegalCompany {
  return { ...companyContact(company), address: company ? formatAddress(company.address) : '', guarantee: company?.guarantee?.trim() || undefined };
}

const contactParagraphs = (company: LegalCompany): readonly string[] => [
  `${company.name}, ${company.address}.`,
  `Phone: ${company.phone}. Email: ${company.email}.`,
];

/** A number of days as the policy says it: "30 days", "1 day", "0.5 days" ("30 días" in Spanish). */
export const retentionDaysIn = (days: number, locale: 'en' | 'es'): string => {
  const number = days.toLocaleString(locale === 'en' ? 'en-US' : 'es-US', { maximumFractionDigits: 2 });
  return locale === 'en' ? `${number} ${days === 1 ? 'day' : 'days'}` : `${number} ${days === 1 ? 'día' : 'días'}`;
};

/** The policy, naming the company; `emailDays` is JOB_RETENTION_DAYS (how long a sent email is kept). */
export const privacyPolicyFor = (company: LegalCompany, emailDays = 30): LegalDocument => ({
  title: 'Privacy Policy',
  metaDescription: `How ${company.name} collects, uses, shares and protects the personal information you give us through our website, forms and virtual assistant.`,
  intro: `This policy explains what personal information ${company.name} collects through this website, how we use it, who we share it with and the choices you have. We collect only what we need to answer your questions, prepare estimates and serve you as a customer, and we do not sell your personal information.`,
  sections: [
    {
      heading: 'Information You Give Us',
      paragraphs: [
        'Quote requests: your first and last name, email address, phone number, the address, city, state and ZIP code of the property, the type of project, your description of it and, if you choose to tell us, your budget, timeframe and how you heard about us.',
        'Contact messages: your name, email address, phone number if you provide it, the subject you select and your message.',
        'Virtual assistant: the messages you type into the chat window and our replies, together with the name, email address and phone number you share if you ask us to contact you.',
        'Accounts: if you register, your name, email address and password, and any phone number or address you add to your profile. We store passwords only in a securely hashed form that our staff cannot read. We also keep a record of the services and orders linked to your account.',
      ],
    },
    {
      heading: 'Information Collected Automatically',
      paragraphs: [
        'Like most websites, our servers record basic technical information with each request, such as your IP address, browser type, the page requested and the time. We use it to keep the website secure and working, to limit abuse of our forms and sign-in pages, and to investigate problems.',
        'We do not use advertising trackers, and we do not build profiles of your browsing on other websites.',
      ],
    },
    {
      heading: 'How We Use Your Information',
      paragraphs: [
        'We use your information to respond to your questions, prepare estimates, schedule and carry out work at your property, manage your account, provide warranty service and keep records of the work we have done.',
        'We also use it to protect the website and our customers against fraud and abuse, and to meet our legal, tax and building permit obligations.',
      ],
    },
    {
      heading: 'Email Notifications',
      paragraphs: [
        'When you send a quote request, a contact message or your details through the virtual assistant, our staff receive an email notification with the information you submitted so they can respond promptly.',
        'We send you emails that relate to your request or your account, such as replies to your inquiry, appointment details and password reset links. We do not send marketing emails unless you have asked to receive them, and you can opt out of those at any time.',
      ],
    },
    {
      heading: 'The Virtual Assistant',
      paragraphs: [
        'The virtual assistant answers common questions about our services and can pass your contact details to our team. Conversations are stored so our staff can follow up and improve the answers it gives.',
        'Some replies may be generated by an artificial intelligence service that processes your messages on our behalf and is not permitted to use them for its own purposes. Please do not share sensitive information such as payment card numbers in the chat.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'We use cookies only to keep you signed in to your account. If you choose "Remember me", the sign-in cookie lasts up to 30 days; otherwise it ends when you close your browser.',
        'If you use the virtual assistant, your browser may keep a random conversation identifier so the chat continues as you move between pages. We do not use cookies for advertising or cross-site tracking.',
      ],
    },
    {
      heading: 'How We Share Information',
      paragraphs: [
        'We share personal information only as needed to run our business: with service providers that host this website, deliver our email or power the virtual assistant, under agreements that limit their use of it; with window manufacturers and suppliers to order products and register warranties; and with building departments, inspectors and, at your request, your homeowner or condominium association when a project needs a permit or approval.',
        'We may also disclose information when the law requires it, to protect our rights or the safety of others, or as part of a sale or reorganization of our business. We do not sell or rent your personal information.',
      ],
    },
    {
      heading: 'How Long We Keep Information',
      paragraphs: [
        'We keep quote requests, contact messages and chat conversations for as long as we need them to respond and follow up, and generally no longer than three years after our last contact with you if you do not become a customer.',
        'For customers, we keep records of the work performed for as long as a warranty may apply and as long as tax, permit and other legal requirements call for. Server logs are kept for a short period for security purposes.',
        `Copies of the emails we send you, with their attachments, are deleted from our systems ${retentionDaysIn(emailDays, 'en')} after they are sent, and so are the records of our other automated tasks. Until an email is sent, the links in it that open your estimate, your order or your visit, or that unsubscribe you, are kept only in encrypted form.`,
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'We protect your information with encrypted connections, hashed passwords, access controls that limit staff access to those who need it, and a record of changes made by staff. No system is perfectly secure, but we work to keep your information safe and will notify you if a breach affects you as required by law.',
      ],
    },
    {
      heading: 'Your Choices and Rights',
      paragraphs: [
        'You can ask us to show you the personal information we hold about you, correct it, or delete it when we no longer need to keep it for legal or warranty reasons. You can update your account details yourself from your dashboard.',
        'To make a request, contact us using the details below. We may need to confirm your identity before acting on it, and we will respond within 30 days.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'Our website and services are intended for adults. We do not knowingly collect personal information from children under 13, and we will delete it if we learn we have done so.',
      ],
    },
    {
      heading: 'Changes to This Policy',
      paragraphs: [
        'We may update this policy from time to time. The date at the top shows when it was last changed. If we make a significant change, we will post a notice on this website.',
      ],
    },
    {
      heading: 'Contact Us',
      paragraphs: ['Questions about this policy or your information? Contact us:', ...contactParagraphs(company)],
    },
  ],
});

export const termsOfServiceFor = (company: LegalCompany): LegalDocument => ({
  title: 'Terms of Service',
  metaDescription: `The terms for using the ${company.name} website and our window services: estimates, scheduling, cancellations, payment${company.guarantee ? ', warranty and guarantee' : ' and warranty'}.`,
  intro: `These terms apply to your use of the ${company.name} website and to the window services we provide. By using the website or scheduling work with us, you agree to them. The written estimate or contract for your project may include additional terms; where it differs from these terms, the estimate or contract controls.`,
  sections: [
    {
      heading: 'Using Our Website',
      paragraphs: [
        'You agree to give accurate information in our forms and your account, to keep your password private and to use the website only for lawful purposes. Do not attempt to interfere with the website, access accounts or data that are not yours, or send automated or abusive requests.',
        'Information on the website, including answers from the virtual assistant and the prices shown for our service packages, is general guidance. It is not a binding offer or a substitute for an on-site assessment.',
      ],
    },
    {
      heading: 'Estimates',
      paragraphs: [
        'Estimates are free. We prepare them from the information you give us and, for most projects, from measurements and an inspection at your property. Package prices are quoted per window and may vary with window size, product, glass type, access and the condition of the opening.',
        'A written estimate is valid for 30 days unless it states otherwise. If we find hidden conditions during the work, such as rotted framing or water damage behind a window, we will show you and explain the options, and we will not do additional paid work without your approval.',
      ],
    },
    {
      heading: 'Scheduling',
      paragraphs: [
        'We schedule work at a time agreed with you. Please make sure we have safe access to the windows being serviced, clear the area around them of fragile items where you can, and keep pets secured while we work.',
        'Custom and impact-rated windows are made to order, so installation dates depend on manufacturer delivery. For the safety of our crews and your home, we may reschedule work in severe weather or when a tropical storm or hurricane watch or warning is in effect. We will contact you as soon as possible to set a new date.',
      ],
    },
    {
      heading: 'Cancellations and Rescheduling',
      paragraphs: [
        'Cancellations require 24-hour notice. Please call or email us at least 24 hours before your scheduled appointment to cancel or reschedule. If you cancel with less notice, or we cannot access the property at the scheduled time, we may charge a trip fee stated in your estimate.',
        'Products ordered specifically for your project may not be returnable. If you cancel after we have ordered them, you may be responsible for their cost to the extent the supplier does not accept a return. Nothing in these terms limits any right to cancel that you have under Florida law.',
      ],
    },
    {
      heading: 'Permits and Approvals',
      paragraphs: [
        "Where a building permit is required, we apply for it and schedule the required inspections. Approval from a homeowner or condominium association is the property owner's responsibility, but we provide the product information and documents associations usually request.",
      ],
    },
    {
      heading: 'Payment',
      paragraphs: [
        'Prices and payment terms are set out in your written estimate. Projects that require custom-ordered products may require a deposit when you accept the estimate. Unless your estimate says otherwise, the balance is due when the work is complete.',
        'We accept the payment methods listed on your estimate or invoice. If a payment is late, we may pause further work until the account is brought up to date.',
      ],
    },
    {
      heading: 'Warranty',
      paragraphs: [
        "Windows, glass and other products we supply carry their manufacturer's warranty, which we register and help you use. We also warrant our workmanship for the period stated in your estimate or invoice.",
        "Warranties do not cover damage caused by misuse, accidents, storms or impacts beyond a product's rating, alterations or repairs made by others, or lack of reasonable maintenance.",
      ],
    },
    // The company's own promise, as the owner words it in the profile; no promise when none is set.
    ...(company.guarantee
      ? [
          {
            id: 'satisfaction-guarantee',
            heading: 'Satisfaction Guarantee',
            paragraphs: [
              company.guarantee,
              "The guarantee covers our workmanship. Product defects are handled under the manufacturer's warranty, which we help you claim.",
            ],
          },
        ]
      : []),
    {
      heading: 'Limitation of Liability',
      paragraphs: [
        'We carry out our work with care and are responsible for damage we cause. To the extent permitted by Florida law, we are not liable for indirect, incidental or consequential losses, and our total liability for any claim related to a service is limited to the amount you paid for that service.',
        'The website is provided as is. We work to keep it accurate and available but do not guarantee that it will always be error-free or uninterrupted. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      heading: 'Governing Law',
      paragraphs: [
        'These terms are governed by the laws of the State of Florida. Any dispute that we cannot resolve together will be handled by the state courts located in Miami-Dade County, Florida.',
      ],
    },
    {
      heading: 'Changes to These Terms',
      paragraphs: [
        'We may update these terms from time to time. The date at the top shows when they were last changed. Work already scheduled is governed by the terms in effect when you accepted the estimate.',
      ],
    },
    {
      heading: 'Contact Us',
      paragraphs: ['Questions about these terms? Contact us:', ...contactParagraphs(company)],
    },
  ],
});
