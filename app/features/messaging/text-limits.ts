/** The longest text staff may send: ten segments, as Twilio advises (shared by the form and the server). */
export const MAX_TEXT_LENGTH = 1600;
