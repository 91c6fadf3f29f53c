import { EMAIL_MAX_LENGTH, isEmailAddress } from '~/lib/email-address';
import { z } from '~/lib/schema';
import { MAX_MESSAGE_LENGTH, SESSION_ID_PATTERN } from './chat-protocol';

function text(label: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/**
 * The contact details the widget saves after collecting them. Name and phone are taken as the
 * visitor typed them (SPEC section 5), so they may be as long as a chat message.
 */
export const chatbotContactSchema = z.object({
  sessionId: z.string({ error: 'sessionId is required' }).regex(SESSION_ID_PATTERN, 'sessionId must be the UUID of the chat session'),
  name: text('Name', MAX_MESSAGE_LENGTH),
  email: text('Email', EMAIL_MAX_LENGTH).refine(isEmailAddress, 'Invalid email address'),
  phone: text('Phone number', MAX_MESSAGE_LENGTH),
});

export type ChatbotContactInput = z.infer<typeof chatbotContactSchema>;
