import type { ReactNode } from 'react';
import { AnnouncerProvider } from './announcer';
import { useGameAnnouncements, type AnnouncedSession } from './use-announcements';

function SessionAnnouncements({ session }: { session: AnnouncedSession }) {
  useGameAnnouncements(session);
  return null;
}

/**
 * The screen-reader announcer of a game screen (every phone page and the projector): phase
 * changes and, in the accessibility mode, countdown milestones; `children` may announce too
 * (`useAnnounce`, `useMilestoneAnnouncements`).
 */
export function GameAnnouncer({
  session,
  children,
}: {
  session: AnnouncedSession;
  children: ReactNode;
}) {
  return (
    <AnnouncerProvider>
      <SessionAnnouncements session={session} />
      {children}
    </AnnouncerProvider>
  );
}
