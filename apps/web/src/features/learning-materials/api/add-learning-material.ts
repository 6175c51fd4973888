import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type AddLearningMaterialBody, type LearningMaterial } from '@ecoscha/contracts';
import { api } from '@/lib/api-client';
import { learningMaterialsQueryOptions } from './get-learning-materials';
import { myMaterialsQueryOptions } from './my-materials';

/** POST /api/learning-materials: a guide adds a material (answers the stored material). */
export function addLearningMaterial(body: AddLearningMaterialBody): Promise<LearningMaterial> {
  return api.post<LearningMaterial>(API.learningMaterials, body);
}

/** Adds a material, then reloads every list of materials (the pages' and the guide's own). */
export function useAddLearningMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addLearningMaterial,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: learningMaterialsQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: myMaterialsQueryOptions.queryKey }),
      ]);
    },
  });
}
