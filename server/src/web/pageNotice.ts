export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * Puts a notice first in the page's body, outside #root, so the page under it is still the one the
 * shell hydrates. The shell's page has one `<div id="root">`.
 */
export function withNotice(html: string, notice: string): string {
  return html.replace('<div id="root"', `${notice}<div id="root"`);
}

/** A posted lead form's messages (the forms' own, word for word), shown above its page. */
export function formMessagesNotice(messages: readonly string[]): string {
  const items = [...new Set(messages)].map((message) => `<li>${escapeHtml(message)}</li>`).join('');
  return (
    '<div role="alert" style="max-width:40rem;margin:1rem auto;padding:1rem 1.25rem;border:2px solid #b3261e;border-radius:8px;background:#fff">' +
    `<p style="margin:0 0 .5rem;font-weight:700">Your details were not sent. Please check the form below:</p><ul style="margin:0">${items}</ul></div>`
  );
}
