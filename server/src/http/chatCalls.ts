import type { FastifyRequest } from 'fastify';
import type { VisitorLimit } from '../core/visitorLimit';

/** A route hook counting a visitor's (on the public calls, an address's) chat or media call; staff, signed in and few, are not counted. */
export const countChatCall = (chat: VisitorLimit) => async (request: FastifyRequest) => {
  if (!request.staff && !request.actor?.staff) await chat.count(request.visitorId, request.ip);
};
