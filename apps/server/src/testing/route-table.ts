import type { FastifyInstance } from 'fastify';

export type RouteEntry = { method: string; url: string };

/**
 * Every route of a built app with each of its methods, read from Fastify's own table
 * (`printRoutes`: one line per path segment, indented four characters per level, the methods in
 * brackets where a route ends).
 */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(',')) {
      if (method.trim()) routes.push({ method: method.trim(), url });
    }
  }
  return routes;
}
