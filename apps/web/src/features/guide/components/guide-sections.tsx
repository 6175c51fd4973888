import { useTranslation } from '@/lib/use-translation';
import type { SiteContent } from '@ecoscha/contracts';
import { GridList } from '@/components/site/grid-list';
import { SiteSection } from '@/components/site/site-page';
import { SundaneseText } from '@/components/sundanese/sundanese-text';
import { contentUrl } from '@/lib/content-url';
import { inLanguage } from '@/lib/site-content';
import { useLanguage } from '@/lib/use-language';
import styles from './guide.module.css';

/** /guide: the objective, the ordered steps of a game, and tips. */
export function GuideSections({ guide }: { guide: SiteContent['guide'] }) {
  const { t } = useTranslation('guide');
  const language = useLanguage();
  return (
    <>
      <SiteSection id="objective" title={t('objective')}>
        <div className={styles.objectiveRow}>
          <SundaneseText
            text={inLanguage(guide, 'objective', language)}
            className={styles.objective}
          />
          <img
            src={contentUrl('/content/images/scenes/morning.svg')}
            alt=""
            width={800}
            height={450}
            loading="lazy"
            decoding="async"
            className={styles.scene}
          />
        </div>
      </SiteSection>
      <SiteSection id="steps" title={t('steps')}>
        <GridList as="ol" className={styles.steps}>
          {guide.steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <div className={styles.stepBody}>
                <h3 className={styles.stepTitle}>
                  <span className="sr-only">{t('step', { number: index + 1 })}: </span>
                  {inLanguage(step, 'title', language)}
                </h3>
                <SundaneseText text={inLanguage(step, 'text', language)} />
              </div>
            </li>
          ))}
        </GridList>
      </SiteSection>
      <SiteSection id="tips" title={t('tips')}>
        <GridList className={styles.tips}>
          {guide.tips.map((tip) => (
            <li key={tip.text} className={styles.tip}>
              <SundaneseText text={inLanguage(tip, 'text', language)} />
            </li>
          ))}
        </GridList>
      </SiteSection>
    </>
  );
}
