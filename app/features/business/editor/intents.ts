// What each post of the company profile editor does, named by its `intent` (the list buttons name theirs in form-values.ts).
export const SAVE_INTENT = 'save';
export const RESTORE_INTENT = 'restore';
export const TEAM_PHOTO_INTENT = 'team-photo';
