import { describe, expect, it } from 'vitest';
import { checkWebhookUrl } from '../../../server/webhooks/address-guard';
import { guardedPost } from '../../../server/webhooks/guarded-post';
import { isPrivateAddress } from '../../../server/webhooks/private-addresses';
import { MAX_ATTEMPTS, retryDelayMs } from '../../../server/webhooks/retry-schedule';
import { signDelivery, verifyDelivery } from '../../../server/webhooks/signature';

describe('delivery signature', () => {
  const body = '{"id":"d1","event":"translation.updated"}';
  it('verifies with the secret and the exact body, within five minutes', () => {
    const header = signDelivery('s3cret', body, 1_700_000_000);
    expect(header).toMatch(/^t=1700000000,v1=[0-9a-f]{64}$/);
    expect(verifyDelivery('s3cret', body, header, 1_700_000_100)).toBe(true);
    expect(verifyDelivery('other', body, header, 1_700_000_100)).toBe(false);
    expect(verifyDelivery('s3cret', body + ' ', header, 1_700_000_100)).toBe(false);
    expect(verifyDelivery('s3cret', body, header, 1_700_000_301)).toBe(false);
    expect(verifyDelivery('s3cret', body, 't=x,v1=zz', 1_700_000_000)).toBe(false);
  });
});

describe('retry schedule', () => {
  it('waits about 1 s, 5 s, 30 s, 2 min and 10 min, then stops after six attempts', () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4, 5, 6].map((a) => retryDelayMs(a, mid))).toEqual([
      1_000,
      5_000,
      30_000,
      120_000,
      600_000,
      null,
    ]);
    expect(MAX_ATTEMPTS).toBe(6);
  });
  it('jitters each delay by at most a fifth', () => {
    expect(retryDelayMs(2, () => 0)).toBe(4_000);
    expect(retryDelayMs(2, () => 1)).toBe(6_000);
  });
});

describe('private-address guard', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.20.0.1', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['::1', true],
    ['fd00::1', true],
    ['fe80::1', true],
    ['::ffff:127.0.0.1', true],
    // The same addresses in other spellings: judged by the IPv4 address they carry.
    ['::ffff:7f00:1', true],
    ['0:0:0:0:0:FFFF:7F00:0001', true],
    ['::ffff:a9fe:a9fe', true],
    ['::ffff:0:a00:1', true],
    ['::7f00:1', true],
    ['64:ff9b::a9fe:a9fe', true],
    ['2002:c0a8:101::1', true],
    ['fec0::1', true],
    ['2001:db8::1', true],
    ['not an address', true],
    ['::ffff:93.184.216.34', false],
    ['::ffff:5db8:d822', false],
    ['64:ff9b::5db8:d822', false],
    ['93.184.216.34', false],
    ['2606:4700::1111', false],
    ['172.32.0.1', false],
  ])('%s is private: %s', (ip, expected) => {
    expect(isPrivateAddress(ip)).toBe(expected);
  });

  const resolve = async (host: string) =>
    ({ 'hooks.example': ['93.184.216.34'], 'inside.example': ['10.0.0.5'] })[host] ?? [];
  it.each([
    ['https://hooks.example/x', true, undefined],
    [
      'https://inside.example/x',
      false,
      'The host inside.example is a loopback or private-network address (10.0.0.5); webhooks go to public addresses only',
    ],
    [
      'http://127.0.0.1:9000/hook',
      false,
      'The host 127.0.0.1 is a loopback or private-network address (127.0.0.1); webhooks go to public addresses only',
    ],
    [
      'http://[::1]/hook',
      false,
      'The host ::1 is a loopback or private-network address (::1); webhooks go to public addresses only',
    ],
    [
      'http://[::ffff:127.0.0.1]:9000/hook',
      false,
      'The host ::ffff:7f00:1 is a loopback or private-network address (::ffff:7f00:1); webhooks go to public addresses only',
    ],
    ['ftp://hooks.example/x', false, 'The URL must start with https:// or http://'],
    ['https://user:pw@hooks.example/', false, 'The URL must not carry a user name or password'],
    ['not a url', false, 'The URL is not a valid address'],
  ])('%s', async (url, ok, reason) => {
    expect(await checkWebhookUrl(url, false, resolve)).toEqual(ok ? { ok } : { ok, reason });
  });
  it('lets private addresses through where they are allowed (the demo)', async () => {
    expect(await checkWebhookUrl('http://127.0.0.1:9000/hook', true, resolve)).toEqual({
      ok: true,
    });
  });
});

describe('a delivery connects only to an address it judged', () => {
  it('refuses a name that resolves inward at connection time, even past the URL check', async () => {
    // `localhost` stands for a name that was public when checked and points inward now.
    await expect(
      guardedPost('http://localhost:9/hook', '{}', {}, { allowPrivate: false, timeoutMs: 2000 }),
    ).rejects.toThrow(/localhost resolved to a loopback or private-network address/);
  });
});
