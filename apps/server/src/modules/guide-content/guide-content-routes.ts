import type { ErrorCode } from '@ecoscha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { bearerAuth, errorResponses } from '../../lib/route-schemas';
import { requireGuideAccount } from '../auth/require-guide-account';

/** The app as a kind's routes see it: a guide is signed in, bodies typed by their zod schemas. */
export type GuideApp = Parameters<FastifyPluginAsyncZod>[0];

/** What a kind keeps in the database: the calls its routes make. */
export type GuideContentStore<Row, Body> = {
  /** The guide's items in their list's order, hidden ones too. */
  listByGuide(guideId: string): Promise<Row[]>;
  /** The item a key names (anyone's, or the guide's own when the key is unique per guide). */
  find(guideId: string, key: string): Promise<Row | undefined>;
  /** Adds a new item (the kinds with `paths.create`). */
  add?(guideId: string, body: Body): Promise<Row>;
  /** Edits the guide's own item. */
  update?(guideId: string, key: string, body: Body): Promise<Row | undefined>;
  /**
   * Writes the guide's item under its key, new or over the old, instead of `update`: for kinds
   * whose key is unique per guide (a moment), so the address can name only the caller's own.
   */
  save?(guideId: string, key: string, body: Body): Promise<Row>;
  setHidden(guideId: string, key: string, hidden: boolean): Promise<Row | undefined>;
};

/** Whose an item is, for kinds whose addresses name any guide's item (by id). */
export type Ownership<Row> = {
  /** The guide an item belongs to; null for nobody's. */
  of(row: Row): string | null;
  notYours: ErrorCode;
  /** Items no guide may change (the seed materials), refused before asking whose they are. */
  readOnly?: { is(row: Row): boolean; code: ErrorCode };
};

/** The context a kind's own routes get: its store and the write rate limit. */
export type KindRouteContext<Store> = {
  store: Store;
  rateLimit: { max: number; timeWindow: string };
};

/** One kind of guide-owned content, declared: the kit makes its routes. */
export type GuideContentKind<
  Row,
  Body extends z.ZodType,
  Store extends GuideContentStore<Row, z.infer<Body>>,
> = {
  tags: string[];
  paths: { list: string; create?: string; item: string; hide: string; restore: string };
  /** The address parameter that names one item (`id`, `moment`). */
  key: string;
  schemas: { params: z.ZodType; body: Body; item: z.ZodType; list: z.ZodType };
  notFound: ErrorCode;
  /** Left out when the key is unique per guide: the store then finds only the caller's own. */
  ownership?: Ownership<Row>;
  store(db: Database): Store;
  /** The row as the API shows it. */
  present(row: Row): unknown;
  /** The kind's own routes beside the kit's (the question set's export and import). */
  moreRoutes?(app: GuideApp, context: KindRouteContext<Store>): Promise<void>;
};

/**
 * The routes of one kind of guide-owned content: list (hidden items too), add, edit, hide and
 * restore, never delete. Only guides (`sustainability_guide_1`), checked before the body is read;
 * each guide sees and changes only their own items: an unknown one is the kind's `notFound`,
 * another guide's its `notYours`.
 */
export function guideContentRoutes<
  Row,
  Body extends z.ZodType,
  Store extends GuideContentStore<Row, z.infer<Body>>,
>(kind: GuideContentKind<Row, Body, Store>): FastifyPluginAsyncZod<{ writeLimit: number }> {
  return async (app, { writeLimit }) => {
    const store = kind.store(app.db);
    const { tags, schemas, paths } = kind;
    app.addHook('onRequest', app.authenticate);
    app.addHook('onRequest', requireGuideAccount(app));
    const rateLimit = { max: writeLimit, timeWindow: '10 minutes' };
    // The route schemas have parsed both before a handler runs.
    const keyOf = (params: unknown) => (params as Record<string, string>)[kind.key] ?? '';
    const bodyOf = (request: { body: unknown }) => request.body as z.infer<Body>;
    const one = { 200: schemas.item, ...errorResponses };

    /** The caller's own item, or the kind's refusal. */
    async function ownItem(guideId: string, key: string): Promise<Row> {
      const row = await store.find(guideId, key);
      if (!row) throw new AppError(kind.notFound);
      const { ownership } = kind;
      if (ownership?.readOnly?.is(row)) throw new AppError(ownership.readOnly.code);
      if (ownership && ownership.of(row) !== guideId) throw new AppError(ownership.notYours);
      return row;
    }

    const found = (row: Row | undefined) => {
      if (!row) throw new AppError(kind.notFound);
      return kind.present(row);
    };

    app.get(
      paths.list,
      {
        schema: { tags, security: bearerAuth, response: { 200: schemas.list, ...errorResponses } },
      },
      async (request) => (await store.listByGuide(request.userId)).map(kind.present),
    );

    const { add, update, save } = store;
    if (paths.create && add) {
      app.post(
        paths.create,
        {
          schema: {
            tags,
            security: bearerAuth,
            body: schemas.body,
            response: { 201: schemas.item, ...errorResponses },
          },
          config: { rateLimit },
        },
        async (request, reply) =>
          reply.code(201).send(kind.present(await add(request.userId, bodyOf(request)))),
      );
    }

    app.put(
      paths.item,
      {
        schema: {
          tags,
          security: bearerAuth,
          params: schemas.params,
          body: schemas.body,
          response: one,
        },
        config: { rateLimit },
      },
      async (request) => {
        const key = keyOf(request.params);
        if (save) return kind.present(await save(request.userId, key, bodyOf(request)));
        await ownItem(request.userId, key);
        return found(await update?.(request.userId, key, bodyOf(request)));
      },
    );

    for (const [path, hidden] of [
      [paths.hide, true],
      [paths.restore, false],
    ] as const) {
      app.post(
        path,
        {
          schema: { tags, security: bearerAuth, params: schemas.params, response: one },
          config: { rateLimit },
        },
        async (request) => {
          const key = keyOf(request.params);
          await ownItem(request.userId, key);
          return found(await store.setHidden(request.userId, key, hidden));
        },
      );
    }

    await kind.moreRoutes?.(app, { store, rateLimit });
  };
}
