import { useTranslation } from '@/lib/use-translation';
import { formatBadgeCode, type ClassBadgesResponse } from '@ecoscha/contracts';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useQrCodes } from '@/lib/qr-codes';
import { pagesOf } from '@/lib/print-sheets';
import { useClass, useClassBadges } from '../api/classes-api';
import { useBadgeLink } from '../hooks/use-badge-link';
import styles from './badge-sheet.module.css';

/** Badges a printed A4 page holds: two columns of four. */
const BADGES_PER_SHEET = 8;

type SheetBadge = ClassBadgesResponse['badges'][number] & { link: string };

function PrintedBadge({
  badge,
  className,
  qr,
  entry,
}: {
  badge: SheetBadge;
  className: string;
  qr: string | undefined;
  entry: string;
}) {
  const { t } = useTranslation('classes');
  return (
    <article className={styles.badge} aria-label={badge.name}>
      {qr ? <img className={styles.qr} src={qr} alt="" data-testid="badge-qr" /> : null}
      <div className={styles.text}>
        <p className={styles.name}>{badge.name}</p>
        <p className={styles.className}>{className}</p>
        <p className={styles.code}>{formatBadgeCode(badge.code)}</p>
        <p className={styles.instruction}>{t('sheet.instruction', { address: entry })}</p>
      </div>
    </article>
  );
}

/**
 * /classes/:id/badges: every student's log-in badge on A4 sheets to print and cut out. Each QR
 * code opens `<address>/badge#CODE` on the address phones can open, as the card deck's does.
 */
export function BadgeSheetPage({ classId }: { classId: string }) {
  const { t } = useTranslation('classes');
  const detail = useClass(classId);
  const badges = useClassBadges(classId);
  const { linkOf, entryOf, noPhoneAddress } = useBadgeLink();
  const list: SheetBadge[] = (badges.data?.badges ?? []).map((badge) => ({
    ...badge,
    link: linkOf(badge.code, badge.loginUrl),
  }));
  const qrCodes = useQrCodes(list.map((badge) => badge.link));
  const name = detail.data?.name ?? '';
  const className = detail.data?.schoolYear ? `${name} · ${detail.data.schoolYear}` : name;
  const ready = list.length > 0 && Object.keys(qrCodes).length > 0 && detail.isSuccess;
  return (
    <div className={styles.page}>
      <PageTitle title={t('sheet.title', { name })} />
      <style>{'@page { size: A4 portrait; margin: 10mm; }'}</style>
      <div className={styles.controls}>
        <header className={styles.header}>
          <h1>{t('sheet.title', { name })}</h1>
          <p>{t('sheet.intro')}</p>
        </header>
        <div className={styles.actions}>
          <Button disabled={!ready} onClick={() => window.print()}>
            {t('sheet.print')}
          </Button>
          <ButtonLink to={paths.classDetail.getHref({ id: classId })} variant="ghost">
            {t('sheet.back')}
          </ButtonLink>
        </div>
        {noPhoneAddress ? <Alert tone="info">{t('sheet.noAddress')}</Alert> : null}
        {badges.isPending ? <p className="loading-note">{t('sheet.loading')}</p> : null}
        {badges.isError || detail.isError ? <Alert>{t('sheet.loadFailed')}</Alert> : null}
        {badges.isSuccess && list.length === 0 ? (
          <Alert tone="info">{t('sheet.empty')}</Alert>
        ) : null}
      </div>
      {ready ? (
        <div className={styles.preview} aria-label={t('sheet.preview')} role="region">
          {pagesOf(list, BADGES_PER_SHEET).map((sheet, index) => (
            <section key={index} className={styles.sheet}>
              {sheet.map((badge) => (
                <PrintedBadge
                  key={badge.studentId}
                  badge={badge}
                  className={className}
                  qr={qrCodes[badge.link]}
                  entry={entryOf(badge.loginUrl)}
                />
              ))}
            </section>
          ))}
        </div>
      ) : null}
    </div>
  );
}
