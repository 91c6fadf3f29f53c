import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { crewInvitation as englishInvitation, type CrewInvitationWords } from '~/content/crew';
import { crewInvitation as spanishInvitation } from '~/content/es/crew';
import { CREW_INVITATION_DAYS, createCrewMember, listInstallers } from '~/features/accounts/roles/crew-members.server';
import { getCompany } from '~/features/business/profile.server';
import { htmlButton, htmlEmail, htmlParagraph } from '~/features/mail/email-html';
import { greetingName } from '~/features/mail/greeting';
import { sealLink } from '~/features/mail/links.server';
import { enqueueEmail } from '~/features/mail/outbox.server';
import { firstProblem, type FormReply } from '~/lib/form-reply';
import { type Locale, pathIn } from '~/lib/locale';
import type { AppServices } from '~/lib/request-context';
import { ADD_CREW_INTENT, crewAccountSchema } from './crew-account-form';

// /admin/crew: the installers, and the form that adds one (with a password the office gives
// them, or an emailed invitation to choose their own).

const invitationWords: Readonly<Record<Locale, CrewInvitationWords>> = { en: englishInvitation, es: spanishInvitation };

export function crewAccountsLoader(services: Pick<AppServices, 'db'>) {
  return listInstallers(services.db).then((members) => ({ members }));
}

export async function addCrewAccount(services: AppServices, actorId: string, formData: FormData) {
  const submission = parseWithZod(formData, { schema: crewAccountSchema });
  const hide = ['password'];
  if (submission.status !== 'success')
    return data<FormReply>(
      { intent: ADD_CREW_INTENT, result: submission.reply({ hideFields: hide }), ok: false, message: firstProblem(submission.error) },
      { status: 400 },
    );
  const { name, email, phone, language, password } = submission.value;
  const result = await createCrewMember(services.auth, services.db, {
    name,
    email,
    phone: phone || null,
    language,
    password: password || null,
    actor: actorId,
  });
  if (!result.ok)
    return data<FormReply>(
      {
        intent: ADD_CREW_INTENT,
        result: submission.reply({ fieldErrors: { [result.field]: [result.message] }, hideFields: hide }),
        ok: false,
        message: result.message,
      },
      { status: result.reason === 'exists' ? 409 : 400 },
    );
  if (result.invitationToken) await emailInvitation(services, result.member, language, result.invitationToken);
  const message = result.invitationToken
    ? `${result.member.name} was added to the crew; an invitation to choose a password went to ${result.member.email}.`
    : `${result.member.name} was added to the crew and can sign in with the password you chose.`;
  return data<FormReply>({ intent: ADD_CREW_INTENT, result: submission.reply({ resetForm: true }), ok: true, message });
}

async function emailInvitation(services: AppServices, member: { name: string; email: string }, language: Locale, token: string) {
  const company = await getCompany(services.db);
  const words = invitationWords[language];
  // Sealed until the email is sent (features/mail/links): the queue holds no working link.
  const url = sealLink(`${services.env.PUBLIC_URL}${pathIn(language, '/reset-password')}?token=${encodeURIComponent(token)}`, services.secret);
  const greeting = words.greeting(greetingName(member.name));
  const subject = words.subject(company.name);
  const after = words.after(CREW_INVITATION_DAYS);
  const text = [greeting, words.lead(company.name), `${words.action}: ${url}`, after, `${company.name}\n${company.phone.display}`].join('\n\n') + '\n';
  const html = htmlEmail({
    title: subject,
    lang: language,
    body: [
      htmlParagraph(greeting),
      htmlParagraph(words.lead(company.name)),
      htmlButton(url, words.action, '#0c2d48'),
      htmlParagraph(words.copyLink(url), 'margin:0 0 16px;line-height:1.5;font-size:13px;color:#52606d'),
      htmlParagraph(after),
      htmlParagraph(`${company.name} · ${company.phone.display}`),
    ].join('\n'),
  });
  await enqueueEmail(services.db, { kind: 'crew.invitation', refId: member.email, to: member.email, subject, text, html });
}
