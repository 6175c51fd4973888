import { Suspense } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Outlet } from 'react-router';
import { Header } from './header';
import styles from './main-layout.module.css';

export function MainLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main-content">
        {t('skipToContent')}
      </a>
      <Header />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {/* A page whose texts are still downloading shows under the header once they arrive. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <footer className={styles.footer}>
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </footer>
    </div>
  );
}
