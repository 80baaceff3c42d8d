import { OPENS_WHATSAPP } from '../../lib/spoken-only';
import type React from 'react';
import { FaWhatsapp } from 'react-icons/fa';
import { useChatLink } from '../../hooks/use-chat-link';

type ChatButtonProps = {
  children: React.ReactNode;
  /** A message of its own instead of the configured greeting. */
  message?: string;
  className?: string;
};

/** Opens a WhatsApp chat with the owner in a new tab. */
export function ChatButton({ children, message, className = 'button button-chat' }: ChatButtonProps) {
  const href = useChatLink(message);
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      <FaWhatsapp aria-hidden="true" focusable="false" />
      {children}
      <span className="visually-hidden">{OPENS_WHATSAPP}</span>
    </a>
  );
}
