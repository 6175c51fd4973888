import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { ClassProgress, ProgressEntry } from '@ecoscha/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TitledSection } from '@/components/ui/titled-section';
import { formatDate, formatShare } from '@/lib/report-format';
import { errorText } from '@/lib/i18n';
import { useLanguage } from '@/lib/use-language';
import { useClassProgress, useDownloadProgress, type ProgressFileType } from '../api/classes-api';
import { ProgressChart } from './progress-chart';
import classStyles from './classes.module.css';
import styles from './progress.module.css';

/** A wide table in a region of its own that scrolls sideways on a phone. */
function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroller" role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>{children}</table>
    </div>
  );
}

/** A column per game, numbered as in the chart and the list of games' dates. */
function GameHeadings({ count }: { count: number }) {
  const { t } = useTranslation('classes');
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <th key={index} scope="col">
          <abbr title={t('progress.game', { number: index + 1 })}>
            {t('progress.gameShort', { number: index + 1 })}
          </abbr>
        </th>
      ))}
    </>
  );
}

/** One student's opening → closing score in one game, or "absent". */
function ScoreCell({ entry }: { entry: ProgressEntry | null }) {
  const { t } = useTranslation('classes');
  if (!entry) return <td className={styles.absent}>{t('progress.absent')}</td>;
  const closing = entry.closing ? String(entry.closing.score) : t('progress.noClosing');
  return <td>{t('progress.score', { before: entry.opening.score, after: closing })}</td>;
}

function StudentScores({ progress }: { progress: ClassProgress }) {
  const { t } = useTranslation('classes');
  return (
    <TitledSection
      id="progress-students"
      title={t('progress.studentsTitle')}
      titleClassName="box-title"
      className={styles.subsection}
    >
      <ScrollTable label={t('progress.studentsLabel')}>
        <thead>
          <tr>
            <th scope="col">{t('students.number')}</th>
            <th scope="col">{t('progress.student')}</th>
            <GameHeadings count={progress.games.length} />
          </tr>
        </thead>
        <tbody>
          {progress.students.map((student) => (
            <tr key={student.studentId}>
              <td>{student.number}</td>
              <th scope="row">{student.name}</th>
              {progress.games.map((game, index) => (
                <ScoreCell key={game.sessionId} entry={student.games[index] ?? null} />
              ))}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </TitledSection>
  );
}

/** The class's share of right answers per topic, each game's opening → closing. */
function TopicShares({ progress }: { progress: ClassProgress }) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  const share = (value: number | null) => formatShare(value, language) ?? t('progress.notAsked');
  return (
    <TitledSection
      id="progress-topics"
      title={t('progress.topicsTitle')}
      titleClassName="box-title"
      className={styles.subsection}
    >
      <ScrollTable label={t('progress.topicsLabel')}>
        <thead>
          <tr>
            <th scope="col">{t('progress.topic')}</th>
            <GameHeadings count={progress.games.length} />
          </tr>
        </thead>
        <tbody>
          {progress.topics.map((topic) => (
            <tr key={topic.topicId}>
              <th scope="row">{topic.name[language]}</th>
              {progress.games.map((game) => {
                const shares = game.topics.find((entry) => entry.topicId === topic.topicId);
                return (
                  <td key={game.sessionId}>
                    {shares
                      ? t('progress.score', {
                          before: share(shares.opening),
                          after: share(shares.closing),
                        })
                      : t('progress.notAsked')}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </TitledSection>
  );
}

function ProgressDownloads({ classId }: { classId: string }) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  const download = useDownloadProgress(classId);
  const button = (type: ProgressFileType, label: string) => (
    <Button
      variant="secondary"
      disabled={download.isPending}
      onClick={() => download.mutate({ type, language })}
    >
      {download.isPending && download.variables.type === type ? t('progress.downloading') : label}
    </Button>
  );
  return (
    <>
      <div className={styles.downloads}>
        {button('csv', t('progress.downloadCsv'))}
        {button('xlsx', t('progress.downloadXlsx'))}
      </div>
      {download.isError ? (
        <Alert>{t('progress.downloadFailed', { message: errorText(download.error) })}</Alert>
      ) : null}
    </>
  );
}

/** The class's progress over its games: the averages' chart, each student, each topic, the files. */
export function ProgressSection({ classId }: { classId: string }) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  const progress = useClassProgress(classId);
  const data = progress.data;
  return (
    <TitledSection id="class-progress" title={t('progress.title')} className={classStyles.section}>
      {progress.isPending ? <p className="loading-note">{t('progress.loading')}</p> : null}
      {progress.isError ? <Alert>{t('progress.loadFailed')}</Alert> : null}
      {data && data.games.length === 0 ? <p className="muted-text">{t('progress.empty')}</p> : null}
      {data && data.games.length > 0 ? (
        <>
          <ProgressChart games={data.games} />
          <ol className={styles.gameList}>
            {data.games.map((game, index) => (
              <li key={game.sessionId}>
                <strong>{t('progress.gameShort', { number: index + 1 })}</strong>{' '}
                {t('progress.gameDate', {
                  date: formatDate(game.date, language),
                  code: game.roomCode,
                })}
              </li>
            ))}
          </ol>
          <StudentScores progress={data} />
          <TopicShares progress={data} />
          <ProgressDownloads classId={classId} />
        </>
      ) : null}
    </TitledSection>
  );
}
