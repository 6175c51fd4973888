import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/i18n';
import type { HiddenInput } from './editor-api';
import styles from './content-editor.module.css';

/** One item as the list shows it. */
export type ListedItem = {
  key: string;
  content: ReactNode;
  /** Out of use: shown faded. */
  hidden?: boolean;
  /** The kind's own look of the item (`data-status` for its stylesheet). */
  status?: string;
  className?: string;
  /** The edit button's text, and its name when the text alone would be ambiguous. */
  edit: { text: string; label?: string };
  /** The hide (or show again) button; none when there is nothing to hide. */
  hide?: { hidden: boolean; text: string; label?: string };
};

type EditorListProps<Item> = {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** A line under the heading (counts). */
  summary?: ReactNode;
  /** Said instead of the list when it has no items. */
  empty?: string;
  items: Item[];
  describe(item: Item): ListedItem;
  onEdit(item: Item): void;
  /** The kind's hide and restore call. */
  api: {
    useSetHidden(): { mutate(input: HiddenInput): void; isPending: boolean; error: unknown };
  };
};

/** The guide's items, each to edit, hide or show again; a refused hide is said above them. */
export function EditorList<Item>({
  id,
  title,
  summary,
  empty,
  items,
  describe,
  onEdit,
  api,
}: EditorListProps<Item>) {
  const setHidden = api.useSetHidden();
  if (empty && items.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {summary}
      {setHidden.error ? <Alert>{errorText(setHidden.error)}</Alert> : null}
      <ul className={styles.list}>
        {items.map((item) => {
          const { key, content, hidden, status, className, edit, hide } = describe(item);
          return (
            <li
              key={key}
              className={className ? `${styles.item} ${className}` : styles.item}
              data-hidden={hidden || undefined}
              data-status={status}
            >
              {content}
              <div className={styles.actions}>
                <Button variant="secondary" aria-label={edit.label} onClick={() => onEdit(item)}>
                  {edit.text}
                </Button>
                {hide ? (
                  <Button
                    variant="ghost"
                    aria-label={hide.label}
                    disabled={setHidden.isPending}
                    onClick={() => setHidden.mutate({ key, hidden: !hide.hidden })}
                  >
                    {hide.text}
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
