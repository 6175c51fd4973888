import { badgeLoginPath } from '@ecoscha/contracts';
import { usePhoneAddress } from '@/lib/phone-address';

/** The origin of the server's own badge link (`https://school.example/badge#…`), or ''. */
function originOf(link: string): string {
  try {
    return new URL(link).origin;
  } catch {
    return '';
  }
}

/**
 * Where a badge leads: the address phones can open (the server's network address when this page
 * is on localhost, as the card deck does), else the server's own link.
 */
export function useBadgeLink() {
  const phones = usePhoneAddress();
  const base = (serverLink: string) => phones.address ?? originOf(serverLink);
  return {
    /** The QR code's link: `<address>/badge#CODE`. */
    linkOf: (code: string, serverLink: string) => `${base(serverLink)}${badgeLoginPath(code)}`,
    /** The page a student types the code into: `<address>/badge`. */
    entryOf: (serverLink: string) => `${base(serverLink)}/badge`,
    /** This page is on localhost and the server named no address phones can open. */
    noPhoneAddress: !phones.isPending && phones.address === null,
  };
}
