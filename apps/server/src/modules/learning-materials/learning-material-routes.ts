import {
  API,
  ErrorResponseSchema,
  LearningMaterialListSchema,
  LearningMaterialRoundQuerySchema,
  LearningMaterialSchema,
  RoundParamsSchema,
  type LearningMaterial,
} from '@ecoscha/contracts';
import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { learningMaterials } from '../../db/schema';
import { AppError, isAppError } from '../../lib/app-error';
import { bearerToken } from '../../plugins/auth';

type Row = typeof learningMaterials.$inferSelect;

function toMaterial(row: Row): LearningMaterial {
  return {
    _id: row.id,
    type: row.type as LearningMaterial['type'],
    title: row.title,
    title_en: row.titleEn,
    url: row.url,
    ...(row.originalUrl ? { originalUrl: row.originalUrl } : {}),
    ...(row.videoUrl ? { videoUrl: row.videoUrl } : {}),
    source_credit: row.sourceCredit as LearningMaterial['source_credit'],
    ...(row.description ? { description: row.description } : {}),
    ...(row.descriptionEn ? { description_en: row.descriptionEn } : {}),
    ...(row.round ? { round: row.round } : {}),
    createdAt: row.createdAt.toISOString(),
  };
}

export const learningMaterialRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * When the session's guide opens the round's video during the video phase, it is recorded in
   * the session's `usedVideos` (once per round and stage). Anyone else just gets the video.
   */
  async function recordShownVideo(request: FastifyRequest, video: Row) {
    const { sessionId } = request.query as { sessionId?: string };
    const token = bearerToken(request.headers.authorization);
    if (!sessionId || !token) return;
    try {
      const actorId = app.tokens.verify(token);
      await app.sessions.perform(sessionId, {
        type: 'recordVideo',
        actorId,
        video: { videoId: video.id, videoTitle: video.title },
      });
    } catch (error) {
      // Not the guide, not the video phase, or already recorded: the video is shown all the same.
      if (!isAppError(error)) throw error;
    }
  }

  app.get(
    API.learningMaterials,
    { schema: { tags: ['content'], response: { 200: LearningMaterialListSchema } } },
    async () => {
      const rows = await app.db
        .select()
        .from(learningMaterials)
        .orderBy(desc(learningMaterials.createdAt), desc(learningMaterials.id));
      return rows.map(toMaterial);
    },
  );

  /** The round's video: one marked for that round, otherwise the videos in turn. */
  app.get(
    API.learningMaterialForRound,
    {
      schema: {
        tags: ['content'],
        params: RoundParamsSchema,
        querystring: LearningMaterialRoundQuerySchema,
        response: {
          200: LearningMaterialSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const { round } = request.params;
      const videos = await app.db
        .select()
        .from(learningMaterials)
        .where(eq(learningMaterials.type, 'video'))
        .orderBy(asc(learningMaterials.createdAt), asc(learningMaterials.id));
      const video =
        videos.find((row) => row.round === round) ??
        videos[(round - 1) % Math.max(1, videos.length)];
      if (!video) throw new AppError('NOT_FOUND');
      await recordShownVideo(request, video);
      return toMaterial(video);
    },
  );
};
