import type { AddressInfo } from 'node:net';
import { API, CardDeckAddressesResponseSchema } from '@ecoscha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serverAddresses, type Interfaces } from '../../lib/network-addresses';
import { bearerAuth, okOrError } from '../../lib/route-schemas';
import { requireGuideAccount } from '../auth/require-guide-account';

/**
 * The guide's printed card deck: the addresses at which students' phones reach this server on
 * its network, so the cards' QR codes can point there. A guide only (GUIDE_ROLE_REQUIRED): the
 * machine's addresses are nobody else's business. Nothing while the server is not listening.
 */
export const cardDeckRoutes: FastifyPluginAsyncZod<{ interfaces?: () => Interfaces }> = async (
  app,
  { interfaces },
) => {
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', requireGuideAccount(app));

  app.get(
    API.cardDeckAddresses,
    {
      schema: {
        tags: ['card deck'],
        security: bearerAuth,
        response: okOrError(CardDeckAddressesResponseSchema),
      },
    },
    async () => {
      const listening = app.server.address() as AddressInfo | string | null;
      if (!listening || typeof listening === 'string') return { network: [] };
      const { network } = serverAddresses(listening.address, listening.port, interfaces?.());
      return { network };
    },
  );
};
