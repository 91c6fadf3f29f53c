import { Checkbox } from '~/components/ui/field';

/**
 * The forms' box to receive texts about the request (docs/texting.md): never ticked for the
 * visitor, its disclosure under it. Its words come from the page's loader (null while texting is
 * not configured: then nothing shows), so the page's script carries no copy of them.
 */
export function SmsConsentCheckbox({ offer, defaultChecked = false }: { offer: { label: string; disclosure: string } | null; defaultChecked?: boolean }) {
  if (!offer) return null;
  return <Checkbox name="smsConsent" label={offer.label} hint={offer.disclosure} defaultChecked={defaultChecked} className="py-1" />;
}
