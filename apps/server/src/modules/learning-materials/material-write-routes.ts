import {
  AddLearningMaterialBodySchema,
  API,
  LearningMaterialShapeListSchema,
  LearningMaterialShapeSchema,
  MaterialParamsSchema,
} from '@ecoscha/contracts';
import { guideContentRoutes } from '../guide-content/guide-content-routes';
import { createMaterialRepository, toMaterial } from './material-repository';

/**
 * A guide adds learning materials to the public list, and edits, hides and restores the ones they
 * added. Seed materials follow content/ and no guide can change them here.
 */
export const materialWriteRoutes = guideContentRoutes({
  tags: ['content'],
  paths: {
    list: API.myMaterials,
    create: API.learningMaterials,
    item: API.learningMaterial,
    hide: API.learningMaterialHide,
    restore: API.learningMaterialRestore,
  },
  key: 'id',
  schemas: {
    params: MaterialParamsSchema,
    body: AddLearningMaterialBodySchema,
    item: LearningMaterialShapeSchema,
    list: LearningMaterialShapeListSchema,
  },
  notFound: 'MATERIAL_NOT_FOUND',
  ownership: {
    of: (row) => row.addedBy,
    notYours: 'MATERIAL_NOT_YOURS',
    readOnly: { is: (row) => row.origin !== 'moderator', code: 'MATERIAL_NOT_EDITABLE' },
  },
  store: createMaterialRepository,
  present: toMaterial,
});
