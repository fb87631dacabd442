import { useCallback, useMemo, useReducer } from 'react';
import { CHAT_EVENTS, httpStatusOf, type StoredChatMessage } from '@bookcraft/shared';
import { sendChatMessageSchema, validate } from '@bookcraft/shared/contracts';
import { useLiveConnection, useOnReconnect, useSocketEvent } from '../live/AgentSocketProvider';
import { useLatest } from '../ui/useLatest';
import { conversationsReducer, initialConversations, type ConversationsAction, type PendingMessage } from './conversationState';
import { uploadImage } from './inboxApi';
import { createPendingSender, imageProblem, type SendOutcome, uploadProblem } from '@bookcraft/shared/messaging';

/** A reply not acknowledged in this time is shown as not sent, with a retry (the server stores a resend once). */
const ACK_TIMEOUT_MS = 15_000;

function answered(clientId: string, answer: SendOutcome): ConversationsAction {
  if (answer.outcome === 'stored') return { type: 'messageStored', message: answer.message };
  const error = answer.outcome === 'refused' ? answer.error : 'No answer from the server.';
  return { type: 'pendingChanged', clientId, change: { status: 'failed', error } };
}

const uploadError = (error: unknown) => uploadProblem(httpStatusOf(error));

/**
 * The messages of the rooms the agent has opened and the agent's replies on
 * their way. Replies go over the socket and stay pending until acknowledged;
 * those sent while disconnected go out again, with the same client id, on reconnect.
 */
export function useConversations(openRoomId: string | null) {
  const { socket } = useLiveConnection();
  const [state, dispatch] = useReducer(conversationsReducer, initialConversations);
  const pending = useLatest(state.pending);
  const sender = useMemo(
    () => createPendingSender(socket, { ackTimeoutMs: ACK_TIMEOUT_MS, senderRole: 'agent', onOutcome: (clientId, answer) => dispatch(answered(clientId, answer)) }),
    [socket],
  );

  useSocketEvent(CHAT_EVENTS.message, (message) => dispatch({ type: 'messageStored', message }));

  // A reply that failed waits for the agent's retry.
  useOnReconnect(() => {
    dispatch({ type: 'keepOnly', roomId: openRoomId });
    sender.resend(pending.current.filter((message) => message.status === 'sending'));
  });

  /** Sends a text reply; resolves to an error to show, or null once it is on its way. */
  const sendText = (roomId: string, content: string): string | null => {
    const message: PendingMessage = { clientId: crypto.randomUUID(), roomId, content: content.trim(), status: 'sending' };
    const checked = validate(sendChatMessageSchema, sender.payload(message));
    if (!checked.success) return Object.values(checked.fields)[0] ?? 'This message cannot be sent.';
    dispatch({ type: 'pendingAdded', message });
    sender.send(message);
    return null;
  };

  const upload = async (message: PendingMessage, file: File) => {
    try {
      const attachmentId = await uploadImage(message.roomId, file);
      dispatch({ type: 'pendingChanged', clientId: message.clientId, change: { status: 'sending', attachmentId } });
      sender.send({ ...message, attachmentId });
    } catch (error) {
      dispatch({ type: 'pendingChanged', clientId: message.clientId, change: { status: 'failed', error: uploadError(error) } });
    }
  };

  const sendImage = (roomId: string, file: File): string | null => {
    const problem = imageProblem(file);
    if (problem) return problem;
    const message: PendingMessage = { clientId: crypto.randomUUID(), roomId, content: '', status: 'uploading', file };
    dispatch({ type: 'pendingAdded', message });
    void upload(message, file);
    return null;
  };

  const retry = (clientId: string) => {
    const message = state.pending.find((candidate) => candidate.clientId === clientId);
    if (!message) return;
    if (message.file && !message.attachmentId) {
      dispatch({ type: 'pendingChanged', clientId, change: { status: 'uploading', error: undefined } });
      void upload(message, message.file);
    } else {
      dispatch({ type: 'pendingChanged', clientId, change: { status: 'sending', error: undefined } });
      sender.send(message);
    }
  };

  const opened = useCallback((roomId: string) => dispatch({ type: 'opened', roomId }), []);
  const historyLoaded = useCallback((roomId: string, messages: StoredChatMessage[]) => dispatch({ type: 'historyLoaded', roomId, messages }), []);

  return { messages: state.messages, pending: state.pending, opened, historyLoaded, sendText, sendImage, retry };
}

export type Conversations = ReturnType<typeof useConversations>;
