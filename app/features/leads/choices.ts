import { leadChoices } from '~/content/lead-choices';
import { packageNames, type PriceTable } from '~/content/pricing';
import { usStates } from '~/content/us-states';

// The lists the lead forms offer and staff read back, with no validation library: the forms'
// pages load these at once, and their schemas (quote-request.ts, contact-message.ts) only when a
// visitor starts filling a form in.

export interface Choice<T extends string = string> {
  readonly value: T;
  readonly label: string;
}

export function choiceValues<T extends string>(choices: readonly Choice<T>[]): [T, ...T[]] {
  return choices.map((choice) => choice.value) as [T, ...T[]];
}

export function choiceLabel(choices: readonly Choice[], value: string | null | undefined): string | undefined {
  return choices.find((choice) => choice.value === value)?.label;
}

/** The options of a list in `leadChoices` (app/content/lead-choices.ts), with their English names. */
export function choicesOf<T extends string>(names: Readonly<Record<T, string>>): Choice<T>[] {
  return (Object.keys(names) as T[]).map((value) => ({ value, label: names[value] }));
}

export const projectTypes = choicesOf(leadChoices.projectType);
export const budgets = choicesOf(leadChoices.budget);
export const timeframes = choicesOf(leadChoices.timeframe);
export const referralSources = choicesOf(leadChoices.howDidYouHear);
export const contactSubjects = choicesOf(leadChoices.subject);

export const stateChoices: readonly Choice[] = usStates.map((state) => ({ value: state.code, label: state.name }));

/** The packages the quote form offers for a project type: its pricing cards' names. */
export function packageChoices(projectType: string | undefined, prices: PriceTable): Choice[] {
  return packageNames(projectType ?? '', prices).map((name) => ({ value: name, label: name }));
}

/** SPEC section 4: the success message shows for 5 seconds. */
export const QUOTE_SUCCESS_VISIBLE_MS = 5000;
