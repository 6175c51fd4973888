import type { ReactNode } from 'react';
import { PageTitle } from '@/components/ui/page-title';
import styles from './content-layout.module.css';

type ContentLayoutProps = {
  title: string;
  children?: ReactNode;
  /** A narrow card, for forms and short messages. */
  narrow?: boolean;
  centered?: boolean;
  /** Something shown above the heading, such as the logo. */
  before?: ReactNode;
};

/** One page's frame: document title, a single h1, and the content. */
export function ContentLayout({ title, children, narrow, centered, before }: ContentLayoutProps) {
  const pageClass = [styles.page, narrow && styles.narrow].filter(Boolean).join(' ');
  const cardClass = [styles.card, centered && styles.centered].filter(Boolean).join(' ');
  return (
    <div className={pageClass}>
      <PageTitle title={title} />
      <section className={cardClass} aria-labelledby="page-heading">
        {before}
        <h1 id="page-heading">{title}</h1>
        {children}
      </section>
    </div>
  );
}
