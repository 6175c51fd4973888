import { API, type AddLearningMaterialBody, type LearningMaterial } from '@ecoscha/contracts';
import { makeEditorApi } from '@/components/content-editor/editor-api';
import { learningMaterialsQueryOptions } from './get-learning-materials';

/**
 * The materials the guide added (hidden ones too, newest first): add one (POST), edit, hide or
 * restore one; every list of materials (the public pages' too) reloads after a change.
 */
export const myMaterialsApi = makeEditorApi<LearningMaterial, AddLearningMaterialBody>({
  queryKey: 'my-materials',
  list: API.myMaterials,
  create: API.learningMaterials,
  item: API.learningMaterial,
  hide: API.learningMaterialHide,
  restore: API.learningMaterialRestore,
  alsoReloads: [learningMaterialsQueryOptions.queryKey],
});
