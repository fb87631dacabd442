import { css } from '@emotion/react';
import type { StoredChatMessage } from '@bookcraft/shared';
import { colors } from '@bookcraft/shared/theme';
import { formatTime } from '../ui/format';
import { focusableEntry, foundEntryId } from '../ui/foundEntry';
import { button, errorText, mutedText } from '../ui/styles';
import { AttachedImage } from '@bookcraft/shared/messaging';
import { fetchImage } from './inboxApi';
import type { PendingMessage } from './conversationState';

const bubble = css`
  max-width: 75%;
  margin: 0.5rem 0;
  padding: 0.5rem 0.75rem;
  border-radius: 10px;
  list-style: none;
`;
const fromVisitor = css`
  ${bubble};
  background: ${colors.white};
  border: 1px solid #d6d3d1;
`;
const fromAgent = css`
  ${bubble};
  margin-left: auto;
  background: #e8eef5;
`;
const systemLine = css`
  ${mutedText};
  margin: 0.5rem 0;
  list-style: none;
  text-align: center;
  font-style: italic;
`;
const meta = css`
  ${mutedText};
  margin: 0 0 0.15rem;
  font-size: 0.8rem;
  font-weight: 600;
`;
// Text, never markup: React escapes it; pre-wrap keeps the sender's line breaks.
const text = css`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
const image = css`
  display: block;
  max-width: min(100%, 18rem);
  max-height: 14rem;
  margin-top: 0.35rem;
  border-radius: 6px;
`;
const deliveryLine = css`
  ${mutedText};
  margin: 0.15rem 0 0;
  font-size: 0.8rem;
  text-align: right;
`;

function senderOf(message: StoredChatMessage, visitor: string): string {
  if (message.senderRole === 'visitor') return visitor;
  return message.senderName ?? 'Agent';
}

export function StoredMessageItem({ message, visitor }: { message: StoredChatMessage; visitor: string }) {
  if (message.senderRole === 'system') return <li css={systemLine}>{message.content}</li>;
  const sender = senderOf(message, visitor);
  return (
    <li id={foundEntryId('message', message.id)} tabIndex={-1} css={[message.senderRole === 'agent' ? fromAgent : fromVisitor, focusableEntry]}>
      <p css={meta}>
        {sender} · <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
      </p>
      {message.content && <p css={text}>{message.content}</p>}
      {message.attachmentId && (
        <AttachedImage
          attachmentId={message.attachmentId}
          fetchImage={fetchImage}
          alt={`Image sent by ${sender}`}
          loadingNote={<p css={mutedText}>Loading image…</p>}
          failedNote={<p css={mutedText}>The image could not be loaded.</p>}
          css={image}
        />
      )}
      {message.senderRole === 'agent' && <p css={deliveryLine}>Delivered</p>}
    </li>
  );
}

const PENDING_STATUS: Record<PendingMessage['status'], string> = {
  uploading: 'Uploading image…',
  sending: 'Sending…',
  failed: 'Not sent',
};

export function PendingMessageItem({ message, onRetry }: { message: PendingMessage; onRetry: (clientId: string) => void }) {
  return (
    <li css={fromAgent}>
      <p css={meta}>You</p>
      {message.content && <p css={text}>{message.content}</p>}
      {(message.file || message.attachmentId) && <p css={mutedText}>Image{message.file ? `: ${message.file.name}` : ''}</p>}
      <p css={message.status === 'failed' ? [deliveryLine, errorText] : deliveryLine}>
        {PENDING_STATUS[message.status]}
        {message.error && `: ${message.error}`}
      </p>
      {message.status === 'failed' && (
        <button type="button" css={button} onClick={() => onRetry(message.clientId)}>
          Retry
        </button>
      )}
    </li>
  );
}
