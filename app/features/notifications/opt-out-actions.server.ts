import { data } from 'react-router';
import type { Actor } from '~/lib/audit-log.server';
import { formatDate } from '~/features/calendar/business-dates';
import type { FormReply } from '~/lib/form-reply';
import { logger } from '~/lib/logger.server';
import type { AppServices } from '~/lib/request-context';
import { OPT_OUT_INTENT, optOutFormSchema } from './opt-out-form';
import { optInAgain, optOut } from './opt-outs.server';

/** The address is named so that, on a page of several customers, only that one's control shows the answer. */
export type OptOutReply = FormReply<typeof OPT_OUT_INTENT> & { email?: string };

const reply = (ok: boolean, message: string, status = 200, email?: string) => data<OptOutReply>({ intent: OPT_OUT_INTENT, ok, message, email }, { status });

/** The lead's or order's "Stop automated email" / "Resume automated email" button, audited with who pressed it. */
export async function handleOptOutForm(services: Pick<AppServices, 'db'>, actor: Actor, form: FormData) {
  const parsed = optOutFormSchema.safeParse(Object.fromEntries(form));
  const sent = form.get('email');
  if (!parsed.success)
    return reply(false, parsed.error.issues[0]?.message ?? 'The form could not be read. Please try again.', 400, typeof sent === 'string' ? sent : undefined);
  const { email, automated } = parsed.data;
  try {
    if (automated === 'stop') {
      const stopped = await optOut(services.db, email, 'staff', { actor });
      return reply(true, `${email} gets no automated email since ${formatDate(stopped.optedOutAt)}.`, 200, email);
    }
    const resumed = await optInAgain(services.db, email, { actor });
    return reply(true, resumed ? `${email} gets automated email again.` : `${email} already gets automated email.`, 200, email);
  } catch (error) {
    logger.error({ err: error }, 'opt-out could not be changed');
    return reply(false, 'The change could not be saved just now. Please try again.', 503, email);
  }
}
