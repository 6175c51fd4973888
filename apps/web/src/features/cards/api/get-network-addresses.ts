import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type CardDeckAddressesResponse } from '@ecoscha/contracts';
import { api } from '@/lib/api-client';

/** GET /api/card-deck/addresses: where students' phones reach this server on its network. */
export const getNetworkAddresses = (options: { signal?: AbortSignal } = {}) =>
  api.get<CardDeckAddressesResponse>(API.cardDeckAddresses, options);

export const networkAddressesQueryOptions = queryOptions({
  queryKey: ['card-deck', 'addresses'],
  queryFn: ({ signal }) => getNetworkAddresses({ signal }),
  staleTime: 5 * 60_000,
});

/** The server's network addresses; an empty list while loading or when it has none. */
export function useNetworkAddresses(): string[] {
  const { data } = useQuery(networkAddressesQueryOptions);
  return data?.network ?? [];
}
