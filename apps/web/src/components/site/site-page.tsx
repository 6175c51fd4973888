import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { SiteContent } from '@ecoscha/contracts';
import { useSitePage } from '@/lib/site-content';
import { PageHeader } from './page-header';
import { LoadError, LoadingStatus } from './query-status';
import styles from './site.module.css';

type PageWithTexts = 'about' | 'credits' | 'guide';

type SitePageProps<P extends PageWithTexts> = {
  page: P;
  title: string;
  lead: string;
  /** The page's sections, drawn from its texts once they have arrived. */
  children: (content: SiteContent[P]) => ReactNode;
};

/** A public page made of site content: title and lead at once, the sections when loaded. */
export function SitePage<P extends PageWithTexts>({
  page,
  title,
  lead,
  children,
}: SitePageProps<P>) {
  const content = useSitePage(page);
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

/**
 * The route of a public page whose title and lead are `title` and `lead` in `namespace`, and whose
 * texts are the site content's part of the same name.
 */
export function sitePageRoute<P extends PageWithTexts>(
  namespace: P,
  sections: SitePageProps<P>['children'],
) {
  return function SitePageRoute() {
    const { t } = useTranslation(namespace as PageWithTexts);
    return (
      <SitePage page={namespace} title={t('title')} lead={t('lead')}>
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
