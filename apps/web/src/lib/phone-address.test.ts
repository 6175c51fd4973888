import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, phoneAddressChoices, pickPhoneAddress } from './phone-address';

describe('the address phones open', () => {
  it('knows the addresses only this computer opens', () => {
    for (const address of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://127.1.2.3',
      'http://[::1]:3000',
      'http://0.0.0.0:3000',
      'http://app.localhost:3000',
    ]) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of ['http://192.168.1.20:3000', 'https://ecoscha.sch.id', 'not a url']) {
      expect(isLoopbackAddress(address), address).toBe(false);
    }
  });

  it('keeps a page opened on an address phones can open, else offers the network addresses', () => {
    const network = ['http://192.168.1.20:3000', 'http://10.0.0.5:3000'];
    expect(phoneAddressChoices('https://ecoscha.sch.id', network)).toEqual([
      'https://ecoscha.sch.id',
    ]);
    expect(phoneAddressChoices('http://localhost:3000', network)).toEqual(network);
    expect(phoneAddressChoices('http://localhost:3000', [])).toEqual([]);
    expect(phoneAddressChoices('http://127.0.0.1:3000', ['http://127.0.0.1:3000'])).toEqual([]);
  });

  it('uses the guide’s pick while it is offered, else the first address', () => {
    const choices = ['http://192.168.1.20:3000', 'http://10.0.0.5:3000'];
    expect(pickPhoneAddress(choices, 'http://10.0.0.5:3000')).toBe('http://10.0.0.5:3000');
    expect(pickPhoneAddress(choices, 'http://172.16.0.9:3000')).toBe('http://192.168.1.20:3000');
    expect(pickPhoneAddress(choices, null)).toBe('http://192.168.1.20:3000');
    expect(pickPhoneAddress([], 'http://10.0.0.5:3000')).toBeNull();
  });
});
