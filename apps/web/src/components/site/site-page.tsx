import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { SiteContent } from '@ecoscha/contracts';
import { useSiteContent } from '@/lib/site-content';
import { PageHeader } from './page-header';
import { LoadError, LoadingStatus } from './query-status';
import styles from './site.module.css';

type SitePageProps = {
  title: string;
  lead: string;
  /** The page's sections, drawn from the site content once it has arrived. */
  children: (content: SiteContent) => ReactNode;
};

/** A public page made of site content: title and lead at once, the sections when loaded. */
export function SitePage({ title, lead, children }: SitePageProps) {
  const content = useSiteContent();
  return (
    <div className={styles.page}>
      <PageHeader title={title} lead={lead} />
      {content.isPending ? <LoadingStatus /> : null}
      {content.isError ? (
        <LoadError error={content.error} onRetry={() => void content.refetch()} />
      ) : null}
      {content.data ? <div className={styles.sections}>{children(content.data)}</div> : null}
    </div>
  );
}

/** The route of a public page whose title and lead are `title` and `lead` in `namespace`. */
export function sitePageRoute(
  namespace: 'about' | 'credits' | 'guide',
  sections: SitePageProps['children'],
) {
  return function SitePageRoute() {
    const { t } = useTranslation(namespace);
    return (
      <SitePage title={t('title')} lead={t('lead')}>
        {sections}
      </SitePage>
    );
  };
}

type SiteSectionProps = {
  id: string;
  title: string;
  intro?: string;
  className?: string;
  children: ReactNode;
};

/** A titled section of a public page. */
export function SiteSection({ id, title, intro, className, children }: SiteSectionProps) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={[styles.section, className].filter(Boolean).join(' ')}
    >
      <h2 id={`${id}-heading`} className={styles.sectionTitle}>
        {title}
      </h2>
      {intro ? <p className={styles.sectionIntro}>{intro}</p> : null}
      {children}
    </section>
  );
}
