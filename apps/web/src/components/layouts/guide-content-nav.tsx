import { useTranslation } from '@/lib/use-translation';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import styles from './guide-content-nav.module.css';

const EDITORS = [
  { to: paths.myQuestions.getHref(), key: 'questions' },
  { to: paths.myNarratives.getHref(), key: 'narratives' },
  { to: paths.myGlossary.getHref(), key: 'glossary' },
  { to: paths.myMaterials.getHref(), key: 'materials' },
] as const;

/** The guide's own content, one editor per kind: questions, narratives, glossary, materials. */
export function GuideContentNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('guideContent.nav.label')} className={styles.nav}>
      <ul className="row-list">
        {EDITORS.map((editor) => (
          <li key={editor.key}>
            <NavLink to={editor.to} end className={styles.link}>
              {t(`guideContent.nav.${editor.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
