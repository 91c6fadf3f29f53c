import { useEffect, useRef } from 'react';
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '../form-guard';
import { FIRST_TOUCH_KEY, leadSourceFields } from '../lead-source';
const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** Remembers, for this browser tab, the page and referrer a visitor first arrived with. */
export function useRecordFirstTouch() {
  useEffect(() => {
    try {
      if (sessionStorage.getItem(FIRST_TOUCH_KEY)) return;
      const url = new URL(window.location.href);
      const touch: Record<string, string> = { landingPath: url.pathname + url.search };
      const referrer = document.referrer && new URL(document.referrer).origin !== url.origin ? document.referrer : '';
      if (referrer) touch.referrer = referrer;
      for (const name of UTM_PARAMS) {
        const value = url.searchParams.get(name);
        if (value) touch[name] = value;
      }
      sessionStorage.setItem(FIRST_TOUCH_KEY, JSON.stringify(touch));
    } catch {
      // Storage can be disabled; the server then falls back to what the request shows.
    }
  }, []);
}

/**
 * The hidden parts of a lead form: the source fields (filled from the first touch after
 * hydration), the signed form token, and a honeypot that people never see.
 */
export function LeadFormExtras({ formToken }: { formToken: string }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let touch: Record<string, string> = {};
    try {
      touch = JSON.parse(sessionStorage.getItem(FIRST_TOUCH_KEY) ?? '{}') as Record<string, string>;
    } catch {
      return;
    }
    for (const input of container.current?.querySelectorAll<HTMLInputElement>('input[data-source]') ?? []) {
      input.value = touch[input.name] ?? '';
    }
  });
  return (
    <div ref={container}>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
      {Object.values(leadSourceFields).map((name) => (
        <input key={name} type="hidden" name={name} data-source="" defaultValue="" />
      ))}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </div>
  );
}
