import {
  API,
  ErrorResponseSchema,
  LearningMaterialShapeListSchema,
  LearningMaterialRoundQuerySchema,
  LearningMaterialShapeSchema,
  RoundParamsSchema,
} from '@ecoscha/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, isAppError } from '../../lib/app-error';
import { bearerToken } from '../../plugins/auth';
import { createMaterialRepository, toMaterial, type MaterialRow } from './material-repository';
import { materialWriteRoutes } from './material-write-routes';

export const learningMaterialRoutes: FastifyPluginAsyncZod<{ writeLimit: number }> = async (
  app,
  options,
) => {
  const materials = createMaterialRepository(app.db);

  /**
   * When the session's guide opens the round's video during the video phase, it is recorded in
   * the session's `usedVideos` (once per round and stage). Anyone else just gets the video.
   */
  async function recordShownVideo(request: FastifyRequest, video: MaterialRow) {
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
    { schema: { tags: ['content'], response: { 200: LearningMaterialShapeListSchema } } },
    async () => (await materials.list()).map(toMaterial),
  );

  /**
   * The round's video: one marked for that round, otherwise the unmarked videos in turn (all of
   * them when every video is marked), so a video a guide adds plays on the next free day.
   */
  app.get(
    API.learningMaterialForRound,
    {
      schema: {
        tags: ['content'],
        params: RoundParamsSchema,
        querystring: LearningMaterialRoundQuerySchema,
        response: {
          200: LearningMaterialShapeSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const { round } = request.params;
      const videos = await materials.videos();
      const unmarked = videos.filter((row) => row.round === null);
      const inTurn = unmarked.length > 0 ? unmarked : videos;
      const video =
        videos.find((row) => row.round === round) ??
        inTurn[(round - 1) % Math.max(1, inTurn.length)];
      if (!video) throw new AppError('NOT_FOUND');
      await recordShownVideo(request, video);
      return toMaterial(video);
    },
  );

  await app.register(materialWriteRoutes, { writeLimit: options.writeLimit });
};
