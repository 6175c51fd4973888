import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { API, type CardDeckAddressesResponse } from '@ecoscha/contracts';
import { api } from './api-client';
import { DEVICE_KEYS, storage } from './storage';

/**
 * The address students' phones open (the projector's QR code, the join link, the printed cards).
 * A laptop's browser often shows the app on `localhost`, which no phone can open: then the
 * server's address on the classroom network is used, the one the guide picked once if it has
 * several. A page opened on any other address (the school server's name, the laptop's network
 * address) is already an address phones can open, and stays the one used.
 */

/** Where the guide's pick among several network addresses is kept. */
const [CHOSEN_ADDRESS_KEY] = DEVICE_KEYS;

const LOOPBACK_HOSTS = /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0|\[::\])$/i;

/** `http://localhost:3000` and every other address only this computer can open. */
export function isLoopbackAddress(address: string): boolean {
  try {
    return LOOPBACK_HOSTS.test(new URL(address).hostname);
  } catch {
    return false;
  }
}

/** The addresses phones can open: this page's own unless it is a loopback one, else the network's. */
export function phoneAddressChoices(here: string, network: readonly string[]): string[] {
  if (!isLoopbackAddress(here)) return [here];
  return network.filter((address) => !isLoopbackAddress(address));
}

/** The guide's stored pick when it is still offered, else the first choice, else none. */
export function pickPhoneAddress(choices: readonly string[], chosen: string | null): string | null {
  return chosen && choices.includes(chosen) ? chosen : (choices[0] ?? null);
}

/** GET /api/card-deck/addresses (the guide only): where phones reach this server on its network. */
const networkAddressesQueryOptions = queryOptions({
  queryKey: ['network-addresses'],
  queryFn: ({ signal }) => api.get<CardDeckAddressesResponse>(API.cardDeckAddresses, { signal }),
  staleTime: 5 * 60_000,
});

export type PhoneAddress = {
  /** The address to show and encode; null when phones have none to open. */
  address: string | null;
  /** Every address phones could open (more than one: the guide may pick). */
  choices: string[];
  choose(address: string): void;
  /** The server's addresses are still being asked for. */
  isPending: boolean;
};

/** The address phones open, for a page of the guide's (the server answers the guide only). */
export function usePhoneAddress(): PhoneAddress {
  const here = window.location.origin;
  const needsNetwork = isLoopbackAddress(here);
  const network = useQuery({ ...networkAddressesQueryOptions, enabled: needsNetwork });
  const chosen = useSyncExternalStore(storage.subscribe, () => storage.get(CHOSEN_ADDRESS_KEY));
  const choices = phoneAddressChoices(here, network.data?.network ?? []);
  return {
    address: pickPhoneAddress(choices, chosen),
    choices,
    choose: (address) => storage.set(CHOSEN_ADDRESS_KEY, address),
    isPending: needsNetwork && network.isPending,
  };
}
