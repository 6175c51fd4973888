import { useTranslation } from '@/lib/use-translation';
import type { Language, LearningMaterial } from '@ecoscha/contracts';
import { truncateText } from '@/lib/truncate';
import { FallbackImage } from '@/components/ui/fallback-image';
import { useLanguage } from '@/lib/use-language';
import { articleLinkOf, isHighDefinition, videoLinkOf, videoThumbnail } from '../utils/materials';
import styles from './learning-materials.module.css';

/** Descriptions on a card are cut like the role descriptions (spec section 9). */
const DESCRIPTION_LENGTH = 150;

export type SampleNews = { title: string; description: string };

function creditOf(material: LearningMaterial): string {
  const { platform, author } = material.source_credit;
  return author ? `${platform} · ${author}` : platform;
}

/** The date a card shows: when the article or video came out if known, else when it was added. */
function dateOf(material: LearningMaterial): string {
  return material.publishedAt ?? material.createdAt;
}

function useDateText(value: string): string | null {
  const language = useLanguage();
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'id-ID', {
    dateStyle: 'medium',
  }).format(date);
}

/** An external link that opens safely in a new tab; it stretches over its whole card. */
function CardLink({ href, children }: { href: string; children: string }) {
  const { t } = useTranslation('materials');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.cardLink}>
      {children}
      <span className="sr-only"> {t('card.newTab')}</span>
    </a>
  );
}

function CardMeta({ label, date }: { label: string; date?: string }) {
  const text = useDateText(date ?? '');
  return (
    <p className={styles.meta}>
      <span className={styles.badge}>{label}</span>
      {date && text ? <time dateTime={date}>{text}</time> : null}
    </p>
  );
}

/** A material's card; `language` for a preview in a chosen language (the interface's else). */
type CardProps = { material: LearningMaterial; language?: Language };

/** What every material's card says: its kind and date, linked title, description and source. */
function CardText({
  material,
  language: chosen,
  label,
  href,
}: CardProps & { label: string; href: string }) {
  const { t } = useTranslation('materials');
  const interfaceLanguage = useLanguage();
  const language = chosen ?? interfaceLanguage;
  const title = language === 'en' ? material.title_en : material.title;
  const description = language === 'en' ? material.description_en : material.description;
  return (
    <>
      <CardMeta label={label} date={dateOf(material)} />
      <h3 className={styles.cardTitle}>
        <CardLink href={href}>{title}</CardLink>
      </h3>
      {description ? (
        <p className={styles.description}>{truncateText(description, DESCRIPTION_LENGTH).text}</p>
      ) : null}
      <p className={styles.credit}>{t('card.source', { source: creditOf(material) })}</p>
    </>
  );
}

export function ArticleCard({ material, language }: CardProps) {
  const { t } = useTranslation('materials');
  return (
    <article className={styles.card}>
      <CardText
        material={material}
        language={language}
        label={t(`card.type.${material.type}`)}
        href={articleLinkOf(material)}
      />
    </article>
  );
}

function Thumbnail({ src }: { src: string | null }) {
  return (
    <div className={styles.thumbnail} aria-hidden="true">
      <FallbackImage
        src={src ?? undefined}
        width={480}
        height={360}
        loading="lazy"
        decoding="async"
        fallback={null}
      />
      <span className={styles.play} />
    </div>
  );
}

export function VideoCard({ material, language }: CardProps) {
  const { t } = useTranslation('materials');
  const link = videoLinkOf(material);
  return (
    <article className={`${styles.card} ${styles.videoCard}`}>
      <Thumbnail src={videoThumbnail(link)} />
      {isHighDefinition(link) ? (
        <span className={styles.hd} title={t('videos.hdLabel')}>
          <span aria-hidden="true">{t('videos.hd')}</span>
          <span className="sr-only">{t('videos.hdLabel')}</span>
        </span>
      ) : null}
      <CardText material={material} language={language} label={t('card.type.video')} href={link} />
    </article>
  );
}

/** One of our three sample news items: no link, so it is a plain card. */
export function SampleCard({ sample }: { sample: SampleNews }) {
  const { t } = useTranslation('materials');
  return (
    <article className={`${styles.card} ${styles.sampleCard}`}>
      <CardMeta label={t('card.sample')} />
      <h3 className={styles.cardTitle}>{sample.title}</h3>
      <p className={styles.description}>{sample.description}</p>
      <p className={styles.credit}>{t('card.source', { source: t('sampleSource') })}</p>
    </article>
  );
}
