import { z } from '~/lib/schema';

// The settings screen's words and limits, shared by the page and its action.

// SPEC section 8, word for word.
export const SETTINGS_SAVED = 'Settings saved successfully';
export const SETTINGS_SAVE_ERROR = 'Error saving settings';
export const SETTINGS_LOAD_ERROR = 'Error loading settings';

export const APP_NAME_MAX_LENGTH = 80;
export const LEAD_ALERTS_INTENT = 'save-lead-alerts';
export const LEAD_ALERTS_SAVED = 'Lead alerts saved';

/** Escalation: how many minutes of office hours a new lead may wait (decimals allowed). */
export const leadAlertsSchema = z.object({
  leadAlertAfterMinutes: z
    .number({ error: 'Please enter a number of minutes, such as 15 or 7.5' })
    .min(0.1, 'The alert time must be at least 0.1 minutes')
    .max(10_080, 'The alert time must be at most 10,080 minutes (a week)'),
});
export const APP_NAME_INTENT = 'save-settings';

/** The application name form: one field, shown in the header, titles, emails and structured data. */
export const appNameSchema = z.object({
  appName: z
    .string({ error: 'Please enter an application name' })
    .trim()
    .min(1, 'Please enter an application name')
    .max(APP_NAME_MAX_LENGTH, `The application name must be at most ${APP_NAME_MAX_LENGTH} characters`),
});
