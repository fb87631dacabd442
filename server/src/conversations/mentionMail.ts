/** The one e-mail a member gets for a mention while no console of theirs is open. */
export const mentionMail = (to: string, mention: { authorName: string; visitor: string; content: string }, consoleUrl: string) => ({
  to,
  subject: `${mention.authorName} mentioned you in a conversation with ${mention.visitor}`,
  body: [`${mention.authorName} mentioned you in a private note:`, '', mention.content, '', `Read it in the console: ${consoleUrl}`].join('\n'),
});
