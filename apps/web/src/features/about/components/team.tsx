import { useTranslation } from '@/lib/use-translation';
import type { SiteContent } from '@ecoscha/contracts';
import { GridList } from '@/components/site/grid-list';
import { contentUrl } from '@/lib/content-url';
import { inLanguage } from '@/lib/site-content';
import { useLanguage } from '@/lib/use-language';
import styles from './about.module.css';

type Member = SiteContent['about']['team'][number];

/** The six team members; a placeholder person carries a small "example" badge. */
export function Team({ members }: { members: Member[] }) {
  const { t } = useTranslation('about');
  const language = useLanguage();
  return (
    <GridList className={styles.team}>
      {members.map((member) => {
        const name = inLanguage(member, 'name', language);
        return (
          <li key={member.photo} className={styles.member}>
            <img
              src={contentUrl(member.photo)}
              alt={t('team.photo', { name })}
              width={160}
              height={160}
              loading="lazy"
              decoding="async"
              className={styles.photo}
            />
            <div className={styles.memberText}>
              <h3 className={styles.memberName}>{name}</h3>
              <p className={styles.memberRole}>{inLanguage(member, 'role', language)}</p>
              <p className={styles.memberEducation}>{inLanguage(member, 'education', language)}</p>
              {member.fictional ? (
                <p className={styles.example}>
                  <span aria-hidden="true">{t('team.example')}</span>
                  <span className="sr-only">{t('team.exampleLabel')}</span>
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </GridList>
  );
}
