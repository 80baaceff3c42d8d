import type React from 'react';
import { useChatLink } from '../../hooks/use-chat-link';
import { Icon } from './icon';

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
      <Icon name="whatsapp" />
      {children}
      <span className="visually-hidden"> (opens WhatsApp in a new tab)</span>
    </a>
  );
}
