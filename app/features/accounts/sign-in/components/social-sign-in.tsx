import { FacebookIcon } from '~/components/ui/icons';
import { useLocale } from '~/lib/messages';

type Provider = 'google' | 'facebook';

const labels: Record<Provider, string> = { google: 'Google', facebook: 'Facebook' };

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
      <path fill="#4285F4" d="M21.6 12.23c0-.68-.06-1.36-.18-2.02H12v3.83h5.4a4.62 4.62 0 0 1-2 3.03v2.5h3.24c1.9-1.75 2.96-4.33 2.96-7.34z" />
      <path fill="#34A853" d="M12 22c2.7 0 4.97-.9 6.63-2.43l-3.24-2.5c-.9.6-2.05.96-3.39.96-2.6 0-4.81-1.76-5.6-4.12H3.06v2.59A10 10 0 0 0 12 22z" />
      <path fill="#FBBC05" d="M6.4 13.9a6 6 0 0 1 0-3.8V7.51H3.06a10 10 0 0 0 0 8.98z" />
      <path fill="#EA4335" d="M12 5.98c1.47 0 2.79.5 3.83 1.5l2.87-2.87A9.6 9.6 0 0 0 12 2a10 10 0 0 0-8.94 5.51L6.4 10.1C7.19 7.74 9.4 5.98 12 5.98z" />
    </svg>
  );
}

/**
 * Sign-in with Google or Facebook, shown only for providers configured on the server. Plain
 * links: the server route starts the provider's sign-in and redirects there.
 */
export function SocialSignIn({ providers, redirectTo, label }: { providers: readonly Provider[]; redirectTo?: string; label: string }) {
  const locale = useLocale();
  if (providers.length === 0) return null;
  const params = new URLSearchParams();
  if (redirectTo) params.set('redirectTo', redirectTo);
  if (locale !== 'en') params.set('language', locale);
  const query = params.size ? `?${params}` : '';
  return (
    <div className="mt-8">
      <div className="flex items-center gap-4 text-sm text-slate-600">
        <span className="h-px flex-1 bg-slate-200" />
        {label}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2">
        {providers.map((provider) => (
          <li key={provider}>
            <a
              href={`/auth/${provider}${query}`}
              className="flex min-h-11 items-center justify-center gap-2.5 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-800 shadow-sm transition-colors hover:bg-slate-50"
            >
              {provider === 'google' ? <GoogleMark /> : <FacebookIcon className="size-5 text-[#1877F2]" />}
              {labels[provider]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
