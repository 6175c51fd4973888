import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type LearningMaterial } from '@ecoscha/contracts';
import { api } from '@/lib/api-client';
import { splitMaterials } from '../utils/materials';

/** GET /api/learning-materials: every material, newest first. */
export function getLearningMaterials(
  options: { signal?: AbortSignal } = {},
): Promise<LearningMaterial[]> {
  return api.get<LearningMaterial[]>(API.learningMaterials, options);
}

export const learningMaterialsQueryOptions = queryOptions({
  queryKey: ['learning-materials'],
  queryFn: ({ signal }) => getLearningMaterials({ signal }),
  staleTime: 5 * 60_000,
});

/** The materials split into articles and videos, each in its display order. */
export function useLearningMaterials() {
  return useQuery({
    ...learningMaterialsQueryOptions,
    select: (materials) => splitMaterials(Array.isArray(materials) ? materials : []),
  });
}
