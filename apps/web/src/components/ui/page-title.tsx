import { useTranslation } from '@/lib/use-translation';

/** Sets the document title (React hoists <title> into <head>). */
export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  return <title>{`${title} · ${t('appName')}`}</title>;
}
