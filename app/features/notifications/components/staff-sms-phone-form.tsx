import { Form, useNavigation } from 'react-router';
import { Button } from '~/components/ui/button';
import { Field, Input } from '~/components/ui/field';
import type { FormReply } from '~/lib/form-reply';
import { SMS_PHONE_INTENT } from '../staff-events';
import { ReplyMessages } from '~/components/ui/reply-messages';

/**
 * The staff member's mobile number for alerts by text: typed as people type it ('(305) 555-0100'
 * or '+13055550100'); empty removes it. A plain form: a wrong number comes back with its message,
 * the number as typed kept in the field.
 */
export function StaffSmsPhoneForm({ phone, reply }: { phone: string | null; reply: FormReply | undefined }) {
  const saving = useNavigation().formData?.get('intent') === SMS_PHONE_INTENT;
  const own = reply?.intent === SMS_PHONE_INTENT ? reply : undefined;
  const typed = own && !own.ok ? String(own.result?.initialValue?.phone ?? '') : undefined;
  const error = own && !own.ok ? own.message : undefined;
  return (
    <Form method="post" className="space-y-3">
      <input type="hidden" name="intent" value={SMS_PHONE_INTENT} />
      <Field
        label="Mobile number for text alerts"
        hint="Like (305) 555-0100, or +13055550100 with the country code. Leave it empty to get no texts."
        error={error}
        size="compact"
      >
        {/* Keyed by what the server holds, so a saved or refused number shows as the page now has it. */}
        <Input
          key={`${phone ?? ''}:${typed ?? ''}`}
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          defaultValue={typed ?? phone ?? ''}
          className="max-w-xs"
        />
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={saving} variant="secondary" size="compact">
          {saving ? 'Saving…' : 'Save my number'}
        </Button>
        <ReplyMessages reply={own} />
      </div>
    </Form>
  );
}
