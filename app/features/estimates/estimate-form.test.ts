import type { Submission } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { estimateTerms } from '~/content/estimates';
import { buildEstimateDocument, canonicalJson } from './estimate-document';
import { dollarsText, estimateApiSchema, estimateFormSchema, parseDollars } from './estimate-form';
import { estimateState, expiresAt, specQuoteStatus } from './estimate-state';
import { priceItemsOf } from './profile-facts.server';
import { seedProfile } from '~/features/business/seed.server';

const TODAY = '2026-11-23';
/** The price list of a new install: the company profile's sample packages. */
const ITEMS = priceItemsOf(seedProfile.priceList);

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

/** The field errors of a submission that did not succeed. */
function errorsOf(submission: Submission<unknown, string[], unknown>): Record<string, string[] | null> {
  return submission.status === 'success' ? {} : (submission.error ?? {});
}

const twoOptions = {
  message: 'Thank you for having us over.',
  validUntil: '2026-12-15',
  'options[0].title': 'Repair',
  'options[0].lines[0].priceItem': 'window-repair:standard-repair',
  'options[0].lines[0].quantity': '2',
  'options[1].title': 'Replace',
  'options[1].lines[0].priceItem': 'window-replacement:energy-efficient-replacement',
  'options[1].lines[0].quantity': '2',
  'options[1].lines[1].description': 'Haul away the old units',
  'options[1].lines[1].quantity': '1',
  'options[1].lines[1].unitPrice': '$1,250.5',
};

describe('the estimate editor’s form', () => {
  it('fills a price-list line’s description and price, reads dollars as integer cents, and numbers the options', () => {
    const submission = parseWithZod(form(twoOptions), { schema: estimateFormSchema(TODAY, ITEMS) });
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value).toEqual({
      intent: 'save',
      draft: {
        message: 'Thank you for having us over.',
        validUntil: '2026-12-15',
        recommendedOption: null,
        options: [
          {
            position: 1,
            title: 'Repair',
            lines: [
              { priceItem: 'window-repair:standard-repair', description: 'Window Repair, Standard Repair (per window)', quantity: 2, unitPriceCents: 27_500 },
            ],
          },
          {
            position: 2,
            title: 'Replace',
            lines: [
              {
                priceItem: 'window-replacement:energy-efficient-replacement',
                description: 'Window Replacement, Energy Efficient Replacement (per window)',
                quantity: 2,
                unitPriceCents: 65_000,
              },
              { priceItem: null, description: 'Haul away the old units', quantity: 1, unitPriceCents: 125_050 },
            ],
          },
        ],
      },
    });
  });

  it('names each field that is wrong, in words staff understand', () => {
    const submission = parseWithZod(
      form({
        ...twoOptions,
        validUntil: '2026-11-22',
        recommendMiddle: 'on',
        'options[1].lines[1].unitPrice': '12.345',
        'options[1].lines[0].quantity': '0',
        'options[0].lines[0].priceItem': '',
      }),
      { schema: estimateFormSchema(TODAY, ITEMS) },
    );
    expect(submission.status).toBe('error');
    expect(errorsOf(submission)).toMatchObject({
      validUntil: ['The valid-until date cannot be in the past'],
      'options[0].lines[0].description': ['Describe the line, or pick it from the price list'],
      'options[0].lines[0].unitPrice': ['Enter a unit price, or pick the line from the price list'],
      'options[1].lines[0].quantity': ['Quantity must be at least 1'],
      'options[1].lines[1].unitPrice': ['Enter the unit price in dollars, e.g. 350 or 349.99'],
    });
  });

  it('lets only the middle of three options be recommended, and at most three', () => {
    const three = {
      ...twoOptions,
      recommendMiddle: 'on',
      'options[2].title': 'Premium',
      'options[2].lines[0].priceItem': 'window-replacement:impact-replacement',
      'options[2].lines[0].quantity': '2',
    };
    const ok = parseWithZod(form(three), { schema: estimateFormSchema(TODAY, ITEMS) });
    expect(ok.status === 'success' && ok.value.draft.recommendedOption).toBe(2);
    const two = parseWithZod(form({ ...twoOptions, recommendMiddle: 'on' }), { schema: estimateFormSchema(TODAY, ITEMS) });
    expect(errorsOf(two).recommendMiddle).toEqual(['Only the middle of three options can be marked recommended']);
    const four = parseWithZod(
      form({
        ...three,
        'options[3].title': 'More',
        'options[3].lines[0].description': 'x',
        'options[3].lines[0].quantity': '1',
        'options[3].lines[0].unitPrice': '1',
      }),
      {
        schema: estimateFormSchema(TODAY, ITEMS),
      },
    );
    expect(errorsOf(four).options).toEqual(['An estimate has at most 3 options']);
  });

  it('keeps an option’s total inside what an order can hold', () => {
    const submission = parseWithZod(form({ ...twoOptions, 'options[1].lines[1].quantity': '999', 'options[1].lines[1].unitPrice': '100000' }), {
      schema: estimateFormSchema(TODAY, ITEMS),
    });
    expect(errorsOf(submission)['options[1]']).toEqual(['An option’s total must be at most $1,000,000']);
  });
});

describe('the admin API’s estimate body', () => {
  it('takes integer cents and refuses anything else', () => {
    const schema = estimateApiSchema(TODAY, ITEMS);
    const ok = schema.safeParse({
      message: 'Hi',
      validUntil: '2026-12-01',
      options: [{ title: 'Only', lines: [{ description: 'Reseal', quantity: 3, unitPriceCents: 4500 }] }],
    });
    expect(ok.success && ok.data.options[0]!.lines[0]).toEqual({ priceItem: null, description: 'Reseal', quantity: 3, unitPriceCents: 4500 });
    const bad = schema.safeParse({
      message: 'Hi',
      validUntil: '2026-02-30',
      recommendedOption: 1,
      options: [{ title: 'Only', lines: [{ description: 'Reseal', quantity: 1.5, unitPriceCents: 45.5 }] }],
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'validUntil: Enter a real date as YYYY-MM-DD',
      'recommendedOption: recommendedOption must be 2 (the middle of three options) or null',
      'options.0.lines.0.quantity: Quantity must be a whole number',
      'options.0.lines.0.unitPriceCents: unitPriceCents must be a whole number of cents',
    ]);
  });
});

describe('money', () => {
  it('parses and shows dollars as whole cents, without floating-point error', () => {
    expect(['0.1', '0.29', '1,250.5', '$350', '19.99'].map(parseDollars)).toEqual([10, 29, 125_050, 35_000, 1999]);
    expect(['', '1.234', '-5', '1,25', 'abc'].map(parseDollars)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(dollarsText(125_050)).toBe('1250.50');
  });
});

describe('states', () => {
  it('expires a sent estimate at the end of its valid-until day in New York, and maps states onto the spec’s quote model', () => {
    expect(expiresAt('2026-12-15')).toBe('2026-12-16T05:00:00.000Z');
    expect(expiresAt('2026-07-04')).toBe('2026-07-05T04:00:00.000Z');
    const sent = { status: 'sent', validUntil: '2026-12-15' };
    expect(estimateState(sent, new Date('2026-12-16T04:59:59Z'))).toBe('sent');
    expect(estimateState(sent, new Date('2026-12-16T05:00:00Z'))).toBe('expired');
    expect(estimateState({ status: 'approved', validUntil: '2026-12-15' }, new Date('2027-01-01'))).toBe('approved');
    expect(estimateState({ status: 'draft', validUntil: '2026-12-15' }, new Date('2027-01-01'))).toBe('draft');
    expect(specQuoteStatus).toEqual({
      draft: 'pending',
      sent: 'pending',
      viewed: 'reviewed',
      approved: 'converted',
      declined: 'rejected',
      expired: 'rejected',
    });
  });
});

describe('what the customer signs', () => {
  it('is one canonical JSON text, whatever the order of keys', () => {
    expect(canonicalJson({ b: [2, { d: 1, c: 'x' }], a: 'é"' })).toBe('{"a":"é\\"","b":[2,{"c":"x","d":1}]}');
    const document = buildEstimateDocument(
      '01990000-0000-7000-8000-0000abcdef12',
      {
        message: 'Hi',
        validUntil: '2026-12-15',
        recommendedOption: null,
        options: [{ position: 1, title: 'Repair', lines: [{ priceItem: null, description: 'Fix', quantity: 2, unitPriceCents: 150 }] }],
      },
      { firstName: 'Ana', lastName: 'Díaz', address: '1 Palm Ave', city: 'Coral Gables', state: 'FL', zipCode: '33134' },
      estimateTerms,
      {
        name: 'Gables Window Care',
        address: '2350 Ponce de Leon Blvd, Suite 210, Coral Gables, FL 33134',
        phone: '(305) 555-0142',
        email: 'info@gableswindowcare.com',
      },
    );
    expect(document).toMatchObject({
      estimateNumber: 'E-ABCDEF12',
      customer: { name: 'Ana Díaz', firstName: 'Ana', property: '1 Palm Ave, Coral Gables, FL 33134' },
      options: [{ letter: 'A', recommended: false, totalCents: 300, lines: [{ amountCents: 300 }] }],
      photos: [],
      terms: estimateTerms,
    });
  });
});
