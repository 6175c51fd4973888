import { useTranslation } from 'react-i18next';
import { contentUrl } from '@/lib/content-url';
import styles from './screen.module.css';

/** "Guide: name" with the guide's portrait (decorative: the name says who it is). */
export function GuideName({ name }: { name: string }) {
  const { t } = useTranslation('leaderboard');
  return (
    <p className={styles.guide}>
      <img
        src={contentUrl('/content/images/characters/sustainability_guide_1-portrait.svg')}
        alt=""
        width={36}
        height={36}
      />
      {t('guide', { name })}
    </p>
  );
}
