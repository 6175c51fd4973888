import { Component, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/use-translation';
import styles from './actions.module.css';

/** Shown when a route fails to load or render. Not lazy: it must work when loading fails. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <ContentLayout title={t('routeError.title')} narrow centered>
      <p>{t('routeError.text')}</p>
      <div className={styles.actions}>
        <ButtonLink to={paths.home.getHref()} reloadDocument>
          {t('actions.goHome')}
        </ButtonLink>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('actions.reload')}
        </Button>
      </div>
    </ContentLayout>
  );
}

type BoundaryProps = { children: ReactNode; path: string };
type BoundaryState = { failed: boolean; path: string };

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, path: this.props.path };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  /** Another page is another chance: the error is forgotten when the path changes. */
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.path === state.path ? null : { failed: false, path: props.path };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/**
 * The routes below it, or `RouteError` in their place when one throws while it renders or its
 * code fails to download; another path tries again.
 */
export function RouteErrorBoundary({ children = <Outlet /> }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary path={pathname}>{children}</ErrorBoundary>;
}
