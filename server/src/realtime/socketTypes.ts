import type { Server, Socket } from 'socket.io';
import type { StaffClientEvents, StaffServerEvents, VisitorClientEvents, VisitorServerEvents } from '@bookcraft/shared/contracts';

// socket.io's server typed by the shared socket contract: every emit is checked against what the
// clients listen for, every event name the server handles against what they send.
export type ClientEvents = VisitorClientEvents & StaffClientEvents;
export type ServerEvents = VisitorServerEvents & StaffServerEvents;
export type SocketServer = Server<ClientEvents, ServerEvents>;
export type ServerSocket = Socket<ClientEvents, ServerEvents>;
