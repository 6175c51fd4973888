import { PageTitle } from '@/components/ui/page-title';
import styles from './site.module.css';

/** A public page's title band: the document title, the page's one h1, and a lead sentence. */
export function PageHeader({ title, lead }: { title: string; lead: string }) {
  return (
    <header className={styles.header}>
      <PageTitle title={title} />
      <h1 id="page-heading">{title}</h1>
      <p className={styles.lead}>{lead}</p>
    </header>
  );
}
