import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BotClient } from './bot-client';
import { startNginx, type NginxProxy } from './nginx-proxy';
import { freePort, spawnServer, type SpawnedServer } from './spawned-server';

/** The instances' names, as deploy/nginx/ecoscha.conf routes them. */
export const INSTANCE_NAMES = ['a', 'b'] as const;
export type InstanceName = (typeof INSTANCE_NAMES)[number];

export type ProxiedCluster = {
  /** nginx: where every client goes. */
  url: string;
  instances: Record<InstanceName, SpawnedServer>;
  nginx: NginxProxy;
  /** SIGKILL: the instance vanishes mid-whatever, as a crashed process or machine does. */
  kill(name: InstanceName): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Two instances of the real server on one PostgreSQL database and one Redis, behind nginx with
 * the checked-in configuration, all on loopback, each started as docs/deploy.md says (the same
 * JWT_SECRET, INSTANCE_NAME a and b, TRUST_PROXY=127.0.0.1). `env` goes to both instances.
 */
export async function startProxiedCluster(options: {
  nginx: string;
  databaseUrl: string;
  redisUrl: string;
  env?: Record<string, string>;
  /** The production build instead of the sources (tsx). */
  built?: boolean;
}): Promise<ProxiedCluster> {
  const shared = {
    NODE_ENV: 'production',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    TRUST_PROXY: '127.0.0.1',
    // The cluster's own counters in Redis: tests running at the same time share no limit.
    REDIS_KEY_PREFIX: `ecoscha-test-${randomBytes(6).toString('hex')}:`,
    ...options.env,
  };
  const [a, b] = await Promise.all(
    INSTANCE_NAMES.map((name) =>
      spawnServer(
        {
          ...shared,
          INSTANCE_NAME: name,
          DATA_DIR: mkdtempSync(join(tmpdir(), `ecoscha-instance-${name}-`)),
        },
        undefined,
        { built: options.built },
      ),
    ),
  );
  if (!a || !b) throw new Error('two instances');
  const instances = { a, b };
  let nginx: NginxProxy;
  try {
    nginx = await startNginx(options.nginx, await freePort(), [a.port, b.port]);
  } catch (error) {
    await Promise.all([a.stop(), b.stop()]);
    throw error;
  }
  return {
    url: nginx.url,
    instances,
    nginx,
    kill: (name) => instances[name].kill(),
    async stop() {
      await nginx.stop();
      await Promise.all(INSTANCE_NAMES.map((name) => instances[name].stop()));
    },
  };
}

/** The instance that holds a bot's socket, from its Socket.IO session id (`a.…`). */
export function instanceOf(bot: BotClient): InstanceName | undefined {
  const sid = bot.socket?.connected ? bot.socket.io.engine?.id : undefined;
  const name = sid?.split('.')[0];
  return INSTANCE_NAMES.find((n) => n === name);
}
