import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { ServiceTabId } from '~/content/services';
import { ServerMarkup } from '~/lib/hydration-slice';

export interface ServiceTab {
  id: ServiceTabId;
  label: string;
  content: ReactNode;
}

interface ServiceTabsProps {
  label: string;
  tabs: readonly ServiceTab[];
}

/** The query parameter that holds the open tab, so a link can open e.g. ?tab=pricing. */
const TAB_PARAM = 'tab';

/**
 * WAI-ARIA tabs with automatic activation. The selected tab lives in the URL so the server
 * renders the right panel and the address can be shared. Each tab is a link to that address, so a
 * tap works before the page's scripts have run (the server renders the tab); once they have, a
 * tap switches at once without loading anything. Every panel stays in the HTML, inactive ones
 * `hidden`, so all of the copy is indexable; what is inside a panel is never hydrated, since
 * only the tabs and which panel shows change. `content` must be one element.
 */
export function ServiceTabs({ label, tabs }: ServiceTabsProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  // A choice shows at once, before the URL update lands; any later navigation hands control back to the URL.
  const [choice, setChoice] = useState<{ locationKey: string; id: ServiceTabId } | null>(null);
  const tabRefs = useRef(new Map<ServiceTabId, HTMLAnchorElement>());
  const defaultTab = tabs[0];
  if (!defaultTab) return null;
  const requested = choice?.locationKey === location.key ? choice.id : searchParams.get(TAB_PARAM);
  const active = tabs.find((tab) => tab.id === requested) ?? defaultTab;

  function select(id: ServiceTabId) {
    setChoice({ locationKey: location.key, id });
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        // The first tab is the page's natural state; keeping its URL clean avoids a duplicate address.
        if (id === defaultTab?.id) next.delete(TAB_PARAM);
        else next.set(TAB_PARAM, id);
        return next;
      },
      // Only ?tab= changes and no loader reads it, so there is nothing to refetch from the server.
      { replace: true, preventScrollReset: true, defaultShouldRevalidate: false },
    );
  }

  /** The address that opens a tab: the page itself for the first. */
  function tabHref(id: ServiceTabId): string {
    const next = new URLSearchParams(searchParams);
    if (id === defaultTab?.id) next.delete(TAB_PARAM);
    else next.set(TAB_PARAM, id);
    const search = next.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  }

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    if (event.key === ' ') {
      // A tab is activated by Space as well as Enter (a link answers Enter only).
      event.preventDefault();
      select(tabs[index]!.id);
      return;
    }
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    select(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="grid grid-cols-2 gap-1.5 rounded-2xl border border-slate-200 bg-sand-50 p-1.5 sm:inline-flex sm:flex-wrap"
      >
        {tabs.map((tab, index) => {
          const selected = tab.id === active.id;
          return (
            <a
              key={tab.id}
              href={tabHref(tab.id)}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              role="tab"
              id={`tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={(event) => {
                event.preventDefault();
                select(tab.id);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`inline-flex min-h-11 items-center justify-center rounded-xl px-3 text-center text-sm leading-tight font-semibold transition-colors sm:px-6 sm:text-[0.95rem] ${
                selected ? 'bg-brand-700 text-white shadow-sm' : 'text-brand-900 hover:bg-white'
              }`}
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`panel-${tab.id}`}
          aria-labelledby={`tab-${tab.id}`}
          // WAI-ARIA APG: a panel that does not start with a focusable element takes focus itself.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          hidden={tab.id !== active.id}
          className="mt-10 rounded-lg sm:mt-12"
        >
          {/* A panel's content is text and links: kept as the server rendered it (app/lib/hydration-slice.tsx). */}
          <ServerMarkup>{tab.content}</ServerMarkup>
        </div>
      ))}
    </div>
  );
}
