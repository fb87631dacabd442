import { act, render, screen } from '@testing-library/react';
import { AttachedImage } from './AttachedImage';

// jsdom has no object URLs: the browser's part is stood in for.
beforeAll(() => {
  URL.createObjectURL = () => 'blob:http://localhost/image';
  URL.revokeObjectURL = () => undefined;
});

const image = new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' });
const notes = { loadingNote: <p>Loading image…</p>, failedNote: <p>The image could not be loaded.</p> };

describe('an attached image', () => {
  it('says it is loading, then shows the fetched image', async () => {
    let deliver: (blob: Blob) => void = () => undefined;
    const fetchImage = jest.fn(() => new Promise<Blob>((resolve) => (deliver = resolve)));
    render(<AttachedImage attachmentId="a1" alt="Image sent by Ada" fetchImage={fetchImage} {...notes} />);

    expect(screen.getByText('Loading image…')).toBeInTheDocument();
    await act(async () => deliver(image));
    expect(await screen.findByRole('img', { name: 'Image sent by Ada' })).toHaveAttribute('src', 'blob:http://localhost/image');
    expect(fetchImage).toHaveBeenCalledWith('a1');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when the image cannot be fetched', async () => {
    render(<AttachedImage attachmentId="a1" alt="Image sent by Ada" fetchImage={() => Promise.reject(new Error('404'))} {...notes} />);
    expect(await screen.findByText('The image could not be loaded.')).toBeInTheDocument();
  });

  it('shows nothing until it is there, or at all when it cannot be fetched, without notes', async () => {
    let fail: (error: Error) => void = () => undefined;
    const { container } = render(<AttachedImage attachmentId="a1" alt="Image you sent" fetchImage={() => new Promise<Blob>((_, reject) => (fail = reject))} />);
    expect(container).toBeEmptyDOMElement();
    await act(async () => fail(new Error('404')));
    expect(container).toBeEmptyDOMElement();
  });

  it('offers a download when downloadable', async () => {
    render(<AttachedImage attachmentId="a1" alt="Image you sent" fetchImage={() => Promise.resolve(image)} downloadable />);
    expect(await screen.findByRole('figure')).toContainElement(screen.getByRole('img', { name: 'Image you sent' }));
    expect(screen.getByRole('button', { name: 'Download image' })).toBeInTheDocument();
  });
});
