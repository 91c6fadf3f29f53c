import { useRouteLoaderData } from 'react-router';
import type { Company } from '~/content/company';

// The company's facts (name, phone, email, address, towns) come from the company profile
// (app/features/business) through the root loader, so every page and the frame show what the
// owner saved. Components read them here rather than from app/content, which holds the samples.

interface RootCompany {
  company: Company;
  licenceNumber: string;
}

/** The company as the root loader gave it; undefined only on an error page whose root loader failed. */
export function useOptionalCompany(): RootCompany | undefined {
  const site = useRouteLoaderData('root') as Partial<RootCompany> | undefined;
  return site?.company && site.licenceNumber !== undefined ? { company: site.company, licenceNumber: site.licenceNumber } : undefined;
}

/** Words with the company's licence number in them: `{licence}` becomes the profile's number. */
export function useWithLicence(): (text: string) => string {
  const licenceNumber = useOptionalCompany()?.licenceNumber ?? '';
  return (text) => text.replaceAll('{licence}', licenceNumber);
}

/** The company, in a component rendered under the root loader's data (every page of the site). */
export function useCompany(): Company {
  const site = useOptionalCompany();
  if (!site) throw new Error('The company profile is missing from the root loader data');
  return site.company;
}
