import { findNginx } from './nginx-proxy';

/** The PostgreSQL server and the Redis the tests of several instances run on (`npm run test:pg`). */
export const databaseServer = process.env.TEST_DATABASE_URL;
export const redisUrl = process.env.TEST_REDIS_URL;

/** nginx, for the tests that put the checked-in nginx file in front of the instances. */
export const nginx = findNginx();

/** Why a test of instances (behind nginx, with `withNginx`) cannot run here; undefined if it can. */
export function clusterSkipReason({ withNginx }: { withNginx: boolean }): string | undefined {
  if (!databaseServer || !redisUrl)
    return 'needs TEST_DATABASE_URL and TEST_REDIS_URL (npm run test:pg)';
  if (withNginx && !nginx) return 'nginx is not installed (apt-get install nginx)';
  return undefined;
}

/**
 * Phase clocks no slow machine reaches: the guide (a bot) moves every phase on, so a loaded CI
 * machine never ends a phase before the players' moves are in.
 */
export const GUIDE_PACED_PHASES = {
  QUIZ_MS: '600000',
  DISCUSSION_MS: '600000',
  VOTING_MS: '600000',
  CLOSING_QUIZ_MS: '600000',
};
