// Container health check (Docker HEALTHCHECK, compose healthcheck): exits 0 when the service's ops
// server answers 2xx on the path given (default /healthz; compose uses /readyz so that depends_on
// waits for reachable dependencies). Plain JS on Node's own fetch: no curl in the slim image.
'use strict';
const path = process.argv[2] || '/healthz';
const port = process.env.METRICS_PORT;
if (!port) {
  process.stderr.write('METRICS_PORT is not set\n');
  process.exit(1);
}
fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(2500) }).then(
  (res) => process.exit(res.ok ? 0 : 1),
  () => process.exit(1),
);
