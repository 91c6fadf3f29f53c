import type { Locale } from '~/lib/locale';

// The day a visitor's message asks about ("Are you open on December 31?", "¿abren el 24 de
// diciembre?", "tomorrow", "New Year's Eve"), read against today's business day. Text is expected
// folded: lower case, accents removed (the assistant's normalize).

const MONTHS_EN = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTHS_ES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

const MONTH_EN =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const MONTH_ES = `(${MONTHS_ES.join('|')}|setiembre)`;
const ORDINAL = '(?:st|nd|rd|th)?';

/** Days that are one date every year, by their names. */
const NAMED_DAYS: Readonly<Record<Locale, readonly [RegExp, string][]>> = {
  en: [
    [/\bnew year'?s eve\b/, '12-31'],
    [/\bnew year'?s( day)?\b/, '01-01'],
    [/\bchristmas eve\b/, '12-24'],
    [/\b(christmas|xmas)( day)?\b/, '12-25'],
    [/\b(independence day|(the )?(4th|fourth) of july)\b/, '07-04'],
  ],
  es: [
    [/\b(nochevieja|fin de ano|31 de diciembre)\b/, '12-31'],
    [/\b(ano nuevo|primero de enero)\b/, '01-01'],
    [/\bnochebuena\b/, '12-24'],
    [/\bnavidad\b/, '12-25'],
    [/\b(dia de la independencia|4 de julio)\b/, '07-04'],
  ],
};

const pad = (value: number) => String(value).padStart(2, '0');

function validDay(year: number, month: number, date: number): boolean {
  const at = new Date(Date.UTC(year, month - 1, date));
  return at.getUTCMonth() === month - 1 && at.getUTCDate() === date;
}

/** The next `month`-`date` on or after `today` ('YYYY-MM-DD'): this year's, or next year's once it has passed. */
function nextOccurrence(month: number, date: number, today: string): string | undefined {
  const year = Number(today.slice(0, 4));
  for (const candidate of [year, year + 1]) {
    const day = `${candidate}-${pad(month)}-${pad(date)}`;
    if (validDay(candidate, month, date) && day >= today) return day;
  }
  return undefined;
}

function shift(today: string, days: number): string {
  const [year = 1970, month = 1, date = 1] = today.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The business day a folded message names, or undefined when it names none. */
export function askedDate(folded: string, today: string, locale: Locale): string | undefined {
  if (locale === 'es') {
    const spelled = new RegExp(`\\b(\\d{1,2}) de ${MONTH_ES}\\b`).exec(folded);
    if (spelled) {
      const name = spelled[2] === 'setiembre' ? 'septiembre' : spelled[2]!;
      return nextOccurrence(MONTHS_ES.indexOf(name) + 1, Number(spelled[1]), today);
    }
    if (/\bpasado manana\b/.test(folded)) return shift(today, 2);
    // "mañana" is also "the morning" ("por la mañana", "en la mañana").
    if (/(?<!\b(la|las|una|de) )\bmanana\b/.test(folded)) return shift(today, 1);
    if (/\bhoy\b/.test(folded)) return today;
  } else {
    const monthFirst = new RegExp(`\\b${MONTH_EN} (\\d{1,2})${ORDINAL}\\b`).exec(folded);
    const dateFirst = new RegExp(`\\b(\\d{1,2})${ORDINAL} (?:of )?${MONTH_EN}(?![a-z])`).exec(folded);
    const [monthName, date] = monthFirst ? [monthFirst[1]!, monthFirst[2]!] : dateFirst ? [dateFirst[2]!, dateFirst[1]!] : [];
    if (monthName && date) return nextOccurrence(MONTHS_EN.indexOf(monthName.slice(0, 3)) + 1, Number(date), today);
    // "12/31": month first, as written in the United States.
    const numeric = /(?<![\d/$])(\d{1,2})\/(\d{1,2})(?![\d/])/.exec(folded);
    if (numeric && Number(numeric[1]) <= 12) return nextOccurrence(Number(numeric[1]), Number(numeric[2]), today);
    if (/\b(day after tomorrow)\b/.test(folded)) return shift(today, 2);
    if (/\btomorrow\b/.test(folded)) return shift(today, 1);
  }
  for (const [pattern, monthDay] of NAMED_DAYS[locale]) {
    if (pattern.test(folded)) {
      const [month, date] = monthDay.split('-').map(Number);
      return nextOccurrence(month!, date!, today);
    }
  }
  return undefined;
}
