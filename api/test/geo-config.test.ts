import { loadConfig } from '../src/config';
import { configProblems } from './helpers/config';

describe('geocoder configuration', () => {
  it('defaults to auto with the public Nominatim server at 1 request per second', () => {
    expect(loadConfig({}).geocoder).toEqual({
      provider: 'auto',
      url: 'https://nominatim.openstreetmap.org',
      userAgent: 'RentMap/1.0.0 (self-hosted)',
      minIntervalMs: 1000,
      timeoutMs: 2500,
      cacheTtlSeconds: 604_800,
      resultLimit: 10,
      language: 'en',
    });
  });

  it('names the site in the default User-Agent and trims the URL', () => {
    const config = loadConfig({
      PUBLIC_BASE_URL: 'https://rentmap.example.com',
      GEOCODER_URL: 'http://nominatim.internal:8080/',
      GEOCODER_MIN_INTERVAL_MS: '0',
    });
    expect(config.geocoder).toMatchObject({
      url: 'http://nominatim.internal:8080',
      userAgent: 'RentMap/1.0.0 (https://rentmap.example.com)',
      minIntervalMs: 0,
    });
  });

  it('never lets the public Nominatim server be asked more than once a second', () => {
    expect(configProblems({ GEOCODER_MIN_INTERVAL_MS: '200' })).toEqual([
      expect.stringMatching(/^GEOCODER_MIN_INTERVAL_MS must be .*at least 1000 for the public/),
    ]);
  });

  it.each([
    ['GEOCODER', 'google'],
    ['GEOCODER_URL', 'ftp://nominatim.example.com'],
    ['GEOCODER_USER_AGENT', 'Bad\nAgent'],
    ['GEOCODER_TIMEOUT_MS', '50'],
    ['GEOCODER_CACHE_TTL', '0'],
    ['GEOCODER_RESULT_LIMIT', '41'],
    ['GEOCODER_LANGUAGE', 'en;q=1<script>'],
  ])('rejects a bad %s', (name, value) => {
    expect(configProblems({ [name]: value })).toEqual([
      expect.stringMatching(new RegExp(`^${name} `)),
    ]);
  });
});
