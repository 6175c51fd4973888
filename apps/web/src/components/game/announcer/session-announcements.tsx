import { useGameAnnouncements, type AnnouncedSession } from './use-announcements';

/**
 * A game screen's announcements (every phone page and the projector): phase changes and, in
 * the accessibility mode, countdown milestones. They go to the app's one live region
 * (`AnnouncerProvider` in `AppProvider`), which stays when the page or the route group changes.
 */
export function SessionAnnouncements({ session }: { session: AnnouncedSession }) {
  useGameAnnouncements(session);
  return null;
}
