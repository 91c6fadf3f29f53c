/**
 * A `mailto:` link to exactly one address. The address is encoded, so one stored before the
 * email rule refused `?`, `&` and spaces cannot add recipients, a subject or a body to the
 * message staff start writing.
 */
export function mailtoHref(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return `mailto:${encodeURIComponent(address)}`;
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
}

/** A `tel:` link with the digits (and a leading +) of a phone number as typed. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
