import { act, renderHook, waitFor } from '@testing-library/react';
import type { ClientConfig } from '../contract/api';
import { api } from '../auth/api';
import { session } from './page-session';
import { usePhotoBaseUrl } from './use-session';

const TILES = { tileUrl: 'https://tiles.test/{z}/{x}/{y}.png', tileAttribution: 'Tiles' };

/** GET /api/config answers `answer` (a config, or a failure) when `release` is called. */
function configAnswers(answer: ClientConfig | Error) {
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (release = resolve));
  jest.spyOn(api, 'get').mockImplementation(async () => {
    await answered;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return () => act(() => release());
}

beforeEach(() => session.reset());
afterEach(() => jest.restoreAllMocks());

describe('usePhotoBaseUrl', () => {
  it('is undefined while the config is read, then the CDN base it names', async () => {
    const release = configAnswers({ ...TILES, photoBaseUrl: 'https://cdn.test/photos' });
    const { result } = renderHook(() => usePhotoBaseUrl());
    expect(result.current).toBeUndefined();
    await release();
    await waitFor(() => expect(result.current).toBe('https://cdn.test/photos'));
    expect(api.get).toHaveBeenCalledTimes(1);
  });

  it('is null (our API serves the photos) when the config names no base', async () => {
    const release = configAnswers({ ...TILES, photoBaseUrl: '' });
    const { result } = renderHook(() => usePhotoBaseUrl());
    await release();
    await waitFor(() => expect(result.current).toBeNull());
  });

  it('is null when the config cannot be read', async () => {
    const release = configAnswers(new Error('offline'));
    const { result } = renderHook(() => usePhotoBaseUrl());
    expect(result.current).toBeUndefined();
    await release();
    await waitFor(() => expect(result.current).toBeNull());
  });
});
