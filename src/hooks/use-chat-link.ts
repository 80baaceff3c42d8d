import { chatLink } from '../lib/chat-link';
import { useSiteSettings } from './use-site-settings';

/** The WhatsApp link to the owner, with the configured greeting or a message of the caller's. */
export function useChatLink(message?: string): string {
  const { whatsAppContact, whatAppLeadingMessage } = useSiteSettings();
  return chatLink(whatsAppContact, message ?? whatAppLeadingMessage);
}
