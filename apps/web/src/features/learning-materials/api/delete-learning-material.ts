import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathTo } from '@ecoscha/contracts';
import { api } from '@/lib/api-client';
import { learningMaterialsQueryOptions } from './get-learning-materials';

/** DELETE /api/learning-materials/:id: a guide removes a material they added. */
export async function deleteLearningMaterial(id: string): Promise<void> {
  await api.delete<unknown>(pathTo(API.learningMaterial, { id }));
}

/** Removes a material, then reloads the lists (also after "already removed", to drop it). */
export function useDeleteLearningMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLearningMaterial,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: learningMaterialsQueryOptions.queryKey }),
  });
}
