import { ReplyMessages } from '~/components/ui/reply-messages';
import { Form, useActionData, useNavigation } from 'react-router';
import { Button } from '~/components/ui/button';
import { formatDate } from '~/features/calendar/business-dates';
import type { OptOutReply } from '../opt-out-actions.server';
import { OPT_OUT_INTENT } from '../opt-out-form';
import type { OptOut } from '../opt-outs.server';

/**
 * Whether a customer gets automated email (follow-ups, review requests, reminders), on their lead
 * and their order: "Opted out of automated email on <date>", with a button to turn it back on if
 * they ask, or to stop it by hand (a request to the office's mailbox, a call). A plain form.
 */
export function AutomatedEmailControl({ email, optOut, action }: { email: string; optOut: OptOut | undefined; action?: string }) {
  const reply = useActionData<OptOutReply>();
  const navigation = useNavigation();
  const own = navigation.state === 'idle' && reply?.intent === OPT_OUT_INTENT && reply.email === email ? reply : undefined;
  const busy = navigation.formData?.get('intent') === OPT_OUT_INTENT && navigation.formData.get('email') === email;
  return (
    <div className="space-y-2 text-sm">
      <p className={optOut ? 'font-semibold text-danger-700' : 'text-slate-700'} data-testid="automated-email">
        {optOut ? `Opted out of automated email on ${formatDate(optOut.optedOutAt)}` : 'Gets automated email (follow-ups, review requests, reminders)'}
      </p>
      <Form method="post" action={action} preventScrollReset>
        <input type="hidden" name="intent" value={OPT_OUT_INTENT} />
        <input type="hidden" name="email" value={email} />
        <input type="hidden" name="automated" value={optOut ? 'resume' : 'stop'} />
        <Button type="submit" disabled={busy} variant="quiet" size="compact">
          {optOut ? 'Resume automated email' : 'Stop automated email'}
          <span className="sr-only"> to {email}</span>
        </Button>
      </Form>
      <ReplyMessages reply={own} />
    </div>
  );
}
