import { describe, expect, it } from 'vitest';
import { forgotPasswordSchemaIn, loginSchemaIn } from '~/features/accounts/sign-in/login';
import { signIn } from '~/content/sign-in';
import { registrationSchemaIn } from '~/features/accounts/sign-in/registration';
import { chatbotContactSchema } from '~/features/assistant/chatbot-contact';
import { leadForms } from '~/content/lead-forms';
import { contactMessageSchemaIn } from '~/features/leads/intake/contact-message';
import { quoteRequestSchemaIn } from '~/features/leads/intake/quote-request';
// The fuzz's refused addresses: the ones issue 13 found (items 5 and 7) and their relatives.
import { EMAIL_CASES } from '../../scripts/lib/fuzz-input.js';
import { z } from './schema';
import { isEmailAddress } from './email-address';

const ACCEPTED = [
  'ana@example.com',
  'Ana.Diaz+quotes@Example.co',
  "o'brien@gables.example",
  'x_y-z@sub.domain-name.io',
  `${'a'.repeat(64)}@${'b'.repeat(180)}.com`,
];
const REFUSED = [...EMAIL_CASES, 'ana.@example.com', 'ana@-example.com', 'ana@example', 'ana@', '@example.com', 'ana@example.com>'];

describe('the one email address rule', () => {
  it.each(ACCEPTED)('accepts %s', (email) => expect(isEmailAddress(email)).toBe(true));
  it.each(REFUSED)('refuses %j', (email) => expect(isEmailAddress(email)).toBe(false));

  it('accepts nothing the auth library refuses; beyond it, refuses only what SMTP cannot carry', () => {
    for (const email of [...ACCEPTED, ...REFUSED]) {
      expect(isEmailAddress(email), email).toBe(email.length <= 254 && z.email().safeParse(email).success);
    }
  });
});

describe('every form, API and the assistant use it, with their own SPEC message', () => {
  const field = (schema: z.ZodType) => (email: string) => schema.safeParse(email).error?.issues.map((issue) => issue.message) ?? [];
  const forms: Array<[string, (email: string) => string[], string]> = [
    ['quote form and API', field(quoteRequestSchemaIn(leadForms.validation).shape.email), 'Invalid email address'],
    ['contact form and API', field(contactMessageSchemaIn(leadForms.validation).shape.email), 'Invalid email address'],
    ['assistant contact API', field(chatbotContactSchema.shape.email), 'Invalid email address'],
    ['login', field(loginSchemaIn(signIn.messages).shape.email), 'Email is invalid'],
    ['forgot password', field(forgotPasswordSchemaIn(signIn.messages).shape.email), 'Email is invalid'],
    [
      'register',
      (email) =>
        registrationSchemaIn(signIn.messages)
          .safeParse({ name: 'Ana', email, password: 'secret1', confirmPassword: 'secret1' })
          .error?.issues.filter((issue) => issue.path[0] === 'email')
          .map((issue) => issue.message) ?? [],
      'Please enter a valid email address',
    ],
  ];

  it.each(forms)('%s', (_, errors, message) => {
    for (const email of ACCEPTED) expect(errors(email), email).toEqual([]);
    for (const email of REFUSED) expect(errors(email), email).toContain(message);
  });
});
