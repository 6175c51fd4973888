import { CountdownScreen } from '@/features/game-quiz/components/countdown-screen';

/** /countdown?sessionId: 3, 2, 1, START! before the opening quiz's topic choice. */
export default function CountdownRoute() {
  return <CountdownScreen />;
}
