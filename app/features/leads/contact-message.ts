import { z } from '~/lib/schema';
import { type Choice, emailField, optionalText, requiredChoice, requiredText } from './lead-fields';

export const contactSubjects = [
  { value: 'quote', label: 'Request a quote' },
  { value: 'service', label: 'Service question' },
  { value: 'support', label: 'Support with a job' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'other', label: 'Something else' },
] as const satisfies readonly Choice[];

/** The contact form's one schema, used by the browser, the form action and the JSON API. */
export const contactMessageSchema = z.object({
  name: requiredText('Name is required', 'Name', 100),
  email: emailField('Email is required'),
  phone: optionalText('Phone number', 30),
  subject: requiredChoice(contactSubjects, 'Subject is required', 'subject'),
  message: requiredText('Message is required', 'Message', 5000),
});

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export const CONTACT_SUCCESS_MESSAGE = "Thank you for your message! We'll get back to you as soon as possible.";
export const CONTACT_ERROR_MESSAGE = 'There was an error submitting your message. Please try again.';
