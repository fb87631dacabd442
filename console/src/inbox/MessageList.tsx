import { useEffect, useRef } from 'react';
import { css } from '@emotion/react';
import type { StoredChatMessage } from '@bookcraft/shared';
import { mutedText } from '../ui/styles';
import type { PendingMessage } from './conversationState';
import { PendingMessageItem, StoredMessageItem } from './MessageItem';

const log = css`
  flex: 1;
  min-height: 12rem;
  overflow-y: auto;
  padding: 0 0.75rem;
  border: 1px solid #d6d3d1;
  border-radius: 8px;
  background: #fbfaf8;
  ol { margin: 0; padding: 0; }
`;

interface MessageListProps {
  visitor: string;
  messages: StoredChatMessage[];
  pending: PendingMessage[];
  onRetry: (clientId: string) => void;
}

/** The conversation as a live log: screen readers hear new messages as they arrive. */
export function MessageList({ visitor, messages, pending, onRetry }: MessageListProps) {
  const box = useRef<HTMLDivElement>(null);
  const count = messages.length + pending.length;

  useEffect(() => {
    box.current?.scrollTo?.({ top: box.current.scrollHeight });
  }, [count]);

  return (
    <div ref={box} role="log" aria-label={`Messages with ${visitor}`} tabIndex={0} css={log}>
      {count === 0 && <p css={mutedText}>No messages yet.</p>}
      <ol>
        {messages.map((message) => (
          <StoredMessageItem key={message.id} message={message} visitor={visitor} />
        ))}
        {pending.map((message) => (
          <PendingMessageItem key={message.clientId} message={message} onRetry={onRetry} />
        ))}
      </ol>
    </div>
  );
}
