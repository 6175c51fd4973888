import { useLayoutEffect } from 'react';
import { useTranslation } from '@/lib/use-translation';

/**
 * Sets the document title while the page shows, and gives back the one before when it goes. An
 * effect, not a `<title>` element: Preact, which renders the app, would leave a `<title>` hidden
 * where it stands instead of moving it into the head as React does (record 69).
 */
export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  const text = `${title} · ${t('appName')}`;
  useLayoutEffect(() => {
    const before = document.title;
    document.title = text;
    return () => {
      if (document.title === text) document.title = before;
    };
  }, [text]);
  return null;
}
