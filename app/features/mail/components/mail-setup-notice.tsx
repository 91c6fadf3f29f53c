import type { Connection } from '~/lib/connections';

// The dashboard's line when email does not leave the server: every confirmation, alert and
// reminder is then a file on the server, and a lead's staff email never reaches anyone.

export function MailSetupNotice({ mail }: { mail: Connection }) {
  if (mail.state === 'on') return null;
  return (
    <section aria-labelledby="mail-setup-heading" className="rounded-lg border border-danger-700/40 bg-danger-50 p-4 shadow-sm sm:p-5" data-mail-setup="">
      <h2 id="mail-setup-heading" className="text-base font-semibold text-danger-700">
        Email is not set up
      </h2>
      <p className="mt-1 text-sm text-slate-800">{mail.text}</p>
    </section>
  );
}
