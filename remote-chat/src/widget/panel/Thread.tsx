import { css } from '@emotion/react';
import { colors } from '@bookcraft/shared/theme';
import type { ChatApi } from '../connection/chatApi';
import type { ThreadMessage } from '../connection/thread';
import { MessageItem } from './MessageItem';
import type { SuggestionChoices } from './SuggestedAnswers';

const list = css`
  display: flex;
  flex-direction: column;
  gap: 0.6em;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const welcome = css`
  margin: 0 0 0.5em;
  color: ${colors.muted};
`;

interface Props {
  messages: ThreadMessage[];
  api: ChatApi;
  onRetry: (clientId: string) => void;
  /** The answers to the help center's suggestions, while nobody has the conversation. */
  choices?: SuggestionChoices;
}

/**
 * The suggestions the visitor may still answer: the latest, when nothing but the visitor's own words
 * came after it (their choice, a member joining, or a question that found nothing ends it).
 */
function awaitingChoice(messages: readonly ThreadMessage[]): ThreadMessage | undefined {
  const latest = [...messages].reverse().find((message) => message.senderRole !== 'visitor');
  return latest?.suggestions ? latest : undefined;
}

/** The conversation, announced politely as it grows. */
export function Thread({ messages, api, onRetry, choices }: Props) {
  const choosing = choices && awaitingChoice(messages);
  return (
    <>
      {messages.length === 0 && <p css={welcome}>Ask us anything about writing, editing, publishing or marketing your book.</p>}
      <div role="log" aria-live="polite" aria-label="Conversation">
        <ol css={list}>
          {messages.map((message) => (
            // The client id stays the same from "sending" to stored, so the item (and its image) is kept.
            <MessageItem key={message.clientId ?? message.id} message={message} api={api} onRetry={onRetry} choices={message === choosing ? choices : undefined} />
          ))}
        </ol>
      </div>
    </>
  );
}
