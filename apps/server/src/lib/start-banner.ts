import type { ServerAddresses } from './network-addresses';

/**
 * What the terminal shows the teacher once the server listens, in English and Indonesian:
 * where to open the game on this computer and how to become the guide there, the addresses
 * students' phones open, and a QR code of the first of them (when given).
 */
export function startBanner(
  addresses: ServerAddresses,
  qrCode?: string,
  /** One of several instances behind a proxy: phones open the proxy, never this port. */
  behindProxy = false,
): string {
  const label = (text: string) => `  ${text.padEnd(38)}`;
  const lines = ['', 'EcoSCha is ready / EcoSCha siap dipakai'];
  if (behindProxy) {
    lines.push(
      `${label('This instance / Instans ini:')}${addresses.local ?? ''}`,
      "  Behind a proxy (TRUST_PROXY): phones open the proxy's address, not this one.",
      '  Di balik proxy (TRUST_PROXY): ponsel membuka alamat proxy, bukan alamat ini.',
    );
    return `${lines.join('\n')}\n`;
  }
  if (addresses.local) {
    lines.push(`${label('On this computer / Di komputer ini:')}${addresses.local}`);
    // The teacher's first step, in the words of the screens (Indonesian first: the app's default).
    lines.push(
      '  The teacher: open it, choose "Daftar" (Register), then "Pemandu (guru)" (The guide).',
      '  Guru: buka alamat itu, pilih "Daftar", lalu "Pemandu (guru)".',
    );
  }
  const [first, ...others] = addresses.network;
  if (first) {
    lines.push(`${label('Students open / Siswa membuka:')}${first}`);
    for (const other of others) lines.push(`${label('')}${other}`);
  } else if (addresses.local?.includes('localhost')) {
    lines.push(
      '  No network found: phones cannot open the game yet.',
      '  Jaringan tidak ditemukan: ponsel belum bisa membuka permainan.',
    );
  } else {
    lines.push(
      '  Only this computer can open it; for phones, start with HOST=0.0.0.0.',
      '  Hanya komputer ini yang bisa membukanya; untuk ponsel, jalankan dengan HOST=0.0.0.0.',
    );
  }
  if (first && qrCode) {
    lines.push(`  Scan with a phone / Pindai dengan ponsel: ${first}`, qrCode.trimEnd());
  }
  return `${lines.join('\n')}\n`;
}
