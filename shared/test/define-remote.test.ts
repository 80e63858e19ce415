/** @jest-environment node */
import * as React from 'react';
import { bus, loadedParts } from 'shared';
import { defineRemote } from '../federation/define-remote';

describe('defineRemote', () => {
  it("registers the remote with the page's React and bus and returns its remoteInfo", () => {
    const remoteInfo = defineRemote('remote-new');

    // Outside a build there is no version or contract: 'dev' and NaN never match the host's.
    expect(remoteInfo).toEqual({ name: 'remote-new', version: 'dev', contractVersion: NaN });
    const part = loadedParts().find((p) => p.name === 'remote-new');
    expect(part).toMatchObject({ ...remoteInfo, bus });
    expect((part?.react as typeof React).useState).toBe(React.useState);
  });

  it('registers a remote once, however many exposed modules import it', () => {
    defineRemote('remote-twice');
    defineRemote('remote-twice');
    expect(loadedParts().filter((p) => p.name === 'remote-twice')).toHaveLength(1);
  });
});
