import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  pathTo,
  type AddLearningMaterialBody,
  type LearningMaterial,
} from '@ecoscha/contracts';
import { api } from '@/lib/api-client';
import { learningMaterialsQueryOptions } from './get-learning-materials';

/** GET /api/my-materials: the materials the guide added, hidden ones too, newest first. */
export const myMaterialsQueryOptions = queryOptions({
  queryKey: ['my-materials'],
  queryFn: ({ signal }) => api.get<LearningMaterial[]>(API.myMaterials, { signal }),
});

export const useMyMaterials = () => useQuery(myMaterialsQueryOptions);

/** PUT /api/learning-materials/:id: a guide edits a material they added. */
export function updateLearningMaterial({
  id,
  body,
}: {
  id: string;
  body: AddLearningMaterialBody;
}) {
  return api.put<LearningMaterial>(pathTo(API.learningMaterial, { id }), body);
}

/** Takes a material out of the lists and the rounds (kept), or puts it back. */
export function setMaterialHidden({ id, hidden }: { id: string; hidden: boolean }) {
  return api.post<LearningMaterial>(
    pathTo(hidden ? API.learningMaterialHide : API.learningMaterialRestore, { id }),
  );
}

/** A change to a material, then every list of materials (public and the guide's) reloads. */
function useMaterialsMutation<Input>(mutationFn: (input: Input) => Promise<LearningMaterial>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: learningMaterialsQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: myMaterialsQueryOptions.queryKey }),
      ]);
    },
  });
}

export const useUpdateLearningMaterial = () => useMaterialsMutation(updateLearningMaterial);
export const useSetMaterialHidden = () => useMaterialsMutation(setMaterialHidden);
