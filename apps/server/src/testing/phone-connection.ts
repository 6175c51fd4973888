import http from 'node:http';
import https from 'node:https';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** An HTTP answer as a bot reads it: its status and its JSON (undefined: it was not JSON). */
export type HttpAnswer = { status: number; data: unknown; text: string };

/** As a browser asks: the server compresses answers above a packet's size. */
const ACCEPT_ENCODING = 'br, gzip';
/**
 * The waits before each new try of a read that got no answer (the connection broke or was
 * refused: a server restarting), as the web app's queries try a read again.
 */
const READ_RETRY_DELAYS_MS = [250, 500, 1_000, 2_000];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function decoded(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

function jsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * One phone's connections to the server, kept open between its calls as a browser keeps them.
 *
 * The bots of a bench share one process. With `fetch` they shared its one pool: in a class-wide
 * burst (250 classes answering a quiz) the pool opened connections by the thousand and closed
 * them when idle, about 15,000 in a run, and the guide's call waited behind them. No class has
 * that queue: each phone has its own connections. Each bot here has its own, up to a browser's
 * six, reused from call to call.
 */
export class PhoneConnection {
  private readonly agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: 6 }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: 6 }),
  };

  /**
   * Sends one call to `url`. A read that got no answer is sent again after a wait (a phone's
   * query tries again); a move is not, since it may have been applied: a phone's moves carry an
   * idempotency key for that (`failover-calls.ts`).
   */
  async send(
    method: string,
    url: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<HttpAnswer> {
    for (const delay of method === 'GET' ? READ_RETRY_DELAYS_MS : []) {
      const answer = await this.sendOnce(method, url, headers, body).catch(() => undefined);
      if (answer) return answer;
      await sleep(delay);
    }
    return this.sendOnce(method, url, headers, body);
  }

  /** Closes every connection; a later call opens a new one. */
  close(): void {
    Object.values(this.agents).forEach((agent) => agent.destroy());
  }

  private sendOnce(
    method: string,
    url: string,
    headers: Record<string, string>,
    body: string | undefined,
  ): Promise<HttpAnswer> {
    const protocol = new URL(url).protocol === 'https:' ? 'https:' : 'http:';
    const client = protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const request = client.request(
        url,
        {
          method,
          agent: this.agents[protocol],
          headers: {
            ...headers,
            'accept-encoding': ACCEPT_ENCODING,
            ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            try {
              const text = decoded(Buffer.concat(chunks), response.headers['content-encoding']);
              resolve({ status: response.statusCode ?? 0, data: jsonOrUndefined(text), text });
            } catch (error) {
              reject(error as Error);
            }
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }
}
