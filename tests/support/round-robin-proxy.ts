/**
 * A tiny round-robin load balancer for the scale e2e: every request (and every WebSocket-free HTTP
 * call a browser makes) goes to the next upstream in turn. `GET /__balancer` answers how many
 * requests each upstream served. Run: `tsx tests/support/round-robin-proxy.ts PORT UPSTREAM…`.
 */
import http from 'node:http';

export function startRoundRobinProxy(port: number, upstreams: readonly string[]): Promise<http.Server> {
  const served = upstreams.map(() => 0);
  let turn = 0;
  const server = http.createServer((req, res) => {
    if (req.url === '/__balancer') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ served: Object.fromEntries(upstreams.map((u, i) => [u, served[i]])) }));
    }
    const index = turn++ % upstreams.length;
    served[index]!++;
    const target = new URL(req.url ?? '/', upstreams[index]);
    const upstream = http.request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'upstream unavailable' }));
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [port, ...upstreams] = process.argv.slice(2);
  await startRoundRobinProxy(Number(port), upstreams);
  console.log(`round-robin on ${port} over ${upstreams.join(', ')}`);
}
