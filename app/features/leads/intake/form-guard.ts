/** A field people never see or fill; bots that fill every input do. */
export const HONEYPOT_FIELD = 'website';
/** The signed time the form was shown, so an inhumanly fast submission can be recognised. */
export const FORM_TOKEN_FIELD = 'formToken';
