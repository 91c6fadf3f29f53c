import { Form, useLocation, useNavigation } from 'react-router';

export const AVAILABILITY_PATH = '/admin/availability';

/**
 * The back-office header's switch: whether this staff member is available to chat with visitors.
 * A form, so it works before hydration and without JavaScript; it comes back to the same page.
 * While the choice is being saved the switch already shows it, and says it is busy.
 */
export function AvailabilitySwitch({ available }: { available: boolean }) {
  const location = useLocation();
  const navigation = useNavigation();
  const pending = navigation.formAction === AVAILABILITY_PATH ? navigation.formData?.get('available') === '1' : undefined;
  const shown = pending ?? available;
  return (
    <Form method="post" action={AVAILABILITY_PATH}>
      <input type="hidden" name="available" value={shown ? '0' : '1'} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        aria-pressed={shown}
        aria-busy={pending === undefined ? undefined : true}
        className="flex min-h-11 items-center gap-2 rounded-full px-3 py-1 font-medium whitespace-nowrap ring-1 ring-white/30 ring-inset hover:bg-white/10 sm:min-h-9"
      >
        <span aria-hidden="true" className={`inline-block size-2.5 rounded-full ${shown ? 'bg-palm-300' : 'bg-slate-400'}`} />
        {/* On a phone the bar has room for one word; the name stays the whole label. */}
        <span aria-hidden="true" className="sm:hidden">
          Chat
        </span>
        <span className="sr-only sm:not-sr-only">Available for chat</span>
      </button>
    </Form>
  );
}
