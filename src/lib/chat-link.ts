/** The WhatsApp chat link: https://wa.me/<digits>?text=<encoded message>. */
export function chatLink(number: string, message: string): string {
  const digits = number.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}
