/** The panel's id, for the launcher's aria-controls. */
export const PANEL_ID = 'bookcraft-chat-panel';
