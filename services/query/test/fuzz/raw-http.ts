import { connect } from 'node:net';

/** A request as sent: the request target goes out byte for byte (latin1), unencoded bytes included. */
export interface RawRequest {
  method: string;
  /** The request target exactly as written on the request line. */
  target: string;
  headers: Record<string, string>;
}

export interface RawResponse {
  status: number;
  /** Header names lower-cased; a repeated header keeps its last value. */
  headers: Record<string, string>;
  body: string;
}

/**
 * One request on a fresh connection (Connection: close), read to the end. A raw socket, not
 * http.request: the client refuses the hostile request lines (spaces, control bytes) the server
 * must survive. Rejects on a socket error or when no complete answer arrives within `timeoutMs`.
 */
export function sendRaw(host: string, port: number, req: RawRequest, timeoutMs = 10_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, host);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('connect', () => {
      const lines = [`${req.method} ${req.target} HTTP/1.1`, `Host: ${host}:${port}`, 'Connection: close'];
      for (const [k, v] of Object.entries(req.headers)) lines.push(`${k}: ${v}`);
      // write, not end: a client's FIN before the answer makes Node's server drop the request.
      socket.write(Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'));
    });
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      try {
        resolve(parseResponse(Buffer.concat(chunks)));
      } catch (err) {
        reject(err as Error);
      }
    });
  });
}

export function parseResponse(raw: Buffer): RawResponse {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) throw new Error(`incomplete HTTP answer: ${JSON.stringify(raw.toString('latin1').slice(0, 200))}`);
  const [statusLine, ...headerLines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const m = /^HTTP\/1\.1 (\d{3})/.exec(statusLine ?? '');
  if (!m) throw new Error(`not an HTTP/1.1 status line: ${JSON.stringify(statusLine)}`);
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { status: Number(m[1]), headers, body: raw.subarray(end + 4).toString('utf8') };
}
