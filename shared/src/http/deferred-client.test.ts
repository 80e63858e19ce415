/** @jest-environment node */
import axios, { type AxiosInstance } from 'axios';
import { createServer, type Server } from 'node:http';
import { deferredClient } from './deferred-client';

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ method: request.method, url: request.url, body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  origin = `http://127.0.0.1:${address.port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('deferredClient', () => {
  it('builds the instance on the first call, once, and makes each call on it', async () => {
    let instance: Promise<AxiosInstance> | null = null;
    const load = jest.fn(() => (instance ??= Promise.resolve(axios.create({ baseURL: origin }))));
    const client = deferredClient(load);
    expect(load).not.toHaveBeenCalled();

    const [read, created] = await Promise.all([
      client.get('/things', { params: { q: 'a' } }),
      client.post('/things', { name: 'b' }),
    ]);
    expect(read.data).toEqual({ method: 'GET', url: '/things?q=a', body: '' });
    expect(created.data).toEqual({ method: 'POST', url: '/things', body: '{"name":"b"}' });
    expect((await client.delete('/things/1')).data.method).toBe('DELETE');
    expect((await client.request({ url: '/x', method: 'patch' })).data.method).toBe('PATCH');
    expect(load).toHaveBeenCalledTimes(4);
    expect(new Set(await Promise.all(load.mock.results.map((r) => r.value))).size).toBe(1);
  });

  it('fails the call when the instance cannot be built', async () => {
    const client = deferredClient(() => Promise.reject(new Error('chunk failed')));
    await expect(client.get('/x')).rejects.toThrow('chunk failed');
  });
});
