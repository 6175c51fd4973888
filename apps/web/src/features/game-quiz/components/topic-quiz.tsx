import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import { scaledDuration, topicDurationMs } from '@ecoscha/game';
import { useMilestoneAnnouncements } from '@/components/game/announcer/use-announcements';
import { useGame, useHoldRedirect } from '@/components/game/game-session';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { GAME_DELAYS_MS } from '@/config/timing';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/i18n';
import { useLanguage } from '@/lib/use-language';
import type { QuizTopic } from '../api/get-quiz-topics';
import { useSaveQuizScore, type SaveScoreResponse } from '../api/save-quiz-score';
import { useTopicTimer } from '../hooks/use-topic-timer';
import { QUIZ_KINDS, type QuizKind } from '../utils/quiz-kinds';
import { quizDraft, type QuizDraft } from '../utils/quiz-storage';
import { QuestionCard } from './question-card';
import { QuizResult } from './quiz-result';
import styles from './quiz-runner.module.css';
import { TopicTimer } from './topic-timer';

type Stage =
  | { name: 'answering' }
  | { name: 'saving'; timeUp: boolean }
  | { name: 'result'; result: SaveScoreResponse }
  | { name: 'failed'; error: unknown }
  | { name: 'alreadySaved' };

type TopicQuizProps = {
  kind: QuizKind;
  topic: QuizTopic;
  /** Told when the answers go to the server, so a topic now done is not taken for a reopening. */
  onHandIn(): void;
};

/**
 * Answering one topic: its question(s) one after the other, 60 s from the moment it was opened
 * (longer in the accessibility mode; the quiz's own deadline wins), then the result for 2 s and
 * back to the topic choice.
 */
export function TopicQuiz({ kind, topic, onHandIn }: TopicQuizProps) {
  const { t } = useTranslation('gameQuiz');
  const { sessionId, view } = useGame();
  const language = useLanguage();
  const navigate = useNavigate();
  const save = useSaveQuizScore();
  const draftId = { kind, sessionId, userId: view.viewer.userId, topicId: topic._id };
  const [draft, setDraft] = useState<QuizDraft>(() => quizDraft.load(draftId, Date.now()));
  const [stage, setStage] = useState<Stage>({ name: 'answering' });
  const handedIn = useRef(false);
  const questions = topic.questions;
  const index = Math.min(draft.index, questions.length - 1);
  const question = questions[index];
  const answer = question ? (draft.answers[question.id] ?? '') : '';
  const last = index === questions.length - 1;
  const limitSeconds = topicDurationMs(view) / 1000;
  // The result stays up 2 s, longer in the accessibility mode (time to read it).
  const returnMs = scaledDuration(view, GAME_DELAYS_MS.quizReturn);

  function update(next: QuizDraft) {
    setDraft(next);
    quizDraft.save(draftId, next);
  }

  function handIn(timeUp: boolean) {
    if (handedIn.current) return;
    handedIn.current = true;
    setStage({ name: 'saving', timeUp });
    onHandIn();
    const answers = Object.fromEntries(questions.map((q) => [q.id, draft.answers[q.id] ?? '']));
    save.mutate(
      { sessionId, userId: view.viewer.userId, topicId: topic._id, answers, kind },
      {
        onSuccess: (result) => {
          quizDraft.clear(draftId);
          setStage({ name: 'result', result });
        },
        onError: (error) => {
          // A retried hand-in whose first attempt did arrive: the answers are safe.
          if (error instanceof ApiError && error.code === 'TOPIC_ALREADY_COMPLETED') {
            quizDraft.clear(draftId);
            setStage({ name: 'alreadySaved' });
            return;
          }
          setStage({ name: 'failed', error });
        },
      },
    );
  }

  const seconds = useTopicTimer({
    startedAt: draft.startedAt,
    limitSeconds,
    deadline: view.gameState.deadline,
    running: stage.name === 'answering',
    paused: view.gameState.pausedRemainingMs !== undefined,
    onExpire: () => handIn(true),
  });

  useMilestoneAnnouncements(
    seconds,
    view.accessibility !== undefined && stage.name === 'answering',
  );

  // The result (or the failure) stays on screen for 2 s, whatever the phase does meanwhile.
  const finished =
    stage.name === 'result' || stage.name === 'failed' || stage.name === 'alreadySaved';
  useHoldRedirect(stage.name !== 'answering');
  useEffect(() => {
    if (!finished) return;
    const timer = setTimeout(
      () => void navigate(QUIZ_KINDS[kind].chooserHref(sessionId), { replace: true }),
      returnMs,
    );
    return () => clearTimeout(timer);
  }, [finished, kind, sessionId, navigate, returnMs]);

  if (stage.name === 'result') {
    return (
      <QuizResult
        kind={kind}
        result={stage.result}
        questions={questions}
        language={language}
        returnMs={returnMs}
      />
    );
  }
  if (stage.name === 'failed' || stage.name === 'alreadySaved') {
    return (
      <div className={styles.message}>
        {stage.name === 'failed' ? (
          <Alert>{t('result.saveFailed', { message: errorText(stage.error) })}</Alert>
        ) : (
          <p role="status">{t('result.alreadySaved')}</p>
        )}
        <p role="status">{t('result.returning')}</p>
      </div>
    );
  }
  if (!question) return null;

  const answered = answer.trim() !== '';
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (!answered) return;
        if (last) handIn(false);
        else update({ ...draft, index: index + 1 });
      }}
    >
      <div className={styles.progressRow}>
        {questions.length > 1 && (
          <p className={styles.count}>
            {t('quiz.questionCount', { current: index + 1, total: questions.length })}
          </p>
        )}
        <TopicTimer seconds={seconds} limitSeconds={limitSeconds} />
      </div>
      <fieldset className={styles.fieldset} disabled={stage.name !== 'answering'}>
        <QuestionCard
          key={question.id}
          question={question}
          language={language}
          value={answer}
          onChange={(value) =>
            update({ ...draft, answers: { ...draft.answers, [question.id]: value } })
          }
        />
      </fieldset>
      <div className={styles.actions}>
        {stage.name === 'saving' ? (
          <p role="status" className={styles.saving}>
            {stage.timeUp ? t('quiz.timeUp') : t('quiz.saving')}
          </p>
        ) : (
          !answered && <p className={styles.nextHint}>{t('quiz.answerFirst')}</p>
        )}
        <Button type="submit" block disabled={!answered || stage.name !== 'answering'}>
          {last ? t('quiz.finish') : t('quiz.next')}
        </Button>
      </div>
    </form>
  );
}
