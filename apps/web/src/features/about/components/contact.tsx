import { useTranslation } from '@/lib/use-translation';
import type { SiteContent } from '@ecoscha/contracts';
import styles from './about.module.css';

type ContactDetails = SiteContent['about']['contact'];

function ExternalLink({ href, children }: { href: string; children: string }) {
  const { t } = useTranslation('site');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {t('newTab')}</span>
    </a>
  );
}

/** Email, Instagram and TikTok, each only when the content gives one (we never invent one). */
export function Contact({ contact }: { contact: ContactDetails }) {
  const { t } = useTranslation('about');
  const { email, instagram, tiktok } = contact;
  if (!email && !instagram && !tiktok)
    return <p className={styles.noContact}>{t('contact.none')}</p>;
  return (
    <dl className={styles.contact}>
      {email ? (
        <div>
          <dt>{t('contact.email')}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
      ) : null}
      {instagram ? (
        <div>
          <dt>{t('contact.instagram')}</dt>
          <dd>
            <ExternalLink href={instagram.url}>{instagram.handle}</ExternalLink>
          </dd>
        </div>
      ) : null}
      {tiktok ? (
        <div>
          <dt>{t('contact.tiktok')}</dt>
          <dd>
            <ExternalLink href={tiktok.url}>{tiktok.handle}</ExternalLink>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
