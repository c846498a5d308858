// A proxy between the browser and the shop that can lose what a bad connection loses: an answer
// after the server has acted on the request (the connection is cut before the browser reads it),
// or the request itself (the connection is refused). It sits on the network, so it sees every
// request, also those a service worker sends or answers, which Playwright's routing does not
// reliably see: a page under a service worker sometimes sent its POST past `context.route`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What happens to one request: passed through, answered by the server and then cut, or cut. */
export type Fate = 'pass' | 'lose-answer' | 'refuse';

export interface LossyProxy {
  /** The address to open the shop at (same host as the server, so cookies are shared). */
  url: string;
  /** Decides each request's fate; by default every request passes. */
  decide: (method: string, path: string) => Fate;
  /** Told how the server answered each request passed on: its status (also of an answer then
   * lost), or the error of a connection to it that failed. */
  heard: (method: string, path: string, outcome: number | string) => void;
  close(): Promise<void>;
}

export async function lossyProxy(target: string): Promise<LossyProxy> {
  const upstream = new URL(target);
  const proxy: LossyProxy = {
    url: '',
    decide: () => 'pass',
    heard: () => undefined,
    close: () => Promise.resolve(),
  };

  const server = http.createServer((req, res) => {
    const fate = proxy.decide(req.method ?? 'GET', req.url ?? '/');
    if (fate === 'refuse') {
      req.socket.destroy();
      return;
    }
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent: false,
      },
      (answer) => {
        proxy.heard(req.method ?? 'GET', req.url ?? '/', answer.statusCode ?? 0);
        answer.on('error', () => req.socket.destroy());
        if (fate === 'lose-answer') {
          // The server has answered, so it has committed: read it all, then cut the browser off.
          answer.resume();
          answer.on('end', () => req.socket.destroy());
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    // The server is down or went away mid-answer: the browser sees its connection fail.
    forwarded.on('error', (error: NodeJS.ErrnoException) => {
      proxy.heard(req.method ?? 'GET', req.url ?? '/', error.code ?? error.message);
      req.socket.destroy();
    });
    req.pipe(forwarded);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return proxy;
}
