// The HTML of every email the product sends: one escaping rule and one page around the content,
// so no email can carry markup a visitor typed.

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Escaped, with line breaks kept: the result holds no markup of the writer's. */
export function htmlText(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}

/** A paragraph of plain text. */
export function htmlParagraph(text: string, style = 'margin:0 0 16px;line-height:1.5'): string {
  return `<p style="${style}">${htmlText(text)}</p>`;
}

/** The email's one call to action, as a button. */
export function htmlButton(href: string, text: string, color = '#0b4f6c'): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;background:${color};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${htmlText(text)}</a></p>`;
}

/** A second, quieter link than the button: a paragraph holding one link. */
export function htmlLinkParagraph(href: string, text: string): string {
  return `<p style="margin:0 0 16px;line-height:1.5"><a href="${escapeHtml(href)}" style="color:#0b4f6c;font-weight:bold">${htmlText(text)}</a></p>`;
}

/** A section heading. */
export function htmlHeading(text: string): string {
  return `<h2 style="margin:28px 0 8px;font-size:16px;color:#0b4f6c">${htmlText(text)}</h2>`;
}

/** Labels and values, one row each. */
export function htmlFieldTable(fields: readonly (readonly [label: string, value: string])[]): string {
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:6px 16px 6px 0;width:35%;font-weight:bold;color:#52606d">${htmlText(label)}</th><td style="vertical-align:top;padding:6px 0">${htmlText(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px;font-size:14px">${rows}</table>`;
}

/** The page every email's HTML part is: a title, and the content (already HTML) on a white card. */
export function htmlEmail({ title, body, lang = 'en' }: { title: string; body: string; lang?: string }): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head><meta charset="utf-8"><title>${htmlText(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933;font-size:15px">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:28px">
${body}
</div>
</body>
</html>
`;
}

/** A link in a paragraph of its own: its words and where it goes. */
export interface EmailLink {
  text: string;
  url: string;
}

/** A paragraph, or a link of its own ("Ask us a question", "Add to Google Calendar"). */
export type EmailPart = string | EmailLink;

/** An email's subject, plain text and HTML page. */
export interface ComposedEmail {
  subject: string;
  text: string;
  html: string;
}

const smallPrint = 'margin:0 0 16px;line-height:1.5;font-size:13px;color:#52606d';

/**
 * Paragraphs around one call to action, as plain text and as the page every email is (htmlEmail):
 * the paragraphs before, the button, the paragraphs and links after, then any small print.
 */
export function composeEmail({
  subject,
  language,
  before,
  action,
  after = [],
  small = [],
}: {
  subject: string;
  language: string;
  before: readonly string[];
  action: EmailLink;
  after?: readonly EmailPart[];
  small?: readonly string[];
}): ComposedEmail {
  const asText = (part: EmailPart) => (typeof part === 'string' ? part : `${part.text}: ${part.url}`);
  return {
    subject,
    text: [...before, asText(action), ...after.map(asText), ...small].join('\n\n') + '\n',
    html: htmlEmail({
      title: subject,
      lang: language,
      body: [
        ...before.map((paragraph) => htmlParagraph(paragraph)),
        htmlButton(action.url, action.text),
        ...after.map((part) => (typeof part === 'string' ? htmlParagraph(part) : htmlLinkParagraph(part.url, part.text))),
        ...small.map((paragraph) => htmlParagraph(paragraph, smallPrint)),
      ].join('\n'),
    }),
  };
}
