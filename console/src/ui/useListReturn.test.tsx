import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useListReturn } from './useListReturn';

function Panel() {
  const [showing, setShowing] = useState<'list' | 'detail'>('list');
  const { listVersion, heading, showListAgain } = useListReturn();
  return (
    <section>
      <h2 ref={heading} tabIndex={-1}>
        Things
      </h2>
      {showing === 'list' ? (
        <button type="button" onClick={() => setShowing('detail')}>
          Open list {listVersion}
        </button>
      ) : (
        <button
          type="button"
          onClick={() => {
            showListAgain();
            setShowing('list');
          }}
        >
          Back
        </button>
      )}
    </section>
  );
}

test('the first showing leaves the focus alone; each return reloads the list and focuses the title', async () => {
  const user = userEvent.setup();
  render(<Panel />);
  expect(screen.getByRole('heading', { name: 'Things' })).not.toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Open list 0' }));
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByRole('heading', { name: 'Things' })).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Open list 1' }));
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByRole('button', { name: 'Open list 2' })).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Things' })).toHaveFocus();
});
