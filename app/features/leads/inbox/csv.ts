/**
 * One CSV field (RFC 4180). Text a spreadsheet would run as a formula (starting with =, +, -, @,
 * tab or carriage return) gets a leading single quote, so a lead cannot plant a formula in the
 * file staff open; quotes are doubled, and a field with a comma, quote or line break is quoted.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
