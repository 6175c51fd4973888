import { NarrativeScreen } from '@/features/game-narrative/components/narrative-screen';

/** /narrative?sessionId (guide only): the opening or the roleplay's story, read aloud. */
export default function NarrativeRoute() {
  return <NarrativeScreen />;
}
