import http from 'node:http';
import net from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** Requests (and WebSocket upgrades) sent to each upstream, in order. */
  counts: number[];
  close(): Promise<void>;
}

/**
 * A small reverse proxy for the bench: each request or WebSocket upgrade goes to the next upstream in turn,
 * with the client's address appended to X-Forwarded-For as a real proxy does. No retries: an error shows.
 */
export async function startRoundRobinProxy(upstreams: string[], port: number): Promise<RoundRobinProxy> {
  const targets = upstreams.map((u) => new URL(u));
  const counts = targets.map(() => 0);
  let next = 0;
  const pick = () => {
    const index = next++ % targets.length;
    counts[index]++;
    return targets[index];
  };
  const forwardedFor = (request: http.IncomingMessage) => {
    const previous = request.headers['x-forwarded-for'];
    const client = request.socket.remoteAddress ?? '';
    return previous ? `${previous}, ${client}` : client;
  };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((request, response) => {
    const target = pick();
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': forwardedFor(request) },
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  server.on('upgrade', (request, socket, head) => {
    const target = pick();
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      const headers = { ...request.headers, 'x-forwarded-for': forwardedFor(request) };
      const lines = Object.entries(headers).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value ?? '']).map((v) => `${name}: ${v}`),
      );
      upstream.write(`${request.method} ${request.url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
