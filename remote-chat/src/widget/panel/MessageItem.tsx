import { css } from '@emotion/react';
import { colors } from '@bookcraft/shared/theme';
import type { ChatApi } from '../connection/chatApi';
import type { ThreadMessage } from '../connection/thread';
import { AttachedImage } from '@bookcraft/shared/messaging';
import { withSiteLinks } from './siteLinks';
import { SuggestedAnswers, type SuggestionChoices } from './SuggestedAnswers';

const systemNote = css`
  align-self: center;
  max-width: 90%;
  color: ${colors.muted};
  font-size: 0.875em;
  text-align: center;
`;

const item = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  max-width: 85%;
`;

const mine = css`
  align-self: flex-end;
  align-items: flex-end;
`;

const sender = css`
  color: ${colors.muted};
  font-size: 0.8em;
  font-weight: 600;
`;

const bubble = css`
  padding: 0.5em 0.75em;
  border-radius: 12px;
  background: ${colors.surface};
  overflow-wrap: anywhere;
  p { margin: 0; white-space: pre-wrap; }
`;

const mineBubble = css`
  background: ${colors.navy};
  color: ${colors.white};
`;

const figure = css`
  margin: 0.25em 0 0;
  img { display: block; max-width: 100%; max-height: 14em; border-radius: 8px; }
  button { margin-top: 0.25em; padding: 0; border: 0; background: none; color: inherit; font: inherit; font-size: 0.85em; text-decoration: underline; cursor: pointer; }
  button:hover { color: ${colors.accent}; }
`;

const meta = css`
  color: ${colors.muted};
  font-size: 0.8em;
  button { margin-left: 0.35em; padding: 0; border: 0; background: none; color: ${colors.accentDark}; font: inherit; text-decoration: underline; cursor: pointer; }
`;

const senderName = (message: ThreadMessage) => (message.senderRole === 'visitor' ? 'You' : (message.senderName ?? 'Book Craft'));
const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

interface Props {
  message: ThreadMessage;
  api: ChatApi;
  onRetry: (clientId: string) => void;
  /** On the help center's suggestions the visitor has yet to answer. */
  choices?: SuggestionChoices;
}

/** A member's words, with the site's own links (a saved reply's "/contact#pick-a-time") made links. */
const MemberText = ({ content }: { content: string }) => (
  <p>
    {withSiteLinks(content).map((part, index) =>
      typeof part === 'string' ? (
        part
      ) : (
        <a key={index} href={part.href} {...(part.away ? { target: '_blank', rel: 'noopener' } : {})}>
          {part.text}
        </a>
      ),
    )}
  </p>
);

/** One line of the thread. Content is only ever text: React escapes it, and nothing here parses HTML. */
export function MessageItem({ message, api, onRetry, choices }: Props) {
  if (message.suggestions) return <SuggestedAnswers suggestions={message.suggestions} choices={choices} />;
  if (message.senderRole === 'system') return <li css={systemNote}>{message.content}</li>;
  const name = senderName(message);
  const isMine = message.senderRole === 'visitor';
  return (
    <li css={[item, isMine && mine]} data-message>
      <span css={sender}>{name}</span>
      <div css={[bubble, isMine && mineBubble]}>
        {message.content && (isMine ? <p>{message.content}</p> : <MemberText content={message.content} />)}
        {/* An image that cannot be fetched is left out silently (requirements §8). */}
        {message.attachmentId && (
          <AttachedImage attachmentId={message.attachmentId} fetchImage={api.image} alt={isMine ? 'Image you sent' : `Image from ${name}`} downloadable css={figure} />
        )}
      </div>
      <span css={meta}>
        {message.delivery === 'sending' && 'Sending…'}
        {message.delivery === 'failed' && (
          <>
            Not sent.
            <button type="button" onClick={() => onRetry(message.clientId!)}>
              Try again
            </button>
          </>
        )}
        {message.delivery === 'delivered' && <time dateTime={message.createdAt}>{timeOf(message.createdAt)}</time>}
      </span>
    </li>
  );
}
