/** @jest-environment node */
import axios from 'axios';
import { createServer } from 'node:net';
import { isAxiosCancel, isAxiosError } from './axios-errors';
import { rejectionOf } from '../../test/rejection';

/** A port nothing listens on: a call to it is refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe("axios's error tests, without loading axios", () => {
  it('know a refused call and a cancelled call as axios throws them', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/`;
    const refused = await rejectionOf(axios.get(url));
    expect(isAxiosError(refused)).toBe(true);
    expect(isAxiosCancel(refused)).toBe(false);

    const controller = new AbortController();
    controller.abort();
    const cancelled = await rejectionOf(axios.get(url, { signal: controller.signal }));
    expect(axios.isCancel(cancelled)).toBe(true);
    expect(isAxiosError(cancelled)).toBe(true);
    expect(isAxiosCancel(cancelled)).toBe(true);
  });

  it('say no to anything else', () => {
    for (const value of [new Error('x'), null, undefined, 'x', { isAxiosError: 'yes' }, {}]) {
      expect(isAxiosError(value)).toBe(false);
      expect(isAxiosCancel(value)).toBe(false);
    }
  });
});
