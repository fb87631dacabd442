import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatWidget } from '../ChatWidget';

export type User = ReturnType<typeof userEvent.setup>;

export function renderChat() {
  const user = userEvent.setup();
  const view = render(<ChatWidget />);
  return { user, ...view };
}

/** Opens the panel as a visitor does and waits for the message box and the conversation so far (the room's actions show once it has loaded). */
export async function openChat(user: User): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: /^Chat with us/ }));
  await screen.findByRole('button', { name: 'End chat' });
  return screen.getByRole('textbox', { name: 'Message' });
}

export const thread = () => screen.getByRole('log', { name: 'Conversation' });
