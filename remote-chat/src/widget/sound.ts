/** The visitor's chat sound: off unless they turned it on; remembered across visits. */
export const VISITOR_SOUND = { key: 'bookcraft:chat-sound', yes: 'on', no: 'off' };
