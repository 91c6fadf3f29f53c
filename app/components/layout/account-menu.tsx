import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useEarlyTap } from '~/lib/early-taps';
import { Form, Link, useLocation } from 'react-router';
import { ChevronDownIcon, HomeIcon, LogOutIcon } from '~/components/ui/icons';
import { linkIn, type Locale } from '~/lib/locale';
import type { Translate } from '~/lib/messages';

export interface AccountMenuUser {
  name: string;
  email: string;
}

function initial(name: string): string {
  return name.trim().charAt(0).toUpperCase() || 'U';
}

const itemClass =
  'flex w-full min-h-11 items-center gap-3 rounded-md px-3 text-left text-[0.95rem] font-medium text-slate-800 outline-none hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-accent-500';

/**
 * The signed-in visitor's menu in the header (WAI-ARIA menu button): Enter, Space or the arrow
 * keys open it, the arrow keys, Home and End move between items, Escape closes it and returns
 * focus to the button, Tab or a click elsewhere closes it.
 */
export function AccountMenu({ user, transparent, t, locale }: { user: AccountMenuUser; transparent: boolean; t: Translate; locale: Locale }) {
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so navigating anywhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [focusFirst, setFocusFirst] = useState(true);
  const open = openOn === pathname;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const buttonId = useId();

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const close = (returnFocus: boolean) => {
    setOpenOn(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  useLayoutEffect(() => {
    if (!open) return;
    const list = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    (focusFirst ? list[0] : list.at(-1))?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, focusFirst]);

  const openMenu = (first: boolean) => {
    setFocusFirst(first);
    setOpenOn(pathname);
  };

  useEarlyTap('account-menu', () => openMenu(true));

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => list[(index + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        move(0);
        break;
      case 'End':
        event.preventDefault();
        move(list.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  };

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        data-early-tap="account-menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openMenu(true))}
        onKeyDown={onButtonKeyDown}
        className={`flex min-h-11 items-center gap-2 rounded-full py-1 pr-3 pl-1 text-[0.95rem] font-semibold transition-colors ${transparent ? 'text-white hover:bg-white/10' : 'text-brand-900 hover:bg-brand-50'}`}
      >
        <span
          aria-hidden="true"
          className="inline-flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white ring-2 ring-white"
        >
          {initial(user.name)}
        </span>
        {t('account.menu')}
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div hidden={!open} className="absolute right-0 z-50 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-[0_12px_32px_rgba(15,61,97,0.18)]">
        <div className="border-b border-slate-200 px-3 pt-1 pb-3">
          <p className="truncate font-semibold text-brand-900">{user.name || t('account.yourAccount')}</p>
          <p className="truncate text-sm text-slate-600">{user.email}</p>
        </div>
        <div ref={menuRef} id={menuId} role="menu" aria-labelledby={buttonId} tabIndex={-1} onKeyDown={onMenuKeyDown} className="pt-2">
          <Link to={linkIn(locale, '/dashboard')} role="menuitem" tabIndex={-1} className={itemClass} onClick={() => close(false)}>
            <HomeIcon className="size-5 text-brand-700" />
            {t('account.dashboard')}
          </Link>
          <Form method="post" action="/logout">
            <input type="hidden" name="language" value={locale} />
            <button type="submit" role="menuitem" tabIndex={-1} className={itemClass}>
              <LogOutIcon className="size-5 text-brand-700" />
              {t('account.logout')}
            </button>
          </Form>
        </div>
      </div>
    </div>
  );
}
