import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** Quiet hours: a start and an end 'HH:MM' on the business calendar's clock; the end may be the next day. */
export interface QuietHours {
  start: string;
  end: string;
}

const quietHoursPattern = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/;

/** A quiet-hours setting: 'HH:MM-HH:MM' (it may span midnight) or 'off' (null: nothing is held). */
function quietHoursSetting(fallback: string) {
  return z
    .string()
    .trim()
    .default(fallback)
    .refine((value) => value.toLowerCase() === 'off' || quietHoursPattern.test(value), "must be 'HH:MM-HH:MM' (24-hour clock) or 'off'")
    .refine((value) => value.toLowerCase() === 'off' || value.split('-')[0] !== value.split('-')[1], 'must not start and end at the same time')
    .transform((value): QuietHours | null => (value.toLowerCase() === 'off' ? null : { start: value.split('-')[0]!, end: value.split('-')[1]! }));
}

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    /** Seconds an idle connection stays open for the next request (decimals allowed); longer than a load balancer's idle timeout. */
    KEEP_ALIVE_SECONDS: z.coerce.number().min(0.1).max(3600).default(65),
    DATABASE_URL: z
      .string()
      .trim()
      .default('file:./data/app.db')
      .refine((url) => url.startsWith('file:') || /^postgres(ql)?:\/\//.test(url), {
        message: 'must be file:PATH for SQLite or a postgres:// URL',
      }),
    PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    SESSION_SECRET: optionalText,
    BETTER_AUTH_SECRET: optionalText,
    SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: optionalText,
    /** Where replies go when an email names no one else (the office); defaults to the company's address. */
    MAIL_REPLY_TO: optionalText,
    STAFF_NOTIFY_EMAIL: optionalText.pipe(z.email().optional()),
    STAFF_ESCALATION_EMAIL: optionalText.pipe(z.email().optional()),
    /** Open minutes a new lead may wait before it is escalated; decimals allowed (0.5 is 30 seconds). */
    LEAD_ALERT_AFTER_MINUTES: z.coerce.number().min(0.1).max(10_080).default(15),
    /** Pause between looks for leads to escalate and for the day's spam digest (decimals allowed). */
    ESCALATION_INTERVAL_MS: z.coerce.number().min(10).default(30_000),
    CHAT_PROVIDER: z.enum(['local', 'gemini', 'openai']).default('local'),
    GEMINI_API_KEY: optionalText,
    GEMINI_MODEL: optionalText,
    GEMINI_BASE_URL: optionalText.pipe(z.url().optional()),
    OPENAI_BASE_URL: optionalText.pipe(z.url().optional()),
    OPENAI_API_KEY: optionalText,
    OPENAI_MODEL: optionalText,
    SUPERADMIN_EMAIL: optionalText.pipe(z.email().optional()),
    SUPERADMIN_PASSWORD: optionalText,
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    FACEBOOK_CLIENT_ID: optionalText,
    FACEBOOK_CLIENT_SECRET: optionalText,
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
    AUTH_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
    /** Sign-in attempts on one account within an hour, from anywhere, before only networks it signed in from may still try. */
    LOGIN_ACCOUNT_LIMIT: z.coerce.number().int().min(1).default(100),
    /** Password-reset emails one address may be sent per window, whoever asks and from wherever. */
    PASSWORD_RESET_EMAIL_LIMIT: z.coerce.number().int().min(1).default(3),
    PASSWORD_RESET_EMAIL_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
    /**
     * How many proxies in front of the server append to X-Forwarded-For (`true` is one, a load
     * balancer); the visitor's address is the entry the outermost of them added. 0 or `false`:
     * none, the socket's address is the visitor's.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .default('false')
      .refine((value) => /^(true|false|\d|10)$/.test(value), 'must be true, false or the number of proxies in front of the server (0-10)')
      .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value))),
    LEAD_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
    /** Chat messages per conversation per 10 minutes; an address may send 7.5 times as many, a staff member as many as an address. */
    CHAT_RATE_LIMIT: z.coerce.number().int().min(1).default(40),
    /** How long a visitor waits for someone on the staff to accept a chat before a call back is offered. */
    CHAT_HANDOFF_WAIT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
    /** Visitors' live chat streams (GET /api/chat/events) one process keeps open at once, from one address, and on one conversation. */
    CHAT_STREAMS_MAX: z.coerce.number().int().min(1).default(500),
    CHAT_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(6),
    CHAT_STREAMS_PER_CONVERSATION: z.coerce.number().int().min(1).default(3),
    /** A visitor's stream that has carried nothing of its conversation for this long is closed (decimals allowed); their browser opens it again. */
    CHAT_STREAM_IDLE_SECONDS: z.coerce.number().min(0.1).max(86_400).default(300),
    /** Card and bank payments through Stripe Checkout (docs/payments.md): without a secret key, invoices show the check and Zelle instructions only. */
    STRIPE_SECRET_KEY: optionalText,
    /** The signing secret of the webhook endpoint (whsec_…): without it, POST /api/webhooks/stripe refuses every event. */
    STRIPE_WEBHOOK_SECRET: optionalText,
    /** Where the Stripe API is: Stripe's own by default; tests point it at a stand-in on this machine. */
    STRIPE_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.stripe.com'),
    /** Days from an invoice's issue to its due date (decimals allowed; the due date is the day it falls on, in the business's time zone). */
    INVOICE_DUE_DAYS: z.coerce.number().min(0).max(365).default(7),
    /** Days the "See your order" link in an approval email opens the order without signing in (decimals allowed). */
    ORDER_LINK_DAYS: z.coerce.number().min(0.0001).max(3650).default(30),
    /** Longest pause between a process's looks for due jobs (decimals allowed); it also wakes after each of its commits and at the next job's time. */
    JOBS_INTERVAL_MS: z.coerce.number().min(10).default(5000),
    /** How long a claimed job is its process's before another may take it over (decimals allowed): longer than any job runs. */
    JOBS_LEASE_SECONDS: z.coerce.number().min(0.1).max(86_400).default(300),
    /** Days a finished job (a sent email with its attachments, an alert, a failed job) is kept before it is deleted (decimals allowed). */
    JOB_RETENTION_DAYS: z.coerce.number().min(0.0001).max(3650).default(30),
    LEAD_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
    /** Estimate visits (docs/bookings.md); every length of time takes decimals so tests can wait it out. */
    BOOKING_VISIT_MINUTES: z.coerce.number().min(1).max(600).default(60),
    /** Travel time kept free after each visit before the estimator's next one. */
    BOOKING_BUFFER_MINUTES: z.coerce.number().min(0).max(600).default(30),
    /** Nothing is offered sooner than this many hours of the office being open from now. */
    BOOKING_MIN_NOTICE_HOURS: z.coerce.number().min(0).max(720).default(2),
    /** Visits one estimator takes on one day at most. */
    BOOKING_DAILY_CAP: z.coerce.number().int().min(1).max(100).default(6),
    /** Minutes between the start times offered. */
    BOOKING_SLOT_STEP_MINUTES: z.coerce.number().min(1).max(240).default(30),
    /** How long a time chosen on /book is kept for the visitor while they confirm. */
    BOOKING_HOLD_MINUTES: z.coerce.number().min(0.01).max(120).default(5),
    /** Hours before a visit its two reminders are emailed. */
    BOOKING_REMINDER_FIRST_HOURS: z.coerce.number().min(0).max(720).default(24),
    BOOKING_REMINDER_SECOND_HOURS: z.coerce.number().min(0).max(720).default(2),
    /** Hours before an install visit the customer's reminder is emailed (the day before by default; decimals allowed). */
    INSTALL_REMINDER_HOURS: z.coerce.number().min(0).max(720).default(24),
    /** Bookings and holds one address may make per window (the API, the pages and the manage links). */
    BOOKING_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    BOOKING_RATE_WINDOW_SECONDS: z.coerce.number().min(0.1).default(600),
    /** Visits booked by visitors for one email address per window (a stranger cannot flood someone's inbox with invitations). */
    BOOKING_EMAIL_LIMIT: z.coerce.number().int().min(1).default(3),
    BOOKING_EMAIL_WINDOW_HOURS: z.coerce.number().min(0.001).default(24),
    /** Holds and visits booked by visitors, all addresses together, per day (staff bookings do not count). */
    BOOKING_DAY_LIMIT: z.coerce.number().int().min(1).default(200),
    /** A customer's moves and cancels of one visit from its manage link per window: their own budget, apart from the address's holds and bookings. */
    BOOKING_MANAGE_LIMIT: z.coerce.number().int().min(1).default(30),
    BOOKING_MANAGE_WINDOW_HOURS: z.coerce.number().min(0.001).default(24),
    /** Seconds staff may undo a cancel from the calendar; the customer's email waits that long. */
    BOOKING_UNDO_SECONDS: z.coerce.number().min(0.1).max(600).default(10),
    /** How long a visitor's booking stays tentative, its time kept, waiting for the link emailed to confirm it. */
    BOOKING_CONFIRM_HOURS: z.coerce.number().min(0.0001).max(720).default(2),
    /** How many days ahead a visit can be booked (the API's availability answers no further). */
    BOOKING_WINDOW_DAYS: z.coerce.number().min(1).max(730).default(90),
    /** Megabytes of uploaded photos held in memory by all requests together: by default two 15 MB photos, one for each of two cores decoding; at least one. */
    UPLOAD_BYTES_IN_FLIGHT_MB: z.coerce.number().int().min(16).max(4096).default(32),
    REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
    /** VAPID key pair (base64url) for Web Push; unset: generated on first start and kept in the database. */
    VAPID_PUBLIC_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)')
        .optional(),
    ),
    VAPID_PRIVATE_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
        .optional(),
    ),
    /** Who push services may contact about our alerts: mailto: or https:. */
    VAPID_SUBJECT: optionalText.pipe(
      z
        .string()
        .regex(/^(mailto:[^\s]+@[^\s]+|https:\/\/[^\s]+)$/, 'must be a mailto: address or an https:// URL')
        .optional(),
    ),
    /**
     * For tests and benchmarks only: hosts (names or addresses, comma-separated) whose push
     * endpoints are accepted besides the browsers' push services, over http too, and reached
     * whatever address they have. Unset, alerts go only to public push services on public addresses.
     */
    PUSH_ALLOWED_HOSTS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .refine(
              (host) => URL.canParse(`http://${host}/`) && new URL(`http://${host}/`).hostname === host,
              'must name hosts without a scheme or port, such as 127.0.0.1',
            ),
        ),
      ),
    /** The PDF signing certificate and key as a PKCS#12 file: a path, or its bytes in base64; unset: generated on first start and kept in the database. */
    SIGNING_P12: optionalText,
    SIGNING_P12_PASSWORD: z.string().optional(),
    /** An RFC 3161 time-stamping service whose timestamp each signed estimate carries. */
    TSA_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    TSA_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(120).default(10),
    /** The largest PDF /verify reads, and how many checks an address may make per window. */
    VERIFY_MAX_MB: z.coerce.number().min(0.1).max(100).default(10),
    VERIFY_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
    VERIFY_RATE_WINDOW_SECONDS: z.coerce.number().min(0.1).default(600),
    /** Minutes after an estimate is sent at which each follow-up goes, comma-separated, increasing (decimals allowed). */
    ESTIMATE_FOLLOW_UP_MINUTES: z
      .string()
      .trim()
      .default('1440,2880,7200')
      .transform((value) => value.split(',').map((part) => Number(part.trim())))
      .refine(
        (minutes) =>
          minutes.length >= 1 &&
          minutes.length <= 10 &&
          minutes.every((value, index) => Number.isFinite(value) && value > 0 && value <= 525_600 && (index === 0 || value > minutes[index - 1]!)),
        'must be 1 to 10 increasing numbers of minutes, comma-separated, such as 1440,2880,7200',
      ),
    /** Minutes after an order is marked completed at which the customer is asked for a review (decimals allowed). */
    REVIEW_REQUEST_AFTER_MINUTES: z.coerce.number().min(0.001).max(525_600).default(1440),
    // A job this many days (decimals allowed) from Florida's "apply for permits by" or "start work by" is flagged (docs/jobs-and-crews.md).
    JOB_DUE_SOON_DAYS: z.coerce.number().min(0.001).max(365).default(7),
    // How often the due dates are looked at for the staff notification (minutes, decimals allowed).
    JOB_DUE_CHECK_MINUTES: z.coerce.number().min(0.01).max(1440).default(60),
    /** Minutes after the review request at which one reminder goes, unless they clicked or opted out (decimals allowed). */
    REVIEW_REMINDER_AFTER_MINUTES: z.coerce.number().min(0.001).max(525_600).default(4320),
    /**
     * When automated customer email (follow-ups, review requests, reminders) waits instead of
     * leaving: 'HH:MM-HH:MM' on the business calendar's clock (it may span midnight), or 'off'.
     */
    CUSTOMER_QUIET_HOURS: quietHoursSetting('20:00-08:00'),
    /** Texting through Twilio (docs/texting.md): nothing about texting shows until the account, its token and a sender are set. */
    TWILIO_ACCOUNT_SID: optionalText.pipe(
      z
        .string()
        .regex(/^AC[0-9a-zA-Z]{32}$/, 'must be an account SID (AC followed by 32 letters and digits)')
        .optional(),
    ),
    TWILIO_AUTH_TOKEN: optionalText,
    /** The number texts come from, in E.164 (+13055550142); or TWILIO_MESSAGING_SERVICE_SID instead. */
    TWILIO_FROM: optionalText.pipe(
      z
        .string()
        .regex(/^\+[1-9]\d{7,14}$/, 'must be a phone number in E.164, such as +13055550142')
        .optional(),
    ),
    TWILIO_MESSAGING_SERVICE_SID: optionalText.pipe(
      z
        .string()
        .regex(/^MG[0-9a-zA-Z]{32}$/, 'must be a messaging service SID (MG followed by 32 letters and digits)')
        .optional(),
    ),
    /** Where Twilio's REST API answers; tests point it at a local stand-in. */
    TWILIO_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()).transform((url) => (url ?? 'https://api.twilio.com').replace(/\/+$/, '')),
    /** Hours after a missed-call text-back during which the same caller is not texted again (decimals allowed). */
    SMS_TEXT_BACK_HOURS: z.coerce.number().min(0).max(8760).default(24),
    /**
     * When automated texts (reminders, follow-ups) wait instead of leaving: 'HH:MM-HH:MM' on the
     * business calendar's clock (it may span midnight), or 'off'. Replies to a customer's own text are never held.
     */
    SMS_QUIET_HOURS: quietHoursSetting('20:00-08:00'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.CHAT_PROVIDER === 'gemini' && !env.GEMINI_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['GEMINI_API_KEY'], message: 'is required when CHAT_PROVIDER=gemini' });
    }
    if (env.CHAT_PROVIDER === 'openai' && !env.OPENAI_BASE_URL && !env.OPENAI_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['OPENAI_BASE_URL'],
        message: 'or OPENAI_API_KEY is required when CHAT_PROVIDER=openai',
      });
    }
    if (Boolean(env.SUPERADMIN_EMAIL) !== Boolean(env.SUPERADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SUPERADMIN_PASSWORD'],
        message: 'SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD must be set together',
      });
    }
    if (env.SUPERADMIN_PASSWORD && env.SUPERADMIN_PASSWORD.length < 6) {
      ctx.addIssue({ code: 'custom', path: ['SUPERADMIN_PASSWORD'], message: 'must be at least 6 characters' });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['VAPID_PRIVATE_KEY'], message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together' });
    }
    if (Boolean(env.TWILIO_ACCOUNT_SID) !== Boolean(env.TWILIO_AUTH_TOKEN)) {
      ctx.addIssue({ code: 'custom', path: ['TWILIO_AUTH_TOKEN'], message: 'TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN must be set together' });
    }
    if (env.TWILIO_ACCOUNT_SID && !env.TWILIO_FROM && !env.TWILIO_MESSAGING_SERVICE_SID) {
      ctx.addIssue({ code: 'custom', path: ['TWILIO_FROM'], message: 'or TWILIO_MESSAGING_SERVICE_SID is required when TWILIO_ACCOUNT_SID is set' });
    }
    for (const provider of ['GOOGLE', 'FACEBOOK'] as const) {
      if (Boolean(env[`${provider}_CLIENT_ID`]) !== Boolean(env[`${provider}_CLIENT_SECRET`])) {
        ctx.addIssue({
          code: 'custom',
          path: [`${provider}_CLIENT_SECRET`],
          message: `${provider}_CLIENT_ID and ${provider}_CLIENT_SECRET must be set together`,
        });
      }
    }
  });

export type Env = z.infer<typeof schema> & {
  PUBLIC_URL: string;
  isProduction: boolean;
  isSecureOrigin: boolean;
};

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses the environment once; a bad value names the variable and what is wrong with it. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    ...env,
    PUBLIC_URL: publicUrl,
    isProduction: env.NODE_ENV === 'production',
    isSecureOrigin: publicUrl.startsWith('https://'),
  };
}

let current: Env | undefined;

export function getEnv(): Env {
  current ??= parseEnv(process.env);
  return current;
}
