import { useQuery } from '@tanstack/react-query';
import { toString as qrSvg } from 'qrcode';

/** An SVG QR code of each link as a data: address, drawn by the `qrcode` package. */
async function drawAll(links: readonly string[]): Promise<Record<string, string>> {
  const drawn = await Promise.all(
    links.map(async (link) => {
      const svg = await qrSvg(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
      return [link, `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`] as const;
    }),
  );
  return Object.fromEntries(drawn);
}

/** The QR code images of `links` (one per distinct link), by link; empty until drawn. */
export function useQrCodes(links: readonly string[]): Record<string, string> {
  const distinct = [...new Set(links)].sort();
  const { data } = useQuery({
    queryKey: ['qr-codes', ...distinct],
    queryFn: () => drawAll(distinct),
    staleTime: Infinity,
  });
  return data ?? {};
}
