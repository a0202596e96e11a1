// A small reverse proxy in front of several Iris, as nginx or Caddy stands in front of replicas
// (README, Several machines): each request goes to the next upstream in turn, on a connection of
// its own, so that two requests of one client are answered by two replicas. It counts what each
// upstream answered.
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export async function startRoundRobinProxy(given: string[]) {
  const upstreams = [...given];
  const answered = upstreams.map(() => 0);
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const index = next++ % upstreams.length;
    const upstream = new URL(upstreams[index]!);
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
        agent: false,
      },
      (response) => {
        answered[index]!++;
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end('upstream unavailable');
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    /** Requests each upstream answered, in the order given. */
    answered,
    /** Sends the requests of upstream `index` to `url` from now on (a replaced replica). */
    replace(index: number, url: string) {
      upstreams[index] = url;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
