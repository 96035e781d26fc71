import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

type ServerSocket = Socket & { _httpMessage?: ServerResponse | null };

/**
 * Closing the API: every connection that carries no request is cut, so that a stop waits only for the requests in
 * flight. Fastify closes the idle keep-alive connections, but Node.js counts one that has not sent its first request
 * yet (a client or a load balancer opens them ahead of need, and fetch reopens one when a stream is cut) as busy
 * until its headers timeout: a stop waited a minute for one. A connection whose response is being written (Node.js
 * keeps it in `_httpMessage`) is cut once that response is sent; one opened while closing is cut at once.
 */
export function closeUnusedConnectionsOnClose(app: FastifyInstance) {
  const sockets = new Set<ServerSocket>();
  let isClosing = false;
  const cutIfUnused = (socket: ServerSocket) => {
    if (!socket._httpMessage) socket.destroy();
  };
  app.server.on('connection', (socket: ServerSocket) => {
    if (isClosing) return void socket.destroy();
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  app.addHook('preClose', async () => {
    isClosing = true;
    for (const socket of sockets) {
      const response = socket._httpMessage;
      if (!response) socket.destroy();
      else response.once('finish', () => setImmediate(cutIfUnused, socket));
    }
  });
}
