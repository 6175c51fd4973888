import { useQuery } from '@tanstack/react-query';
import { toString as qrSvg } from 'qrcode';
import styles from './join.module.css';

/** An SVG QR code of `link`, drawn by the `qrcode` package (a data: image, no inserted markup). */
export function JoinQr({ link, alt }: { link: string; alt: string }) {
  const { data: svg } = useQuery({
    queryKey: ['qr-svg', link],
    queryFn: () => qrSvg(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    staleTime: Infinity,
  });
  if (!svg) return <div className={styles.qr} aria-hidden="true" />;
  return (
    <img
      className={styles.qr}
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={alt}
      data-link={link}
    />
  );
}
