// Its own shared entry: socket.io-client loads only with the tracking and the chat.
export * from './createSocket';
export * from './requestRoom';
export * from './startVisitor';
