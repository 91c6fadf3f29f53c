import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { leadForms } from '~/content/lead-forms';
import { contactMessageSchemaIn } from './contact-message';
import { packageChoices } from '../choices';
import { quoteRequestSchemaIn } from './quote-request';
import { pricing } from '~/content/price-list';

const quoteRequestSchema = quoteRequestSchemaIn(leadForms.validation, pricing);
const contactMessageSchema = contactMessageSchemaIn(leadForms.validation);

const validQuote = {
  firstName: 'Ana',
  lastName: 'Pérez',
  email: 'ana@example.com',
  phone: '(305) 555-0199',
  address: '120 Alhambra Circle',
  city: 'Coral Gables',
  state: 'FL',
  zipCode: '33134',
  projectType: 'window-replacement',
  projectDescription: 'Replace six windows with impact glass.',
};

function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string[] | undefined> {
  const result = schema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}

describe('quote request schema', () => {
  it('gives each required field its exact SPEC message', () => {
    expect(fieldErrors(quoteRequestSchema, {})).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Email is required'],
      phone: ['Phone number is required'],
      address: ['Address is required'],
      city: ['City is required'],
      state: ['State is required'],
      zipCode: ['ZIP code is required'],
      projectType: ['Project type is required'],
      projectDescription: ['Project description is required'],
    });
  });

  it('treats blank and whitespace-only input as missing', () => {
    const errors = fieldErrors(quoteRequestSchema, { ...validQuote, firstName: '   ', city: '' });
    expect(errors).toEqual({ firstName: ['First name is required'], city: ['City is required'] });
  });

  it("rejects an address that doesn't look like an email with 'Invalid email address'", () => {
    for (const email of ['ana', 'ana@', 'ana@example', 'a b@example.com']) {
      expect(fieldErrors(quoteRequestSchema, { ...validQuote, email }).email).toEqual(['Invalid email address']);
    }
  });

  it('accepts a complete request, with budget, timeframe and source optional', () => {
    expect(quoteRequestSchema.safeParse(validQuote).success).toBe(true);
    const full = { ...validQuote, budget: '5000-10000', timeframe: '1-month', howDidYouHear: 'friend' };
    expect(quoteRequestSchema.parse(full)).toMatchObject(full);
    expect(quoteRequestSchema.parse({ ...validQuote, budget: '', timeframe: '' }).budget).toBeUndefined();
  });

  it('offers maintenance, and keeps a package only when it is one of the chosen service’s', () => {
    expect(quoteRequestSchema.parse({ ...validQuote, projectType: 'window-maintenance', servicePackage: 'Standard Care' })).toMatchObject({
      projectType: 'window-maintenance',
      servicePackage: 'Standard Care',
    });
    expect(quoteRequestSchema.parse({ ...validQuote, servicePackage: '' }).servicePackage).toBeUndefined();
    const mismatched = quoteRequestSchema.safeParse({ ...validQuote, projectType: 'window-repair', servicePackage: 'Standard Care' });
    expect(mismatched.success ? {} : z.flattenError(mismatched.error).fieldErrors).toEqual({
      servicePackage: ['Choose one of the packages of the selected project type, or none'],
    });
    expect(packageChoices('window-installation', pricing).map((choice) => choice.value)).toEqual(['Standard', 'Energy Efficient', 'Hurricane Impact']);
    expect(packageChoices('other', pricing)).toEqual([]);
  });

  it('takes the number of windows as typed (text) or as sent in JSON (a number), and names a bad count', () => {
    expect(quoteRequestSchema.parse({ ...validQuote, windowCount: ' 12 ' }).windowCount).toBe(12);
    expect(quoteRequestSchema.parse({ ...validQuote, windowCount: 3 }).windowCount).toBe(3);
    expect(quoteRequestSchema.parse({ ...validQuote, windowCount: '' }).windowCount).toBeUndefined();
    const message = ['Enter the number of windows as a whole number from 1 to 500'];
    for (const bad of ['two', '2.5', '0', '501', -1, 1.5, true]) {
      expect(fieldErrors(quoteRequestSchema, { ...validQuote, windowCount: bad }).windowCount).toEqual(message);
    }
  });

  it('accepts every state and DC, and refuses values outside the lists', () => {
    expect(quoteRequestSchema.safeParse({ ...validQuote, state: 'DC' }).success).toBe(true);
    expect(fieldErrors(quoteRequestSchema, { ...validQuote, state: 'XX' }).state).toEqual(['Choose a valid state']);
    expect(fieldErrors(quoteRequestSchema, { ...validQuote, projectType: 'roofing' }).projectType).toEqual(['Choose a valid project type']);
    expect(fieldErrors(quoteRequestSchema, { ...validQuote, budget: 'millions' }).budget).toEqual(['Choose a valid budget']);
  });

  it('names wrong types and over-long text instead of failing', () => {
    expect(fieldErrors(quoteRequestSchema, { ...validQuote, firstName: 42 }).firstName).toEqual(['First name must be text']);
    expect(fieldErrors(quoteRequestSchema, { ...validQuote, projectDescription: 'x'.repeat(5001) }).projectDescription).toEqual([
      'Project description must be at most 5000 characters',
    ]);
  });

  it('refuses text that cannot be stored as sent (a lone surrogate)', () => {
    expect(fieldErrors(quoteRequestSchema, { ...validQuote, city: 'Coral \udc67Gables' }).city).toEqual(['City contains characters that are not valid text']);
  });

  it('keeps text verbatim, markup and quotes included', () => {
    const text = `<script>alert("x")</script> O'Brien; DROP TABLE quote_requests; --`;
    expect(quoteRequestSchema.parse({ ...validQuote, projectDescription: text }).projectDescription).toBe(text);
  });
});

describe('contact message schema', () => {
  it('requires name, email, subject and message; phone is optional', () => {
    expect(fieldErrors(contactMessageSchema, {})).toEqual({
      name: ['Name is required'],
      email: ['Email is required'],
      subject: ['Subject is required'],
      message: ['Message is required'],
    });
    const parsed = contactMessageSchema.parse({ name: 'Lu', email: 'lu@example.com', subject: 'feedback', message: 'Great job', phone: '' });
    expect(parsed.phone).toBeUndefined();
  });

  it('offers exactly the SPEC subjects', () => {
    for (const subject of ['quote', 'service', 'support', 'feedback', 'other']) {
      expect(contactMessageSchema.safeParse({ name: 'Lu', email: 'lu@example.com', subject, message: 'Hi' }).success).toBe(true);
    }
    expect(fieldErrors(contactMessageSchema, { name: 'Lu', email: 'lu@example.com', subject: 'sales', message: 'Hi' }).subject).toEqual([
      'Choose a valid subject',
    ]);
  });
});
