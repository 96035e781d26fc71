import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../../support/server';

/** A raw connection to the API, and a promise of its end (the server cutting it). */
async function connect(url: string) {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  const received: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  const ended = new Promise<string>((resolve) =>
    socket.once('close', () => resolve(Buffer.concat(received).toString())),
  );
  return { socket, ended };
}

describe('stopping the API', () => {
  it('cuts a connection that never sent a request and one kept alive after its answer, instead of waiting for them', async () => {
    const server = await startTestServer();
    const unused = await connect(server.url);
    const keptAlive = await connect(server.url);
    keptAlive.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    await new Promise((resolve) => keptAlive.socket.once('data', resolve));

    // Node.js counts the unused connection busy until its headers timeout (a minute): the stop used to wait for it.
    await server.close();
    expect(await unused.ended).toBe('');
    expect(await keptAlive.ended).toContain('HTTP/1.1 200');
  });
});
