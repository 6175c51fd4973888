import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link, NavLink, useLocation } from 'react-router';
import { isModeratorRole } from '@ecoscha/game';
import { LanguageToggle } from '@/components/ui/language-toggle';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useAuth, useLogout } from '@/lib/auth';
import { STORAGE_KEYS, useStoredValue } from '@/lib/storage';
import styles from './header.module.css';

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** The header is fixed as soon as the page is scrolled at all. */
function useScrolled(): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > 0,
    () => false,
  );
}

const siteLinks = [
  { to: paths.home.getHref(), label: 'nav.home', end: true },
  { to: paths.guide.getHref(), label: 'nav.guide', end: false },
  { to: paths.about.getHref(), label: 'nav.about', end: false },
  { to: paths.credits.getHref(), label: 'nav.credits', end: false },
] as const;

export function Header() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const token = useStoredValue(STORAGE_KEYS.token);
  // The guide's account: its lessons are one tap away on every page.
  const isGuide = isModeratorRole(useAuth().roleId);
  const logout = useLogout();
  const fixed = useScrolled();
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  // Any navigation closes the small-screen menu.
  const [shownFor, setShownFor] = useState(location.key);
  if (shownFor !== location.key) {
    setShownFor(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className={styles.slot}>
      <header className={styles.header} data-fixed={fixed}>
        <div className={styles.bar}>
          <Link to={paths.home.getHref()} className={styles.brand}>
            <Logo size={40} />
            <span>{t('appName')}</span>
          </Link>
          <button
            ref={menuButton}
            type="button"
            className={styles.menuButton}
            aria-label={t('nav.menu')}
            aria-expanded={open}
            aria-controls="site-menu"
            onClick={() => setOpen((isOpen) => !isOpen)}
          >
            <span className={styles.burger} aria-hidden="true" />
          </button>
          <nav id="site-menu" aria-label={t('nav.label')} className={styles.menu} data-open={open}>
            <ul className={styles.links}>
              {siteLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.end} className={styles.link}>
                    {t(link.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
            {/* The detector keeps the choice in localStorage and a cookie. */}
            <LanguageToggle
              label={t('language.label')}
              value={i18n.resolvedLanguage}
              onChange={(language) => void i18n.changeLanguage(language)}
              className={styles.languages}
            />
            <ul className={styles.links}>
              {token ? (
                <>
                  {isGuide ? (
                    <li>
                      <NavLink to={paths.lessons.getHref()} className={styles.link}>
                        {t('nav.lessons')}
                      </NavLink>
                    </li>
                  ) : null}
                  <li>
                    <NavLink to={paths.profile.getHref()} className={styles.link}>
                      {t('nav.profile')}
                    </NavLink>
                  </li>
                  <li>
                    <button type="button" className={styles.link} onClick={() => void logout()}>
                      {t('nav.logout')}
                    </button>
                  </li>
                </>
              ) : (
                <>
                  <li>
                    <NavLink to={paths.login.getHref()} className={styles.link}>
                      {t('nav.login')}
                    </NavLink>
                  </li>
                  <li>
                    <NavLink to={paths.signup.getHref()} className={styles.link}>
                      {t('nav.register')}
                    </NavLink>
                  </li>
                </>
              )}
            </ul>
          </nav>
        </div>
      </header>
    </div>
  );
}
