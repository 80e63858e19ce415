import { render, screen, within } from '@testing-library/react';
import { photoAlt } from 'shared';
import { PhotoViewer } from './photo-viewer';

describe('PhotoViewer', () => {
  it('is closed until given a photo to show', () => {
    render(<PhotoViewer photos={[{ src: '/a.jpg', alt: 'A' }]} index={null} onClose={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a single photo without previous and next', () => {
    render(
      <PhotoViewer
        photos={[{ src: '/a.jpg', alt: 'Photo 1 of 1' }]}
        index={0}
        onClose={jest.fn()}
      />,
    );
    const viewer = screen.getByRole('dialog', { name: 'Photo viewer' });
    expect(within(viewer).getByRole('img', { name: 'Photo 1 of 1' })).toHaveAttribute(
      'src',
      '/a.jpg',
    );
    expect(within(viewer).queryByRole('button', { name: 'Previous photo' })).toBeNull();
    expect(within(viewer).queryByRole('button', { name: 'Next photo' })).toBeNull();
    expect(within(viewer).getByRole('button', { name: 'Close photo viewer' })).toBeEnabled();
  });
});

describe('photoAlt', () => {
  it('says which photo of how many, and of which place when it has one', () => {
    expect(photoAlt(1, 3, '12 George St, Sydney')).toBe('Photo 2 of 3 of 12 George St, Sydney');
    expect(photoAlt(0, 2, '')).toBe('Photo 1 of 2');
    expect(photoAlt(0, 1, null)).toBe('Photo 1 of 1');
  });
});
