import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

type Announce = (message: string) => void;

const Context = createContext<Announce>(() => {});

/** Tells screen readers `message`, politely (after what they are reading now). */
export function useAnnounce(): Announce {
  return useContext(Context);
}

/**
 * The app's one live region (in `AppProvider`): every announcement of the game screens (a
 * phone's pages, the projector) goes through it, read politely and never shown. It outlives
 * the pages, so a message is not lost when the page that said it goes. Each message is a new
 * node, so the same words said twice are read twice.
 */
export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<{ text: string; id: number } | null>(null);
  const announce = useCallback(
    (text: string) => setMessage((last) => ({ text, id: (last?.id ?? 0) + 1 })),
    [],
  );
  return (
    <Context.Provider value={announce}>
      {children}
      <div className="sr-only" aria-live="polite" aria-atomic="true" data-announcer="">
        {message ? <p key={message.id}>{message.text}</p> : null}
      </div>
    </Context.Provider>
  );
}
