import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, pathTo, type LearningReportResponse } from '@ecoscha/contracts';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

export const reportKey = (sessionId: string) => ['learning-report', sessionId] as const;

/** The caller may not read this report (not the session's guide) or the session is unknown. */
export const isRefusal = (error: unknown): boolean =>
  error instanceof ApiError && [401, 403, 404].includes(error.status);

/** GET /api/game-sessions/:id/report: what the class learned (the session's guide only). */
export const reportQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: reportKey(sessionId),
    queryFn: ({ signal }) =>
      api.get<LearningReportResponse>(pathTo(API.sessions.report, { id: sessionId }), { signal }),
    // A refusal will not change by asking again.
    retry: (count, error) => count < 2 && !isRefusal(error),
  });

export function useLearningReport(sessionId: string) {
  return useQuery(reportQueryOptions(sessionId));
}
