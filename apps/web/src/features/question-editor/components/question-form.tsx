import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import {
  QUESTION_LIMITS,
  QUESTION_TYPES,
  QUIZ_TOPIC_KEYS,
  type GuideQuestion,
  type QuestionDraft,
} from '@ecoscha/contracts';
import { EditorForm, fieldErrorsOf } from '@/components/content-editor/editor-form';
import editorStyles from '@/components/content-editor/content-editor.module.css';
import { PhonePreview, type ContentFormProps } from '@/components/content-editor/phone-preview';
import { TextAreaField } from '@/components/ui/text-area-field';
import { myQuestionsApi } from '../api/my-questions';
import { acceptedFromLines, emptyDraft, withType } from '../utils/draft';
import { BilingualField } from './bilingual-field';
import { ChoiceFields } from './choice-fields';
import styles from './question-editor.module.css';

type QuestionFormProps = ContentFormProps<QuestionDraft> & { editing?: GuideQuestion };

/** Writes or edits one question: both languages side by side, a phone preview beside them. */
export function QuestionForm({ editing, renderPreview, onDone }: QuestionFormProps) {
  const { t } = useTranslation('questionEditor');
  const [draft, setDraft] = useState<QuestionDraft>(() => editing?.draft ?? emptyDraft());
  const [acceptedText, setAcceptedText] = useState(() => draft.also_accepted.join('\n'));
  const save = myQuestionsApi.useSave();
  const errors = fieldErrorsOf(save.error);
  const choice = draft.type === 'multiple_choice' || draft.type === 'true_false';
  const withAccepted = { ...draft, also_accepted: acceptedFromLines(acceptedText) };
  const started = draft.question_id.trim() || draft.question_en.trim();
  const change = (field: keyof QuestionDraft, value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  return (
    <EditorForm
      title={t(editing ? 'form.editTitle' : 'form.newTitle')}
      failure={save.error}
      refused={t('form.refused')}
      saving={save.isPending}
      saveText={t('form.save')}
      onCancel={onDone}
      onSubmit={() => save.mutateAsync({ key: editing?.id, body: withAccepted }).then(onDone)}
      preview={
        <PhonePreview
          plain
          languageNames={{ id: t('form.indonesian'), en: t('form.english') }}
          empty={started ? undefined : t('preview.empty')}
        >
          {(language) => renderPreview(withAccepted, language)}
        </PhonePreview>
      }
    >
      <div className={editorStyles.pair}>
        <Choice
          label={t('form.type')}
          value={draft.type}
          options={QUESTION_TYPES}
          name={(type) => t(`types.${type}`)}
          onChange={(type) => setDraft(withType(draft, type))}
        />
        <Choice
          label={t('form.topic')}
          value={draft.topic}
          options={QUIZ_TOPIC_KEYS}
          name={(topic) => t(`topics.${topic}`)}
          onChange={(topic) => change('topic', topic)}
        />
      </div>
      <BilingualField
        base="stimulus"
        label={t('form.stimulus')}
        draft={draft}
        maxLength={QUESTION_LIMITS.stimulusMax}
        errors={errors}
        onChange={change}
      />
      <BilingualField
        base="question"
        label={t('form.question')}
        draft={draft}
        maxLength={QUESTION_LIMITS.questionMax}
        errors={errors}
        onChange={change}
      />
      {choice ? (
        <ChoiceFields draft={draft} errors={errors} onChange={setDraft} />
      ) : (
        <BilingualField
          base="answer"
          label={t(draft.type === 'essay' ? 'form.modelAnswer' : 'form.answer')}
          draft={draft}
          multiline={draft.type === 'essay'}
          maxLength={QUESTION_LIMITS.answerMax}
          errors={errors}
          onChange={change}
        />
      )}
      {draft.type === 'short_answer' ? (
        <TextAreaField
          label={t('form.accepted')}
          rows={2}
          value={acceptedText}
          error={errors.also_accepted}
          onChange={(event) => setAcceptedText(event.target.value)}
        />
      ) : null}
      <BilingualField
        base="reasoning"
        label={t('form.reasoning')}
        draft={draft}
        maxLength={QUESTION_LIMITS.reasoningMax}
        errors={errors}
        onChange={change}
      />
    </EditorForm>
  );
}

/** One of the form's drop-down choices (the question's type or topic). */
function Choice<Value extends string>({
  label,
  value,
  options,
  name,
  onChange,
}: {
  label: string;
  value: Value;
  options: readonly Value[];
  name(option: Value): string;
  onChange(value: Value): void;
}) {
  return (
    <label className={styles.select}>
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value as Value)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {name(option)}
          </option>
        ))}
      </select>
    </label>
  );
}
