import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type AddLearningMaterialBody, type LearningMaterial } from '@ecoscha/contracts';
import { api } from '@/lib/api-client';
import { learningMaterialsQueryOptions } from './get-learning-materials';

/** POST /api/learning-materials: a guide adds a material (answers the stored material). */
export function addLearningMaterial(body: AddLearningMaterialBody): Promise<LearningMaterial> {
  return api.post<LearningMaterial>(API.learningMaterials, body);
}

/** Adds a material, then reloads every list of materials (this page's and the home page's). */
export function useAddLearningMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addLearningMaterial,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: learningMaterialsQueryOptions.queryKey }),
  });
}
