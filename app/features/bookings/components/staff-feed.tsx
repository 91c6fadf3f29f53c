import { useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { ConfirmDialog } from '~/components/ui/dialog';
import { Panel } from '~/components/back-office/panel';
import { Button, buttonClasses } from '~/components/ui/button';
import { useHydrated } from '~/components/ui/use-hydrated';

/** Copies the feed's address; shown only once the page runs JavaScript (without it, the address above is selectable text). */
function CopyAddress({ url }: { url: string }) {
  const hydrated = useHydrated();
  const [said, setSaid] = useState('');
  if (!hydrated) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setSaid('Copied: paste it into your calendar app’s “subscribe by URL”.');
    } catch {
      setSaid('Could not copy here: select the address above and copy it.');
    }
  };
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3">
      <Button type="button" variant="secondary" size="sm" onClick={() => void copy()}>
        Copy the address
      </Button>
      <p role="status" className="text-sm text-slate-700">
        {said}
      </p>
    </div>
  );
}

interface StaffFeedProps {
  /** The feed's address, <PUBLIC_URL>/calendar/<file>. */
  url: string;
  /** The page's query ('?date=…'), without the confirmation's `feed=new`: where Cancel and the replacement lead. */
  query: string;
  confirming: boolean;
  /** The feed was just given a new address: focus moves to it. */
  replaced: boolean;
}

/** The staff member's private feed: its address, and a new address (asked for twice) when the old one got out. */
export function StaffFeed({ url, query, confirming, replaced }: StaffFeedProps) {
  const address = useRef<HTMLAnchorElement>(null);
  const busy = useNavigation().formData?.get('intent') === 'new-feed';
  useEffect(() => {
    if (replaced) address.current?.focus();
  }, [replaced, url]);
  return (
    <div id="calendar-feed" className="scroll-mt-4">
      <Panel title="Your calendar feed">
        <p className="text-sm text-slate-700">
          Subscribe to this private address in Google Calendar or Apple Calendar to see your visits there. Anyone with it can read your visits: keep it to
          yourself.
        </p>
        <p className="mt-2 text-sm break-all">
          <a ref={address} href={url} className="font-semibold text-brand-800 underline" data-feed-url="">
            {url}
          </a>
        </p>
        <CopyAddress url={url} />
        {/* No #fragment: a page opened at one skips autofocus, which focuses (and shows) the question. */}
        <Link to={`${query}&feed=new`} preventScrollReset className={buttonClasses({ variant: 'outline', size: 'sm', className: 'mt-3' })}>
          Get a new feed address
        </Link>
        {confirming ? (
          <ConfirmDialog title="Get a new feed address?" closeTo={`${query}#calendar-feed`} tone="danger">
            <p>
              The address above stops working at once, for every calendar subscribed to it. You then subscribe to the new address in your own calendar app. Do
              this when the address may have reached someone else.
            </p>
            <Form method="post" action={`/admin/calendar${query}`} className="mt-4 flex flex-wrap gap-2">
              <Button type="submit" name="intent" value="new-feed" disabled={busy} variant="danger" size="sm">
                {busy ? 'Replacing the address…' : 'Replace the address'}
              </Button>
              <Link to={`${query}#calendar-feed`} preventScrollReset className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                Keep the current address
              </Link>
            </Form>
          </ConfirmDialog>
        ) : null}
      </Panel>
    </div>
  );
}
