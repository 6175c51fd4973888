import { useParams } from 'react-router';
import { ClassPage } from '@/features/classes/components/class-page';

/** /classes/:id (the class's guide): its room, roster, badges and progress. */
export default function ClassRoute() {
  const { id = '' } = useParams();
  return <ClassPage key={id} classId={id} />;
}
