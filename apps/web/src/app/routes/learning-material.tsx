import { LearningMaterialsPage } from '@/features/learning-materials/components/learning-materials-page';

/** `/learning-material`: every news article and video, 3 per page each. */
export default function LearningMaterialRoute() {
  return <LearningMaterialsPage />;
}
