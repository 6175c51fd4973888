import { Fragment, useId, useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Language } from '@ecoscha/contracts';
import { parseMarkedText } from './parse-marked-text';
import { PhrasePopover } from './phrase-popover';
import styles from './sundanese-text.module.css';
import { useGlossary } from './use-glossary';

type OpenPhrase = { key: string; phrase: string; anchor: HTMLElement };

type SundaneseTextProps = {
  /** Content text: paragraphs separated by a blank line, Sundanese phrases marked `[[phrase]]`. */
  text: string;
  id?: string;
  className?: string;
  /** The language of the meanings (a content editor's preview); the interface's by default. */
  language?: Language;
};

/**
 * A content text whose marked Sundanese phrases can be tapped (or focused and pressed) to show
 * their meaning from the glossary, in the interface language.
 */
export function SundaneseText({ text, id, className, language }: SundaneseTextProps) {
  const { t } = useTranslation('sundanese');
  const paragraphs = useMemo(() => parseMarkedText(text), [text]);
  const hasPhrases = paragraphs.some((paragraph) => paragraph.some((s) => s.kind === 'phrase'));
  // Fetched as soon as a phrase is on screen, so that the popup opens with its meaning.
  useGlossary({ enabled: hasPhrases, language });
  const [open, setOpen] = useState<OpenPhrase | null>(null);
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const popoverId = `${baseId}-popover`;

  function toggle(key: string, phrase: string, anchor: HTMLElement) {
    setOpen((current) => (current?.key === key ? null : { key, phrase, anchor }));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLElement>, key: string, phrase: string) {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault(); // Space would scroll the page.
    toggle(key, phrase, event.currentTarget);
  }

  return (
    <div id={id} className={className}>
      {paragraphs.map((segments, paragraphIndex) => (
        <p key={paragraphIndex} className={styles.paragraph}>
          {segments.map((segment, index) => {
            if (segment.kind === 'text') return <Fragment key={index}>{segment.text}</Fragment>;
            const key = `${paragraphIndex}-${index}`;
            const expanded = open?.key === key;
            return (
              // A span, not a <button>, so that a long phrase wraps with the sentence around it.
              <span
                key={key}
                role="button"
                tabIndex={0}
                lang="su"
                className={styles.phrase}
                aria-haspopup="dialog"
                aria-expanded={expanded}
                aria-controls={expanded ? popoverId : undefined}
                aria-describedby={hintId}
                onClick={(event: MouseEvent<HTMLElement>) =>
                  toggle(key, segment.phrase, event.currentTarget)
                }
                onKeyDown={(event) => handleKeyDown(event, key, segment.phrase)}
              >
                {segment.phrase}
              </span>
            );
          })}
        </p>
      ))}
      {hasPhrases ? (
        <span id={hintId} hidden>
          {t('phrase.hint')}
        </span>
      ) : null}
      {open ? (
        <PhrasePopover
          id={popoverId}
          phrase={open.phrase}
          anchor={open.anchor}
          language={language}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
