// The settings screen's words and limits, shared by the page and its action.

// SPEC section 8, word for word.
export const SETTINGS_SAVED = 'Settings saved successfully';
export const SETTINGS_SAVE_ERROR = 'Error saving settings';
export const SETTINGS_LOAD_ERROR = 'Error loading settings';
export const EMAIL_REQUIRED = 'Please enter an email address';
export const roleAssigned = (email: string) => `Successfully assigned admin role to ${email}`;
export const roleAssignError = (message?: string) => `Error assigning admin role: ${message || 'Unknown error'}`;

export const APP_NAME_MAX_LENGTH = 80;
export const USERS_PAGE_SIZE = 50;

export type SettingsIntent = 'save-settings' | 'assign-admin' | 'remove-admin';

export type SettingsActionData = { intent: SettingsIntent; ok: boolean; message: string };
