import type { PriceTable } from '~/content/pricing';
import { getPriceTable } from '~/features/business/profile.server';
import { englishLanguageNames } from '~/lib/locale';
import type { Kysely } from 'kysely';
import { contactSubjects, type Choice, choiceLabel, budgets, projectTypes, referralSources, timeframes } from '../choices';
import { storedPriceRange } from '../intake/quote-request';
import type { ChatbotContactRow, ContactMessageRow, QuoteRequestRow } from '../tables';
import type { Database } from '~/lib/db-schema';
import { csvRow } from './csv';
import { businessZoneLabel, formatSpreadsheetDateTime } from '~/features/calendar/business-dates';
import { type LeadKind, statusLabel } from '../lead-kinds';
import type { ListQuery } from './list-query';
import { exportLeads } from './leads.server';
import { minutesToFirstResponse } from '../reporting/response-time';

type Cell = string | null;

interface Column<Row> {
  header: string;
  value: (row: Row) => Cell;
}

const label = (choices: readonly Choice[], value: string | null) => (value ? (choiceLabel(choices, value) ?? value) : null);

const received = <Row extends { createdAt: string }>(): Column<Row> => ({
  header: `Received (${businessZoneLabel()})`,
  value: (row) => formatSpreadsheetDateTime(row.createdAt),
});

const responseColumns = <Row extends { createdAt: string; firstResponseAt: string | null }>(): Column<Row>[] => [
  { header: `First response (${businessZoneLabel()})`, value: (row) => (row.firstResponseAt ? formatSpreadsheetDateTime(row.firstResponseAt) : null) },
  { header: 'Minutes to first response', value: (row) => minutesToFirstResponse(row)?.toString() ?? null },
];

const sourceColumns = <Row extends QuoteRequestRow | ContactMessageRow>(): Column<Row>[] => [
  { header: 'Landing page', value: (row) => row.landingPath },
  { header: 'Referrer', value: (row) => row.referrer },
  { header: 'UTM source', value: (row) => row.utmSource },
  { header: 'UTM medium', value: (row) => row.utmMedium },
  { header: 'UTM campaign', value: (row) => row.utmCampaign },
  { header: 'Spam reason', value: (row) => row.spamReason },
];

/** The quote requests' columns; `prices` (the profile's) tells how the stored price range reads. */
const quoteColumns = (prices: PriceTable): Column<QuoteRequestRow>[] => [
  received(),
  { header: 'Status', value: (row) => statusLabel('quote-requests', row.status) },
  ...responseColumns<QuoteRequestRow>(),
  { header: 'First name', value: (row) => row.firstName },
  { header: 'Last name', value: (row) => row.lastName },
  { header: 'Email', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Language', value: (row) => englishLanguageNames[row.language] },
  { header: 'Address', value: (row) => row.address },
  { header: 'City', value: (row) => row.city },
  { header: 'State', value: (row) => row.state },
  { header: 'ZIP code', value: (row) => row.zipCode },
  { header: 'Project type', value: (row) => label(projectTypes, row.projectType) },
  { header: 'Package', value: (row) => row.servicePackage },
  { header: 'Windows', value: (row) => (row.windowCount === null ? null : String(row.windowCount)) },
  { header: 'Price range shown', value: (row) => storedPriceRange(row, undefined, prices) },
  { header: 'Budget', value: (row) => label(budgets, row.budget) },
  { header: 'Timeframe', value: (row) => label(timeframes, row.timeframe) },
  { header: 'How they heard about us', value: (row) => label(referralSources, row.howDidYouHear) },
  { header: 'Project description', value: (row) => row.projectDescription },
  { header: 'Notes', value: (row) => row.notes },
  ...sourceColumns<QuoteRequestRow>(),
  { header: 'ID', value: (row) => row.id },
];

const contactColumns = (): Column<ContactMessageRow>[] => [
  received(),
  { header: 'Status', value: (row) => statusLabel('contact-messages', row.status) },
  ...responseColumns<ContactMessageRow>(),
  { header: 'Name', value: (row) => row.name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Language', value: (row) => englishLanguageNames[row.language] },
  { header: 'Subject', value: (row) => label(contactSubjects, row.subject) },
  { header: 'Message', value: (row) => row.message },
  { header: 'Notes', value: (row) => row.notes },
  ...sourceColumns<ContactMessageRow>(),
  { header: 'ID', value: (row) => row.id },
];

const chatbotColumns = (): Column<ChatbotContactRow>[] => [
  received(),
  { header: 'Status', value: (row) => statusLabel('chatbot-contacts', row.status) },
  ...responseColumns<ChatbotContactRow>(),
  { header: 'Name', value: (row) => row.name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Language', value: (row) => englishLanguageNames[row.language] },
  { header: 'Message', value: (row) => row.message },
  { header: 'Notes', value: (row) => row.notes },
  { header: 'ID', value: (row) => row.id },
];

// Made for each export: the times' header names the business's zone as it is then.
const columnsByKind = { 'quote-requests': quoteColumns, 'contact-messages': contactColumns, 'chatbot-contacts': chatbotColumns };

/**
 * The CSV of a list's filter, streamed batch by batch so a large export never sits in memory.
 * It starts with a byte-order mark, which spreadsheet programs need to read UTF-8 names right.
 */
export function leadCsv(db: Kysely<Database>, kind: LeadKind, query: ListQuery): ReadableStream<Uint8Array> {
  let columns: Column<unknown>[] = [];
  const encoder = new TextEncoder();
  const batches = exportLeads(db, kind, query);
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        columns = columnsByKind[kind](await getPriceTable(db)) as Column<unknown>[];
        controller.enqueue(encoder.encode(`\uFEFF${csvRow(columns.map((column) => column.header))}`));
        return;
      }
      const next = await batches.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(next.value.map((row) => csvRow(columns.map((column) => column.value(row)))).join('')));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}
