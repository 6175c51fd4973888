import { useEffect } from 'react';

/** Opens every folded student's answers, so that a printout holds them all. */
export function openAllAnswers(): void {
  for (const details of document.querySelectorAll<HTMLDetailsElement>('details[data-print-open]')) {
    details.open = true;
  }
}

/** Opens them also when the browser's own print command is used. */
export function useOpenAnswersForPrint(): void {
  useEffect(() => {
    window.addEventListener('beforeprint', openAllAnswers);
    return () => window.removeEventListener('beforeprint', openAllAnswers);
  }, []);
}
