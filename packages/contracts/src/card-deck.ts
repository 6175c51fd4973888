import { z } from 'zod';

/**
 * GET /api/card-deck/addresses (a guide only): where this server answers from other devices on
 * its network (`http://192.168.1.20:3000`), best first, for the QR codes of a printed deck.
 * Empty when the server listens on this computer only.
 */
export const CardDeckAddressesResponseSchema = z.object({
  network: z.array(z.url()),
});
export type CardDeckAddressesResponse = z.infer<typeof CardDeckAddressesResponseSchema>;
