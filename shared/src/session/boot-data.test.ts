import { readBootData } from './boot-data';
import { BOOT_DATA_ELEMENT_ID } from '../contract/boot-data';

const DATA = {
  remotes: { 'remote-map': '/remotes/remote-map/1.0.0/mf-manifest.json' },
  remoteOrigins: ['https://cdn.example.com'],
  config: { tileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png', tileAttribution: '©' },
};

function pageWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (text !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = BOOT_DATA_ELEMENT_ID;
    script.textContent = text;
    doc.head.append(script);
  }
  return doc;
}

describe('readBootData', () => {
  it('reads what the server wrote into the page', () => {
    expect(readBootData(pageWith(JSON.stringify(DATA)))).toEqual(DATA);
  });

  it.each([
    ['no element', null],
    ['an empty element', ''],
    ['text that is not JSON', '{"remotes":'],
    ['JSON of another shape', JSON.stringify({ remotes: {}, remoteOrigins: 'x', config: {} })],
    ['no config', JSON.stringify({ remotes: {}, remoteOrigins: [] })],
  ])('is null for %s, so the page fetches instead', (_case, text) => {
    expect(readBootData(pageWith(text))).toBeNull();
  });
});
