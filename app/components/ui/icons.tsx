import { useId, type ReactNode } from 'react';

/**
 * 24×24 line icons drawn for Gables Window Care. They inherit `currentColor`,
 * default to 1em square, and are sized with classes (e.g. `size-5`).
 * Decorative unless `title` is given.
 */
export interface IconProps {
  readonly className?: string;
  /** Accessible name. Without it the icon is hidden from assistive technology. */
  readonly title?: string;
}

function Icon({ className, title, children }: IconProps & { readonly children: ReactNode }) {
  const titleId = `i${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      focusable="false"
      {...(title ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true })}
    >
      {title ? <title id={titleId}>{title}</title> : null}
      {children}
    </svg>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 3.75h3.4l1.6 4.6-2.3 1.5a11 11 0 0 0 6.45 6.45l1.5-2.3 4.6 1.6v3.4a1.6 1.6 0 0 1-1.7 1.6A16.6 16.6 0 0 1 3.4 5.45 1.6 1.6 0 0 1 5 3.75z" />
    </Icon>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <path d="m3.8 7 8.2 6.2L20.2 7" />
    </Icon>
  );
}

export function MapPinIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 21.25s-7-6-7-11.5a7 7 0 0 1 14 0c0 5.5-7 11.5-7 11.5z" />
      <circle cx="12" cy="9.75" r="2.5" />
    </Icon>
  );
}

export function ClockIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.25V12l3.25 2" />
    </Icon>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Icon>
  );
}

export function CheckCircleIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8.25 12.25 2.5 2.5 5-5.25" />
    </Icon>
  );
}

/** Solid star for ratings; colour it with a text class. */
export function StarIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path
        fill="currentColor"
        strokeWidth={1.25}
        d="M12 3.4 14.29 9.44 20.75 9.76 15.71 13.81 17.41 20.04 12 16.5 6.59 20.04 8.29 13.81 3.25 9.76 9.71 9.44z"
      />
    </Icon>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 6.5h16M4 12h16M4 17.5h16" />
    </Icon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Icon>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  );
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m9 6 6 6-6 6" />
    </Icon>
  );
}

export function ArrowRightIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4.5 12h15M13.5 6l6 6-6 6" />
    </Icon>
  );
}

export function ShieldCheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3 19 5.75v5.5c0 4.6-2.9 8.1-7 9.75-4.1-1.65-7-5.15-7-9.75v-5.5z" />
      <path d="m9 12 2.1 2.1L15.25 10" />
    </Icon>
  );
}

export function AwardIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="9" r="6" />
      <path d="m8.6 13.9-1.35 7.35L12 18.75l4.75 2.5-1.35-7.35" />
      <path d="m12 6.25.85 1.75 1.9.25-1.4 1.3.35 1.9L12 10.5l-1.7.95.35-1.9-1.4-1.3 1.9-.25z" strokeWidth={1.25} />
    </Icon>
  );
}

export function SparklesIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M10 3.5 11.75 8.25 16.5 10l-4.75 1.75L10 16.5l-1.75-4.75L3.5 10l4.75-1.75z" />
      <path d="m18 14 .85 2.15L21 17l-2.15.85L18 20l-.85-2.15L15 17l2.15-.85zM18.5 3v3.5M16.75 4.75h3.5" />
    </Icon>
  );
}

export function WrenchIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M17.03 4.43 14.79 6.67l2.54 2.54 2.24-2.24A5 5 0 0 1 12.79 13.48l-5.66 5.65a1.6 1.6 0 0 1-2.26-2.26l5.65-5.65a5 5 0 0 1 6.51-6.79z" />
    </Icon>
  );
}

export function HomeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3.5 11 12 4l8.5 7M5.75 9.25V20h12.5V9.25" />
      <path d="M10 20v-5.25h4V20" />
    </Icon>
  );
}

export function CalendarIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4M8 14h.01M12 14h.01M16 14h.01M8 17h.01M12 17h.01" />
    </Icon>
  );
}

export function DirectionsIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M10.6 3.4a2 2 0 0 1 2.8 0l7.2 7.2a2 2 0 0 1 0 2.8l-7.2 7.2a2 2 0 0 1-2.8 0l-7.2-7.2a2 2 0 0 1 0-2.8z" />
      <path d="M9.5 15v-2.5A1.5 1.5 0 0 1 11 11h4.5M13.5 9l2 2-2 2" />
    </Icon>
  );
}

export function ChatIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M20 12a8 8 0 0 1-11.6 7.15L4 20.25l1.05-4.3A8 8 0 1 1 20 12z" />
      <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" strokeWidth={2.25} />
    </Icon>
  );
}

export function SendIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M20.75 3.25 10.5 13.5M20.75 3.25 14.5 20.5l-4-7-7-4z" />
    </Icon>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5a7.5 7.5 0 0 1 15 0" />
    </Icon>
  );
}

/** Opening quotation mark for testimonials. */
export function QuoteIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path
        fill="currentColor"
        d="M4 17.5v-4.75C4 9.4 5.6 7.2 8.9 6l.6 1.55C7.6 8.4 6.9 9.6 6.75 11.5H10v6zM13.5 17.5v-4.75c0-3.35 1.6-5.55 4.9-6.75l.6 1.55c-1.9.85-2.6 2.05-2.75 3.95h3.25v6z"
      />
    </Icon>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="4.5" />
      <path d="M15.75 7.75H14.5a2.5 2.5 0 0 0-2.5 2.5V21M9.25 13h6" />
    </Icon>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.1 6.9h.01" strokeWidth={2.5} />
    </Icon>
  );
}

/** The X (formerly Twitter) glyph. */
export function XIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 4h4.5L20 20h-4.5zM19.5 4l-6.3 7.05M10.8 12.95 4.5 20" />
    </Icon>
  );
}

export function LinkedInIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="3.5" />
      <path d="M8 10.75V16.5M8 7.5v.01M11.75 16.5v-5.75M11.75 13.25a2.6 2.6 0 0 1 5.2 0v3.25" />
    </Icon>
  );
}

/** A simple five-petal burst standing in for the Yelp glyph. */
export function YelpIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path strokeWidth={2.75} d="M11.6 10.2 10.9 3.6M9.9 12.6l-5.2-1.7M14.1 11.9l5-2.1M10.6 14.9l-3.2 4.2M13.6 14.8l3 4.4" />
    </Icon>
  );
}

export function ClipboardIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="5" y="4.5" width="14" height="16.5" rx="2" />
      <path d="M9 4.5V3.75A.75.75 0 0 1 9.75 3h4.5a.75.75 0 0 1 .75.75v.75M8.75 10.5h6.5M8.75 14h6.5M8.75 17.5h4" />
    </Icon>
  );
}

export function ReceiptIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 3.75h12v16.5l-2-1.25-2 1.25-2-1.25-2 1.25-2-1.25-2 1.25z" />
      <path d="M9 8.25h6M9 11.75h6M9 15.25h3.5" />
    </Icon>
  );
}

export function InboxIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3.75 13.5 6 5.25A1.5 1.5 0 0 1 7.45 4.1h9.1A1.5 1.5 0 0 1 18 5.25l2.25 8.25v4.75a1.5 1.5 0 0 1-1.5 1.5H5.25a1.5 1.5 0 0 1-1.5-1.5z" />
      <path d="M3.75 13.5h4.5l1.5 2.5h4.5l1.5-2.5h4.5" />
    </Icon>
  );
}

export function SettingsIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2.75v2.5M12 18.75v2.5M2.75 12h2.5M18.75 12h2.5M5.46 5.46l1.77 1.77M16.77 16.77l1.77 1.77M5.46 18.54l1.77-1.77M16.77 7.23l1.77-1.77" />
    </Icon>
  );
}

export function BuildingIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4.5 20.25V5.25A1.5 1.5 0 0 1 6 3.75h7.5a1.5 1.5 0 0 1 1.5 1.5v15" />
      <path d="M15 9.75h3a1.5 1.5 0 0 1 1.5 1.5v9M3 20.25h18M8.25 7.5h3M8.25 11.25h3M8.25 15h3" />
    </Icon>
  );
}

export function LogOutIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M14.25 4.75h3.5a1.5 1.5 0 0 1 1.5 1.5v11.5a1.5 1.5 0 0 1-1.5 1.5h-3.5M9.75 16.25 5.5 12l4.25-4.25M5.5 12h10" />
    </Icon>
  );
}

export function ArrowLeftIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M19.5 12h-15M10.5 6l-6 6 6 6" />
    </Icon>
  );
}

export function BellIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 9.75a6 6 0 0 1 12 0c0 4.5 1.75 6.25 1.75 6.25H4.25S6 14.25 6 9.75z" />
      <path d="M10 19.25a2.1 2.1 0 0 0 4 0" />
    </Icon>
  );
}

export function ImageIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3.75" y="4.75" width="16.5" height="14.5" rx="2" />
      <circle cx="9" cy="10" r="1.75" />
      <path d="M20.25 16 15.5 11.25 6.25 19.25" />
    </Icon>
  );
}
