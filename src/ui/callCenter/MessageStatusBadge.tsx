import { Badge, chakra } from '@chakra-ui/react';
import type { MessageStatus } from '../../domain/callCenter';
import { useI18n } from '../../i18n/context';
import { messageStatusHint, messageStatusText } from './callCenterTexts';

// Each state's colour and mark: a clock while queued, ticks once the provider has it (blue once read).
const LOOK: Record<MessageStatus, { palette: string; mark: string }> = {
  queued: { palette: 'gray', mark: 'M12 7v5l3 2M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18z' },
  sent: { palette: 'blue', mark: 'M5 12.5l4.5 4.5L19 7.5' },
  delivered: { palette: 'teal', mark: 'M2 12.5L6.5 17 16 7.5M11 15.5l1.5 1.5L22 7.5' },
  read: { palette: 'green', mark: 'M2 12.5L6.5 17 16 7.5M11 15.5l1.5 1.5L22 7.5' },
  failed: { palette: 'red', mark: 'M12 8v5M12 16.5v.5M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18z' },
};

/** Props of {@link MessageStatusBadge}. */
export interface MessageStatusBadgeProps {
  status: MessageStatus;
  /** The provider's error (failed) or why the last attempt did not go through (queued). */
  error?: string | null | undefined;
  size?: 'xs' | 'sm' | undefined;
}

/** A message's delivery state: queued, sent, delivered, read or failed, with what it means on hover. */
export function MessageStatusBadge({ status, error, size = 'sm' }: MessageStatusBadgeProps) {
  const { LL } = useI18n();
  const look = LOOK[status];
  const hint = error ? `${messageStatusHint(LL, status)} ${error}` : messageStatusHint(LL, status);
  return (
    <Badge colorPalette={look.palette} variant="subtle" size={size} title={hint} data-part="message-status" data-status={status} gap="1">
      <chakra.svg viewBox="0 0 24 24" boxSize="0.9em" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d={look.mark} />
      </chakra.svg>
      {messageStatusText(LL, status)}
    </Badge>
  );
}
