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
  /**
   * As `systemctl restart` does: SIGTERM, the exit awaited, the same instance started again on
   * its port; resolves once it answers /health.
   */
  restart(name: InstanceName): Promise<void>;
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
  /** nginx writes every answer's status (`cluster.nginx.accessLog()`). */
  accessLog?: boolean;
}): Promise<ProxiedCluster> {
  const shared = {
    NODE_ENV: 'production',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    TRUST_PROXY: '127.0.0.1',
    // The cluster's own counters and channels in Redis: tests running at once share nothing.
    REDIS_KEY_PREFIX: `ecoscha-test-${randomBytes(6).toString('hex')}:`,
    ...options.env,
  };
  const envOf = (name: InstanceName) => ({
    ...shared,
    INSTANCE_NAME: name,
    DATA_DIR: mkdtempSync(join(tmpdir(), `ecoscha-instance-${name}-`)),
  });
  const envs = { a: envOf('a'), b: envOf('b') };
  const [a, b] = await Promise.all(
    INSTANCE_NAMES.map((name) => spawnServer(envs[name], undefined, { built: options.built })),
  );
  if (!a || !b) throw new Error('two instances');
  const instances = { a, b };
  let nginx: NginxProxy;
  try {
    nginx = await startNginx(options.nginx, await freePort(), [a.port, b.port], {
      accessLog: options.accessLog,
    });
  } catch (error) {
    await Promise.all([a.stop(), b.stop()]);
    throw error;
  }
  return {
    url: nginx.url,
    instances,
    nginx,
    kill: (name) => instances[name].kill(),
    async restart(name) {
      const { port } = instances[name];
      await instances[name].stop();
      instances[name] = await spawnServer(envs[name], port, { built: options.built });
    },
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
