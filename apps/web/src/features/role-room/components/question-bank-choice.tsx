import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { QUESTION_BANK_CHOICES, type QuestionBankChoice } from '@ecoscha/contracts';
import { paths } from '@/config/paths';
import styles from './time-settings.module.css';

type QuestionBankChoiceProps = {
  value: QuestionBankChoice;
  onChange(value: QuestionBankChoice): void;
};

/** Which quiz questions the room asks: the game's own, the guide's, or both. */
export function QuestionBankChoiceField({ value, onChange }: QuestionBankChoiceProps) {
  const { t } = useTranslation('roleRoom');
  const { t: common } = useTranslation();
  return (
    <div className={`${styles.details} select-field`}>
      <label htmlFor="question-bank" className="select-label">
        {t('questionBank.label')}
      </label>
      <select
        id="question-bank"
        className="select-box"
        value={value}
        onChange={(event) => onChange(event.target.value as QuestionBankChoice)}
      >
        {QUESTION_BANK_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {t(`questionBank.${choice}`)}
          </option>
        ))}
      </select>
      <Link to={paths.myQuestions.getHref()}>{t('questionBank.edit')}</Link>
      <Link to={paths.myNarratives.getHref()}>{common('guideContent.otherEditors')}</Link>
    </div>
  );
}
