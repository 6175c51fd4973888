import { useTranslation } from '@/lib/use-translation';
import type { SiteContent } from '@ecoscha/contracts';
import { GridList } from '@/components/site/grid-list';
import { SiteSection } from '@/components/site/site-page';
import { SundaneseText } from '@/components/sundanese/sundanese-text';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { inLanguage } from '@/lib/site-content';
import { useLanguage } from '@/lib/use-language';
import styles from './credits.module.css';

type Credit = SiteContent['credits']['music'][number];

function CreditList({ credits }: { credits: Credit[] }) {
  const { t } = useTranslation('credits');
  const language = useLanguage();
  return (
    <GridList className={styles.list}>
      {credits.map((credit) => (
        <li key={credit.title} className={styles.item}>
          <h3 className={styles.itemTitle}>{inLanguage(credit, 'title', language)}</h3>
          <p className={styles.meta}>
            <span>{t('author', { author: inLanguage(credit, 'author', language) })}</span>
            <span className={styles.license}>{t('license', { license: credit.license })}</span>
          </p>
          <SundaneseText text={inLanguage(credit, 'text', language)} />
        </li>
      ))}
    </GridList>
  );
}

/** /credits: music, pictures and icons, special thanks, and the way back home. */
export function CreditsSections({ credits }: { credits: SiteContent['credits'] }) {
  const { t } = useTranslation('credits');
  const language = useLanguage();
  return (
    <>
      <SiteSection id="music" title={t('music')}>
        <CreditList credits={credits.music} />
      </SiteSection>
      <SiteSection id="icons" title={t('icons')}>
        <CreditList credits={credits.icons} />
      </SiteSection>
      <SiteSection id="thanks" title={t('thanks')}>
        <GridList className={styles.list}>
          {credits.thanks.map((thanks) => (
            <li key={thanks.name} className={`${styles.item} ${styles.thanks}`}>
              <h3 className={styles.itemTitle}>{inLanguage(thanks, 'name', language)}</h3>
              <SundaneseText text={inLanguage(thanks, 'text', language)} />
            </li>
          ))}
        </GridList>
      </SiteSection>
      <div className={styles.back}>
        <ButtonLink to={paths.home.getHref()}>{t('backHome')}</ButtonLink>
      </div>
    </>
  );
}
