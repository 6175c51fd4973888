import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { LoadError, LoadingStatus, PartFailed } from '@/components/site/query-status';
import { SundaneseText } from '@/components/sundanese/sundanese-text';
import { Button, ButtonLink } from '@/components/ui/button';
import { LoadBoundary } from '@/components/ui/load-boundary';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { contentUrl } from '@/lib/content-url';
import { inLanguage, useSitePage } from '@/lib/site-content';
import { useLanguage } from '@/lib/use-language';
import styles from './home.module.css';
import { SignedInActions } from './signed-in-actions';
import { WelcomeNote } from './welcome-note';

const loadManual = () => import('./manual-dialog');
/** The manual's dialog, flipbook and texts download when it is first opened (or pointed at). */
const ManualDialog = lazy(loadManual);

/** The intro card: the game's title and description, the manual, and the way to the guide. */
export function HomeIntro() {
  const { t } = useTranslation('home');
  const { t: tCommon } = useTranslation();
  const language = useLanguage();
  const content = useSitePage('home');
  const [manualOpen, setManualOpen] = useState(false);
  const [manualWanted, setManualWanted] = useState(false);
  const manual = useSitePage('manual', { enabled: manualWanted });
  const { user } = useAuth();
  const home = content.data;
  const prepareManual = () => {
    setManualWanted(true);
    void loadManual();
  };

  return (
    <section className={styles.intro} aria-labelledby="page-heading">
      <img
        src={contentUrl('/content/images/backgrounds/home.svg')}
        alt=""
        width={1600}
        height={900}
        decoding="async"
        fetchPriority="high"
        className={styles.introArt}
      />
      <div className={styles.introCard}>
        <Logo size={56} className={styles.introLogo} />
        <p className={styles.eyebrow}>{t('intro.eyebrow')}</p>
        <h1 id="page-heading" className={styles.introTitle}>
          {home ? inLanguage(home, 'title', language) : tCommon('appName')}
        </h1>
        {home ? (
          <SundaneseText
            text={inLanguage(home, 'description', language)}
            className={styles.introText}
          />
        ) : null}
        <WelcomeNote />
        {content.isPending ? <LoadingStatus /> : null}
        {content.isError ? (
          <>
            <p className={styles.introText}>{tCommon('tagline')}</p>
            <LoadError error={content.error} onRetry={() => void content.refetch()} />
          </>
        ) : null}
        <div className={styles.introActions}>
          <SignedInActions />
          {content.data ? (
            <Button
              variant={user ? 'secondary' : undefined}
              aria-haspopup="dialog"
              onClick={() => {
                prepareManual();
                setManualOpen(true);
              }}
              onPointerEnter={prepareManual}
              onFocus={prepareManual}
            >
              {t('intro.openManual')}
            </Button>
          ) : null}
          <ButtonLink variant="secondary" to={paths.guide.getHref()}>
            {t('intro.readGuide')}
          </ButtonLink>
        </div>
      </div>
      {manualOpen && manual.isPending ? <LoadingStatus text={t('manual.loading')} /> : null}
      {manualOpen && manual.isError ? (
        <LoadError error={manual.error} onRetry={() => void manual.refetch()} />
      ) : null}
      {manualOpen && manual.data ? (
        <LoadBoundary fallback={<PartFailed />}>
          <Suspense fallback={<LoadingStatus text={t('manual.loading')} />}>
            <ManualDialog manual={manual.data} onClose={() => setManualOpen(false)} />
          </Suspense>
        </LoadBoundary>
      ) : null}
    </section>
  );
}
