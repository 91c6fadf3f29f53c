import { Form, useNavigation, useSearchParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { type FollowUpNotice, followUpNotices } from '../follow-up-form';
import type { FollowUpItem } from '../follow-ups.server';
import { followUpStatus as describe, followUpTitle as title } from '../follow-up-status';

function ItemButton({
  item,
  intent,
  returnTo,
  label,
  name = `${label}: ${title(item)}`,
}: {
  item: FollowUpItem;
  intent: 'cancel' | 'done' | 'replied';
  returnTo: string;
  label: string;
  /** The button's accessible name: its visible label first, then what it acts on. */
  name?: string;
}) {
  const navigation = useNavigation();
  const action = `/admin/follow-ups/${encodeURIComponent(item.id)}`;
  const busy = navigation.state !== 'idle' && navigation.formAction === action && navigation.formData?.get('intent') === intent;
  return (
    <Form method="post" action={action} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <Button type="submit" variant="quiet" size="compact" disabled={busy} aria-label={busy ? undefined : name}>
        {busy ? 'Saving...' : label}
      </Button>
    </Form>
  );
}

/** What the page's last follow-up button did, said in a status region. */
export function FollowUpNoticeText() {
  const [params] = useSearchParams();
  const notice = params.get('followUp');
  return (
    <p role="status" className="min-h-5 text-sm font-medium text-success-700">
      {notice && notice in followUpNotices ? followUpNotices[notice as FollowUpNotice] : ''}
    </p>
  );
}

/**
 * The follow-ups, review requests, reminders and calls of a lead, an estimate or an order, in the
 * order they are due, each with what became of it; *Cancel* stops one still scheduled (a plain
 * form: it works without JavaScript).
 */
export function FollowUpList({ items, returnTo, empty }: { items: FollowUpItem[]; returnTo: string; empty?: string }) {
  if (items.length === 0) return empty ? <p className="text-sm text-slate-600">{empty}</p> : null;
  const replyTarget = items.find((item) => item.kind === 'estimate-follow-up' && item.state === 'scheduled');
  return (
    <div className="space-y-2">
      <ul className="space-y-2 text-sm">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-2">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{title(item)}</p>
              <p className="break-words text-slate-700">{describe(item)}</p>
            </div>
            {item.state === 'scheduled' ? <ItemButton item={item} intent="cancel" returnTo={returnTo} label="Cancel" /> : null}
            {item.state === 'open' ? <ItemButton item={item} intent="done" returnTo={returnTo} label="Done" /> : null}
          </li>
        ))}
      </ul>
      {replyTarget ? (
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span>They answered by phone or in person?</span>
          <ItemButton
            item={replyTarget}
            intent="replied"
            returnTo={returnTo}
            label="Customer replied: stop follow-ups"
            name={`Customer replied: stop follow-ups to ${replyTarget.name}`}
          />
        </div>
      ) : null}
    </div>
  );
}
