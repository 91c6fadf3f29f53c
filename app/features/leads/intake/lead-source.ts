import type { LeadSourceColumns } from '../tables';

/** Hidden form fields that carry where the visitor first arrived from. */
export const leadSourceFields = {
  landingPath: 'landingPath',
  referrer: 'referrer',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
} as const satisfies Record<keyof LeadSourceColumns, string>;

export const FIRST_TOUCH_KEY = 'gwc:first-touch';

const LIMITS: Record<keyof LeadSourceColumns, number> = {
  landingPath: 500,
  referrer: 500,
  utmSource: 200,
  utmMedium: 200,
  utmCampaign: 200,
  utmTerm: 200,
  utmContent: 200,
};

type Lookup = (name: string) => unknown;

/**
 * Reads the source fields (from a form or a JSON body), falling back to what the request
 * itself shows when the browser sent none (no JavaScript, or an integration).
 */
export function readLeadSource(lookup: Lookup, request: Pick<Request, 'url'> & { headers: { get(name: string): string | null } }): LeadSourceColumns {
  const source = {} as LeadSourceColumns;
  for (const [column, field] of Object.entries(leadSourceFields) as [keyof LeadSourceColumns, string][]) {
    const value = lookup(field);
    const text = typeof value === 'string' ? value.replace(/\p{Cc}/gu, '').trim() : '';
    source[column] = text ? text.slice(0, LIMITS[column]) : null;
  }
  if (!source.landingPath) source.landingPath = new URL(request.url).pathname;
  if (!source.referrer) source.referrer = request.headers.get('referer')?.slice(0, LIMITS.referrer) ?? null;
  return source;
}
