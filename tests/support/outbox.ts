import { escapeHtml } from '~/features/mail/email-html';
import { openLinks } from '~/features/mail/links.server';

/**
 * An outbox row's text and HTML as the mail job sends them: its links are queued sealed
 * (features/mail/links) and opened with the site's secret only as the email leaves.
 */
export function asSent<Row extends { textBody?: string; htmlBody?: string | null }>(row: Row, secret: string): Row {
  return {
    ...row,
    ...(row.textBody === undefined ? {} : { textBody: openLinks(row.textBody, secret) }),
    ...(row.htmlBody === undefined || row.htmlBody === null ? {} : { htmlBody: openLinks(row.htmlBody, secret, escapeHtml) }),
  };
}
