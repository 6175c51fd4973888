import { Agent, request as httpRequest } from 'node:http';
import type { Socket } from 'node:net';
import type { RecordedRequest, RecordedVisit } from './record-visit';
import { settings, sleep } from './settings';
import type { Traffic } from './traffic';

/** Who replays: their token and names replace the recording account's. */
export type Replayer = { token: string; userId: string; username: string };

export type ReplayResult = { requests: number; bytesReceived: number; bytesSent: number };

const BROWSER_HEADERS = {
  'accept-encoding': 'br, gzip',
  'accept-language': 'id-ID,id;q=0.9,en;q=0.8',
  'user-agent': 'Mozilla/5.0 (Linux; Android 13; classroom replay) Chrome/130 Mobile Safari/537.36',
};

/**
 * Replays the recorded requests of one or more steps for one student (those that went over the
 * network: not what the browser took from its own cache), page by page in the recorded order, over at most `connectionsPerStudent` kept-alive connections like a browser,
 * with a reading pause after each page. The GETs only: sign-up, login and joining are the
 * student's own calls. Bytes are counted on the sockets (headers and compressed bodies).
 */
export class VisitReplay {
  private readonly sockets = new Set<Socket>();
  private readonly agent = new Agent({
    keepAlive: true,
    maxSockets: settings.connectionsPerStudent,
  });
  private requestCount = 0;
  private closed = false;

  constructor(
    private readonly visit: RecordedVisit,
    private readonly traffic: Traffic,
  ) {}

  async replay(steps: Array<RecordedRequest['step']>, who: Replayer | undefined): Promise<void> {
    const wanted = this.visit.requests.filter(
      (r) => r.method === 'GET' && !r.fromCache && steps.includes(r.step),
    );
    const pages = [...new Set(wanted.map((r) => r.page))];
    for (const page of pages) {
      const queue = wanted.filter((r) => r.page === page);
      const worker = async () => {
        for (let next = queue.shift(); next && !this.closed; next = queue.shift()) {
          await this.fetch(next, who);
        }
      };
      await Promise.all(Array.from({ length: settings.connectionsPerStudent }, worker));
      await sleep(settings.readingPauseMs);
    }
  }

  result(): ReplayResult {
    let bytesReceived = 0;
    let bytesSent = 0;
    for (const socket of this.sockets) {
      bytesReceived += socket.bytesRead;
      bytesSent += socket.bytesWritten;
    }
    return { requests: this.requestCount, bytesReceived, bytesSent };
  }

  /** Stops: the connections close and nothing more is requested. */
  close(): void {
    this.closed = true;
    this.agent.destroy();
  }

  private fetch(recorded: RecordedRequest, who: Replayer | undefined): Promise<void> {
    const path = who ? this.personalise(recorded.path, who) : recorded.path;
    const headers: Record<string, string> = { ...BROWSER_HEADERS, ...recorded.headers };
    if (headers.authorization) {
      if (who) headers.authorization = `Bearer ${who.token}`;
      else delete headers.authorization;
    }
    this.requestCount += 1;
    return new Promise<void>((resolve) => {
      const request = httpRequest(
        new URL(path, settings.serverUrl),
        { agent: this.agent, headers, timeout: settings.deadlines.request },
        (response) => {
          this.traffic.note('replay', response.statusCode ?? 0, `GET ${path}`);
          response.on('data', () => undefined);
          response.on('end', resolve);
          response.on('error', (error) => {
            this.traffic.fail('replay', `GET ${path}`, error);
            resolve();
          });
        },
      );
      request.on('socket', (socket) => this.sockets.add(socket));
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', (error) => {
        this.traffic.fail('replay', `GET ${path}`, error);
        resolve();
      });
      request.end();
    });
  }

  private personalise(path: string, who: Replayer): string {
    const swap = (text: string, from: string, to: string) =>
      from ? text.split(from).join(to) : text;
    return swap(swap(path, this.visit.userId, who.userId), this.visit.username, who.username);
  }
}
