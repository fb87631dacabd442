import type { Socket } from 'socket.io-client';
import type { StaffClientEvents, StaffServerEvents } from '@bookcraft/shared/contracts';

/** Events the server sends to a staff socket: the shared socket contract (docs/chat.md). */
export type AgentServerEvents = StaffServerEvents;

export type AgentSocket = Socket<StaffServerEvents, StaffClientEvents>;
