import type { ReactNode } from 'react';

// Drawn like app/components/ui/icons.tsx (24×24, 1.75 stroke, currentColor); always decorative,
// because the buttons that hold them carry the accessible name.
function Icon({ className, children }: { className?: string; children: ReactNode }) {
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
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function ChatBubbleIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M4.5 5.75A2.25 2.25 0 0 1 6.75 3.5h10.5a2.25 2.25 0 0 1 2.25 2.25v8.5a2.25 2.25 0 0 1-2.25 2.25H11l-4.25 3.75V16.5h0a2.25 2.25 0 0 1-2.25-2.25z" />
      <path d="M8.5 9h7M8.5 12.25h4.5" />
    </Icon>
  );
}

export function SendIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M4.5 12 19.5 4.75 15.25 19.5l-3.5-6.25z" />
      <path d="m11.75 13.25 7.75-8.5" />
    </Icon>
  );
}
