import { useCallback, useReducer } from 'react';
import { CHAT_EVENTS, type StoredChatMessage } from '@bookcraft/shared';
import { sendChatMessageSchema, validate, type SendChatMessage } from '@bookcraft/shared/contracts';
import { useLiveConnection, useOnReconnect, useSocketEvent } from '../live/AgentSocketProvider';
import { httpStatus } from '../ui/httpStatus';
import { useLatest } from '../ui/useLatest';
import { conversationsReducer, initialConversations, type PendingMessage } from './conversationState';
import { uploadImage } from './inboxApi';
import { imageProblem, uploadProblem } from '../../files/imageFiles';

/** A reply not acknowledged in this time is shown as not sent, with a retry (the server stores a resend once). */
const ACK_TIMEOUT_MS = 15_000;

const toPayload = ({ roomId, clientId, content, attachmentId }: PendingMessage): SendChatMessage => ({
  roomId,
  clientId,
  content,
  senderRole: 'agent',
  ...(attachmentId ? { attachmentId } : {}),
});

const uploadError = (error: unknown) => uploadProblem(httpStatus(error));

/**
 * The messages of the rooms the agent has opened and the agent's replies on
 * their way. Replies go over the socket and stay pending until acknowledged;
 * those sent while disconnected go out again, with the same client id, on reconnect.
 */
export function useConversations(openRoomId: string | null) {
  const { socket } = useLiveConnection();
  const [state, dispatch] = useReducer(conversationsReducer, initialConversations);
  const pending = useLatest(state.pending);

  useSocketEvent(CHAT_EVENTS.message, (message) => dispatch({ type: 'messageStored', message }));

  const emit = useCallback(
    (message: PendingMessage) => {
      // Offline: it stays pending and goes out on reconnect.
      if (!socket.connected) return;
      socket.timeout(ACK_TIMEOUT_MS).emit(CHAT_EVENTS.message, toPayload(message), (timedOut, answer) => {
        const failed = (error: string) => dispatch({ type: 'pendingChanged', clientId: message.clientId, change: { status: 'failed', error } });
        // The connection dropped before the answer came: not a failure. The reply stays pending and goes again,
        // same client id, on reconnect (the server stores it once).
        if (timedOut && !socket.connected) return;
        if (timedOut) failed('No answer from the server.');
        else if (answer.ok) dispatch({ type: 'messageStored', message: answer.message });
        else failed(answer.error);
      });
    },
    [socket],
  );

  useOnReconnect(() => {
    dispatch({ type: 'keepOnly', roomId: openRoomId });
    for (const message of pending.current) if (message.status === 'sending') emit(message);
  });

  /** Sends a text reply; resolves to an error to show, or null once it is on its way. */
  const sendText = (roomId: string, content: string): string | null => {
    const message: PendingMessage = { clientId: crypto.randomUUID(), roomId, content: content.trim(), status: 'sending' };
    const checked = validate(sendChatMessageSchema, toPayload(message));
    if (!checked.success) return Object.values(checked.fields)[0] ?? 'This message cannot be sent.';
    dispatch({ type: 'pendingAdded', message });
    emit(message);
    return null;
  };

  const upload = async (message: PendingMessage, file: File) => {
    try {
      const attachmentId = await uploadImage(message.roomId, file);
      dispatch({ type: 'pendingChanged', clientId: message.clientId, change: { status: 'sending', attachmentId } });
      emit({ ...message, attachmentId });
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
      emit(message);
    }
  };

  const opened = useCallback((roomId: string) => dispatch({ type: 'opened', roomId }), []);
  const historyLoaded = useCallback((roomId: string, messages: StoredChatMessage[]) => dispatch({ type: 'historyLoaded', roomId, messages }), []);

  return { messages: state.messages, pending: state.pending, opened, historyLoaded, sendText, sendImage, retry };
}

export type Conversations = ReturnType<typeof useConversations>;
