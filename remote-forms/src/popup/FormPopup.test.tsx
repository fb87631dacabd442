import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInRouter } from '../testing/renderForm';
import { FormPopup } from './FormPopup';

describe('form popup', () => {
  it('is a labelled modal dialog that puts focus inside it', () => {
    renderInRouter(<FormPopup formType="Publishing" onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Get Started Today' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderInRouter(<FormPopup formType="General" onClose={() => undefined} />);
    const close = screen.getByRole('button', { name: 'Close' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    submit.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(submit).toHaveFocus();
  });

  it('closes on Escape and on the close button', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderInRouter(<FormPopup formType="General" onClose={onClose} />);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['VideoTrailer', 'Signup For Professional Book Trailer Services'],
    ['General', 'Get Started Today'],
    ['Marketing', 'Get Started Today'],
  ] as const)('is titled after its form type: %s, "%s"', (formType, title) => {
    renderInRouter(<FormPopup formType={formType} onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
  });

  it.each([
    ['Publishing', ['Genre*', 'Manuscript Status*'], ['Budget*']],
    ['GhostWriting', ['Genre*'], ['Manuscript Status*', 'Budget*']],
    ['Marketing', ['Budget*'], ['Genre*', 'Manuscript Status*']],
  ] as const)('shows the %s form: %j and not %j', (formType, shown, absent) => {
    renderInRouter(<FormPopup formType={formType} onClose={() => undefined} />);
    for (const label of shown) expect(screen.getByLabelText(label)).toBeInTheDocument();
    for (const label of absent) expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
  });

  it('shows the family A form of its form type', () => {
    renderInRouter(<FormPopup formType="SciFi" onClose={() => undefined} />);
    expect(screen.getByLabelText('Manuscript Status*')).toBeInTheDocument();
    expect(screen.getByLabelText('Tell Us About Your Book')).toBeInTheDocument();
  });
});
