import { z } from '~/lib/schema';
import { addDays, findPriceItem, optionTotal, type PriceItem } from './estimate-state';

// What staff write: the editor's form (Conform, posted to the route action) and the admin API's
// JSON body are two schemas over the same rules, and both give an EstimateDraft.

export interface DraftLine {
  priceItem: string | null;
  description: string;
  quantity: number;
  unitPriceCents: number;
}

export interface DraftOption {
  /** 1, 2 or 3 (Option A, B, C). */
  position: number;
  title: string;
  lines: DraftLine[];
}

export interface EstimateDraft {
  message: string;
  validUntil: string;
  /** 2 when the middle of three options is recommended, else null. */
  recommendedOption: number | null;
  options: DraftOption[];
}

export const MAX_OPTIONS = 3;
export const MAX_LINES = 20;
export const MESSAGE_MAX = 2000;
export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 300;
export const MAX_QUANTITY = 999;
/** $100,000 a unit, $1,000,000 an option: amounts stay well inside a 32-bit integer of cents. */
export const MAX_UNIT_PRICE_CENTS = 10_000_000;
export const MAX_OPTION_TOTAL_CENTS = 100_000_000;
/** An estimate is valid for at most a year. */
export const MAX_VALID_DAYS = 365;

export const EDITOR_SAVE_INTENT = 'save';
export const EDITOR_SEND_INTENT = 'send';
/** A sent estimate's one form: a new link by email. */
export const RESEND_INTENT = 'resend';

/** '1,250.5' or '$350' → cents; undefined when it is not an amount of dollars and cents. */
export function parseDollars(text: string): number | undefined {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const dollars = Number(match[1]!.replace(/,/g, ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return dollars * 100 + cents;
}

/** Cents as the editor shows them in its price field: 35000 → '350.00'. */
export function dollarsText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

type Issues = { issues: z.core.$ZodRawIssue[] };

function issue(ctx: Issues, path: (string | number)[], message: string, input: unknown) {
  ctx.issues.push({ code: 'custom', message, path, input });
}

/**
 * A line as stored: a price-list entry fills in the description and unit price left empty.
 * Undefined (with issues added) when it cannot be completed.
 */
function resolveLine(
  line: { priceItem?: string; description?: string; quantity: number; unitPriceCents?: number },
  ctx: Issues,
  priceField: string,
  items: readonly PriceItem[],
): DraftLine | undefined {
  const item = findPriceItem(items, line.priceItem);
  const description = line.description?.trim() || item?.label;
  const unitPriceCents = line.unitPriceCents ?? item?.unitPriceCents;
  if (!description) issue(ctx, ['description'], 'Describe the line, or pick it from the price list', line.description);
  if (unitPriceCents === undefined) issue(ctx, [priceField], 'Enter a unit price, or pick the line from the price list', undefined);
  if (!description || unitPriceCents === undefined) return undefined;
  return { priceItem: item?.id ?? null, description, quantity: line.quantity, unitPriceCents };
}

const quantity = z
  .number({ error: 'Enter a quantity' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(MAX_QUANTITY, `Quantity must be at most ${MAX_QUANTITY}`);
const description = z.string().trim().max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`).optional();
/** An entry of the price list as it is now (the company profile's): an id it no longer has is refused. */
function priceItem(items: readonly PriceItem[]) {
  const ids = new Set(items.map((item) => item.id));
  return z
    .string({ error: 'Pick an entry of the price list' })
    .refine((id) => ids.has(id), { error: 'Pick an entry of the price list' })
    .optional();
}
const title = z
  .string({ error: 'Give the option a title' })
  .trim()
  .min(1, 'Give the option a title')
  .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`);
const message = z
  .string({ error: 'Write a message for the customer' })
  .trim()
  .min(1, 'Write a message for the customer')
  .max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`);

function validUntil(today: string) {
  const latest = addDays(today, MAX_VALID_DAYS);
  return z.string({ error: 'Choose the last day the estimate is valid' }).superRefine((day, ctx) => {
    const real = /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);
    // One message at a time: a date that is not real is not also "in the past".
    const problem = !real
      ? 'Enter a real date as YYYY-MM-DD'
      : day < today
        ? 'The valid-until date cannot be in the past'
        : day > latest
          ? `An estimate can be valid for at most ${MAX_VALID_DAYS} days`
          : undefined;
    if (problem) issue(ctx, [], problem, day);
  });
}

function checkTotal(option: { lines: readonly DraftLine[] }, ctx: Issues) {
  if (optionTotal(option.lines) > MAX_OPTION_TOTAL_CENTS) issue(ctx, [], 'An option’s total must be at most $1,000,000', undefined);
}

const formLine = (items: readonly PriceItem[]) =>
  z
    .object({
      priceItem: priceItem(items),
      description,
      quantity,
      unitPrice: z.string().trim().optional(),
    })
    .transform((line, ctx) => {
      let unitPriceCents: number | undefined;
      if (line.unitPrice) {
        unitPriceCents = parseDollars(line.unitPrice);
        if (unitPriceCents === undefined) issue(ctx, ['unitPrice'], 'Enter the unit price in dollars, e.g. 350 or 349.99', line.unitPrice);
        else if (unitPriceCents > MAX_UNIT_PRICE_CENTS) issue(ctx, ['unitPrice'], 'A unit price must be at most $100,000', line.unitPrice);
        if (unitPriceCents === undefined || unitPriceCents > MAX_UNIT_PRICE_CENTS) return z.NEVER;
      }
      return resolveLine({ ...line, unitPriceCents }, ctx, 'unitPrice', items) ?? z.NEVER;
    });

function options<Line extends z.ZodType<DraftLine>>(line: Line) {
  return z
    .array(
      z
        .object({
          title,
          lines: z
            .array(line, { error: 'Add at least one line' })
            .min(1, 'Add at least one line')
            .max(MAX_LINES, `An option can have at most ${MAX_LINES} lines`),
        })
        .superRefine(checkTotal),
      { error: 'Add at least one option' },
    )
    .min(1, 'Add at least one option')
    .max(MAX_OPTIONS, `An estimate has at most ${MAX_OPTIONS} options`);
}

function toDraft(
  input: { message: string; validUntil: string; recommended: boolean; options: { title: string; lines: DraftLine[] }[] },
  ctx: Issues,
  recommendField: string,
): EstimateDraft {
  if (input.recommended && input.options.length !== MAX_OPTIONS)
    issue(ctx, [recommendField], 'Only the middle of three options can be marked recommended', undefined);
  return {
    message: input.message,
    validUntil: input.validUntil,
    recommendedOption: input.recommended ? 2 : null,
    options: input.options.map((option, index) => ({ position: index + 1, title: option.title, lines: option.lines })),
  };
}

/**
 * The editor's form; `today` is the business day the server reads valid-until dates against,
 * `items` the price list lines are picked from.
 */
export function estimateFormSchema(today: string, items: readonly PriceItem[]) {
  return z
    .object({
      intent: z.enum([EDITOR_SAVE_INTENT, EDITOR_SEND_INTENT]).optional(),
      message,
      validUntil: validUntil(today),
      recommendMiddle: z.literal('on').optional(),
      options: options(formLine(items)),
    })
    .transform(({ intent, recommendMiddle, ...input }, ctx) => ({
      intent: intent ?? EDITOR_SAVE_INTENT,
      draft: toDraft({ ...input, recommended: recommendMiddle === 'on' }, ctx, 'recommendMiddle'),
    }));
}

const apiLine = (items: readonly PriceItem[]) =>
  z
    .object({
      priceItem: priceItem(items),
      description,
      quantity,
      unitPriceCents: z
        .number({ error: 'unitPriceCents must be a whole number of cents' })
        .int('unitPriceCents must be a whole number of cents')
        .min(0, 'unitPriceCents cannot be negative')
        .max(MAX_UNIT_PRICE_CENTS, 'A unit price must be at most $100,000')
        .optional(),
    })
    .transform((line, ctx) => resolveLine(line, ctx, 'unitPriceCents', items) ?? z.NEVER);

/** POST /api/admin/quote-requests/<id>/estimates */
export function estimateApiSchema(today: string, items: readonly PriceItem[]) {
  return z
    .object({
      message,
      validUntil: validUntil(today),
      recommendedOption: z.union([z.literal(2), z.null()], { error: 'recommendedOption must be 2 (the middle of three options) or null' }).optional(),
      options: options(apiLine(items)),
    })
    .transform(({ recommendedOption, ...input }, ctx) => toDraft({ ...input, recommended: recommendedOption === 2 }, ctx, 'recommendedOption'));
}

/** The editor's values for a saved draft, as its fields hold them; a line whose entry left the price list is free text. */
export function draftFormValue(draft: EstimateDraft, items: readonly PriceItem[]) {
  return {
    message: draft.message,
    validUntil: draft.validUntil,
    recommendMiddle: draft.recommendedOption === 2 ? 'on' : undefined,
    options: draft.options.map((option) => ({
      title: option.title,
      lines: option.lines.map((line) => ({
        priceItem: findPriceItem(items, line.priceItem)?.id ?? '',
        description: line.description,
        quantity: String(line.quantity),
        unitPrice: dollarsText(line.unitPriceCents),
      })),
    })),
  };
}
