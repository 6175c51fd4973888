import { useParams } from 'react-router';
import { BadgeSheetPage } from '@/features/classes/components/badge-sheet-page';

/** /classes/:id/badges (the class's guide): the printable sheet of the class's badges. */
export default function ClassBadgesRoute() {
  const { id = '' } = useParams();
  return <BadgeSheetPage classId={id} />;
}
