import type { Company } from '~/content/company';
import type { AppServices } from '~/lib/request-context';
import { contactMail } from './callback.server';
import type { ContactDetails } from '../chat-protocol';
import { saveChatbotContactIn } from '../chatbot-contacts.server';
import { collectedDetails, nameAnswer, offersDetails, type PartialContact } from '../contact-details.server';

// Staff save a live chat as a lead in one tap from the back office: a chatbot contact linked to
// the conversation (so the lead shows it), stored with its staff email and live announcement in
// one transaction before the answer. The form starts with what the conversation told us.

type Line = { sender: string; kind: string; text: string };

/**
 * The name, phone number and email address the conversation gave, to start the form with. The
 * visitor's answer to "what are your name and phone number?" while connecting ("Ana Díaz,
 * 305-555-0100") gives the name written before the number.
 */
export function leadDetailsOfChat(lines: readonly Line[], company: Company): PartialContact {
  const details = collectedDetails(lines, company);
  const asked = lines.findIndex((line) => line.kind === 'connecting');
  if (!details.name && asked >= 0) {
    const answer = lines.slice(asked + 1).find((line) => line.sender === 'user' && offersDetails(line.text, company));
    const name = answer ? nameAnswer(answer.text, company) : undefined;
    if (name) details.name = name;
  }
  return details;
}

/**
 * Stores the chat as a lead, once per conversation: saving again answers with the lead already
 * stored. Resolves once committed.
 */
export async function saveChatAsLead(
  services: Pick<AppServices, 'transact' | 'env' | 'db'>,
  sessionId: string,
  details: Pick<ContactDetails, 'name' | 'phone'> & { email?: string },
  now = new Date(),
): Promise<{ id: string; created: boolean }> {
  const mail = await contactMail(services);
  const stored = await services.transact((trx) =>
    saveChatbotContactIn(trx, { sessionId, name: details.name, email: details.email ?? '', phone: details.phone }, { mail, now }),
  );
  return { id: stored.contact.id, created: stored.created };
}
