import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { PickedPhoto } from '../api/upload-photo';
import { PhotoPicker } from './photo-picker';

function photo(key: string): PickedPhoto {
  return { key, status: 'uploaded', previewUrl: `blob:${key}`, name: `${key}.jpg` };
}

function Picker({ initial }: { initial: PickedPhoto[] }) {
  const [photos, setPhotos] = useState(initial);
  return (
    <PhotoPicker
      photos={photos}
      messages={[]}
      uploading={false}
      disabled={false}
      onPick={() => undefined}
      onRemove={(key) => setPhotos((current) => current.filter((item) => item.key !== key))}
    />
  );
}

describe('PhotoPicker: focus after removing a photo', () => {
  it('moves to the next photo’s remove button, then the previous one, then Choose photos', async () => {
    const user = userEvent.setup();
    render(<Picker initial={[photo('a'), photo('b'), photo('c')]} />);

    // Removing the first of three: the next photo (now "Photo 1") has focus.
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Remove photo 1' })).toHaveFocus();

    // Removing the last one: the one before it.
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(screen.getByRole('button', { name: 'Remove photo 1' })).toHaveFocus();

    // Removing the only one left: back to Choose photos, never the page's body.
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose photos' })).toHaveFocus();
  });
});
