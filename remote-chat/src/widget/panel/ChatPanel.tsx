import { useLayoutEffect, useRef } from 'react';
import { css } from '@emotion/react';
import { colors } from '@bookcraft/shared/theme';
import type { ChatConnection } from '../connection/ChatConnection';
import type { ChatState } from '../connection/chatState';
import { PANEL_ID } from '../panelId';
import { ClosedChat } from './ClosedChat';
import { ConnectingNote } from './ConnectingNote';
import { Composer } from './Composer';
import { NobodyOnline } from './NobodyOnline';
import { PanelHeader, TITLE_ID } from './PanelHeader';
import { panelMode } from './panelMode';
import { Thread } from './Thread';
import { keepNewestInView } from './keepNewestInView';
import { body, errorText, note, panel } from './styles';
import { useInitialFocus } from './useInitialFocus';

const typingLine = css`
  min-height: 1.5em;
  margin: 0.25em 0 0;
  color: ${colors.muted};
  font-size: 0.9em;
  font-style: italic;
`;

interface Props {
  connection: ChatConnection | null;
  state: ChatState | null;
  onClose: () => void;
}

/** The open chat: a labelled, non-modal dialog; Escape closes it (the launcher then takes focus back). */
export function ChatPanel({ connection, state, onClose }: Props) {
  const panelRef = useRef<HTMLElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const mode = panelMode(state);
  useInitialFocus(panelRef, mode);

  // Again whenever something is added under the thread, which would otherwise push the newest message up.
  const messageCount = state?.messages.length ?? 0;
  useLayoutEffect(() => {
    const scroller = bodyRef.current;
    if (!scroller) return;
    // Once the chat has ended, what is left to do (rate it, start a new one) is at the end: all of it in view.
    if (mode === 'ended') scroller.scrollTop = scroller.scrollHeight - scroller.clientHeight;
    else keepNewestInView(scroller);
  }, [messageCount, state?.agentTyping, state?.agentsOnline, state?.teamBack?.backAt, state?.problem, mode]);

  return (
    <section
      id={PANEL_ID}
      ref={panelRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={TITLE_ID}
      tabIndex={-1}
      css={panel}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      <PanelHeader connection={connection} state={state} onClose={onClose} />
      <div ref={bodyRef} css={body}>
        {!connection || !state ? (
          <ConnectingNote />
        ) : (
          <>
            {state.room?.escalated && state.room.status === 'open' && !state.room.agentName && (
              <p role="status" css={note}>
                A person has been asked to join. They will reply here.
              </p>
            )}
            <Thread
              messages={state.messages}
              api={connection.api}
              onRetry={(clientId) => connection.retry(clientId)}
              choices={state.room?.status === 'open' && !state.room.agentId && !state.room.escalated ? { onAnswered: () => void connection.suggestionsAnswered(), onPerson: () => void connection.escalate() } : undefined}
            />
            <p role="status" css={typingLine}>
              {state.agentTyping ? 'Agent is typing…' : ''}
            </p>
            {mode === 'chatting' && state.agentsOnline === false && <NobodyOnline connection={connection} emailKnown={state.visitorEmailKnown} teamBack={state.teamBack} />}
            {mode === 'ended' && state.room && <ClosedChat connection={connection} rating={state.room.rating} />}
            {state.problem && (
              <p role="alert" css={errorText}>
                {state.problem}
              </p>
            )}
          </>
        )}
      </div>
      {mode === 'chatting' && connection && state && <Composer connection={connection} uploading={state.uploading} />}
    </section>
  );
}
