import { describe, expect, it } from 'vitest';
import { startBanner } from './start-banner';

describe('startBanner', () => {
  it('tells the teacher, in English and Indonesian, which address students open', () => {
    const text = startBanner(
      {
        local: 'http://localhost:3000',
        network: ['http://192.168.1.20:3000', 'http://10.42.0.1:3000'],
      },
      '▄▄▄ QR ▄▄▄\n',
    );
    expect(text).toContain('Students open / Siswa membuka:');
    expect(text).toMatch(
      /Siswa membuka:\s+http:\/\/192\.168\.1\.20:3000\n\s+http:\/\/10\.42\.0\.1:3000/,
    );
    expect(text).toMatch(/Di komputer ini:\s+http:\/\/localhost:3000/);
    expect(text).toContain('Guru: buka alamat itu, pilih "Daftar", lalu "Pemandu (guru)".');
    expect(text).toContain('Pindai dengan ponsel: http://192.168.1.20:3000\n▄▄▄ QR ▄▄▄');
  });

  it('leaves the QR code out when none was made (output that is not a terminal)', () => {
    const text = startBanner({
      local: 'http://localhost:3000',
      network: ['http://192.168.1.20:3000'],
    });
    expect(text).not.toContain('Pindai');
  });

  it('says how to let phones in when the server listens on loopback only', () => {
    const text = startBanner({ local: 'http://127.0.0.1:3000', network: [] }, 'QR');
    expect(text).toContain('HOST=0.0.0.0');
    expect(text).toContain('Hanya komputer ini yang bisa membukanya');
    expect(text).not.toContain('QR');
  });

  it('sends phones to the proxy, not to the instance, when it runs behind one', () => {
    const text = startBanner({ local: 'http://127.0.0.1:3001', network: [] }, 'QR', true);
    expect(text).toMatch(/Instans ini:\s+http:\/\/127\.0\.0\.1:3001/);
    expect(text).toContain('ponsel membuka alamat proxy');
    expect(text).not.toContain('HOST=0.0.0.0');
    expect(text).not.toContain('QR');
  });

  it('says when no network was found although every interface listens', () => {
    const text = startBanner({ local: 'http://localhost:3000', network: [] });
    expect(text).toContain('Jaringan tidak ditemukan');
  });
});
