import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import styles from './content-editor.module.css';

type EditorPageProps<Editing> = {
  intro: string;
  /** The intro stays above the form too. */
  introWhileEditing?: boolean;
  /** What the page waits for; one failing shows `loadFailed`. */
  queries: { isPending: boolean; isError: boolean }[];
  loading: string;
  loadFailed: string;
  /** The button that starts a new item, and what the form then edits. */
  startNew?: { label: string; editing: Editing };
  /** The kind's own tools, below the actions (a file's export and import). */
  tools?: ReactNode;
  /** The form of what is being edited; `done` brings the list back. */
  form(editing: Editing, done: () => void): ReactNode;
  /** The list (and anything after it); `edit` opens the form. */
  children(edit: (editing: Editing) => void): ReactNode;
  /** The kind's page class: it may tune the list's spacing (see the stylesheet). */
  className?: string;
};

/** A guide's content page: an intro, a button for a new item, the list; or the form of one item. */
export function EditorPage<Editing>({
  intro,
  introWhileEditing,
  queries,
  loading,
  loadFailed,
  startNew,
  tools,
  form,
  children,
  className,
}: EditorPageProps<Editing>) {
  const [editing, setEditing] = useState<{ current: Editing } | null>(null);
  const introText = <p className={styles.muted}>{intro}</p>;
  const pageClass = className ? `${styles.page} ${className}` : styles.page;

  if (editing) {
    return (
      <div className={pageClass}>
        {introWhileEditing ? introText : null}
        {form(editing.current, () => setEditing(null))}
      </div>
    );
  }
  return (
    <div className={pageClass}>
      {introText}
      {startNew ? (
        <div className={styles.toolbar}>
          <Button onClick={() => setEditing({ current: startNew.editing })}>
            {startNew.label}
          </Button>
        </div>
      ) : null}
      {tools}
      {queries.some((query) => query.isPending) ? (
        <p className={styles.muted} role="status">
          {loading}
        </p>
      ) : null}
      {queries.some((query) => query.isError) ? <Alert>{loadFailed}</Alert> : null}
      {children((current) => setEditing({ current }))}
    </div>
  );
}
