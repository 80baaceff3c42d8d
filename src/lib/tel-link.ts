/** A tel: link from a phone number as shown ("+234 000 000 0000" -> "tel:+2340000000000"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
