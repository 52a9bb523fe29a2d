import { describe, expect, it } from 'vitest';
import { passwordStrength, userProfile } from '../../../lib/contract/account';
import { checkLanguageTag } from '../../../lib/contract/language-tag';
import { DEMO_PASSWORD } from '../harness';
import {
  expectError,
  expectValidation,
  FREELANCER,
  REVIEWER,
  TRANSLATOR,
  useDemoService,
} from '../helpers';

let clock = Date.parse('2026-11-01T09:00:00Z');
const h = useDemoService({ now: () => clock });
const DAY = 24 * 3_600_000;

describe('the profile', () => {
  it('reads and updates every field, languages as canonical BCP 47 tags', async () => {
    const bearer = await h.login(FREELANCER);
    const before = await h.call('GET', '/auth/profile', { bearer });
    expect(userProfile.safeParse(before.body).success).toBe(true);
    expect(before.body).toMatchObject({
      email: FREELANCER,
      name: 'Femi',
      surname: 'Freelancer',
      registration_completed: true,
      password_expires_in_days: 90,
    });
    const put = await h.call('PUT', '/auth/profile', {
      bearer,
      body: {
        company_name: 'Femi Translations',
        experience_level: 'senior',
        languages: ['EN-us', 'de', 'zh-hant-TW', 'de'],
      },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      name: 'Femi',
      company_name: 'Femi Translations',
      experience_level: 'senior',
      languages: ['en-US', 'de', 'zh-Hant-TW'],
    });
    expect((await h.call('GET', '/auth/profile', { bearer })).body).toEqual(put.body);
    const cleared = await h.call('PUT', '/auth/profile', { bearer, body: { company_name: '' } });
    expect(cleared.body).not.toHaveProperty('company_name');
    const bad = expectValidation(
      await h.call('PUT', '/auth/profile', { bearer, body: { languages: ['en', 'not a tag!'] } }),
    );
    expect(bad[0]!.loc).toEqual(['body', 'languages', 1]);
    // The rule the panel's pinned language follows: a tag of no language is refused as well.
    for (const word of ['klingon', 'germn']) {
      const unknown = expectValidation(
        await h.call('PUT', '/auth/profile', { bearer, body: { languages: ['de', word] } }),
      );
      expect(unknown[0]!.loc).toEqual(['body', 'languages', 1]);
      expect(checkLanguageTag(word).ok).toBe(false);
    }
    expect((await h.call('GET', '/auth/profile', { bearer })).body.languages).toEqual([
      'en-US',
      'de',
      'zh-Hant-TW',
    ]);
    expectValidation(
      await h.call('PUT', '/auth/profile', { bearer, body: { experience_level: 'guru' } }),
    );
    expectError(await h.call('PUT', '/auth/profile', { body: {} }), 401, 'NOT_AUTHENTICATED');
  });

  it('counts the password expiry down from the last change', async () => {
    clock += 30 * DAY;
    const bearer = await h.login(REVIEWER);
    expect((await h.call('GET', '/auth/profile', { bearer })).body.password_expires_in_days).toBe(
      60,
    );
    clock += 100 * DAY;
    const late = await h.login(REVIEWER);
    expect(
      (await h.call('GET', '/auth/profile', { bearer: late })).body.password_expires_in_days,
    ).toBe(0);
  });
});

describe('password strength and change', () => {
  it('estimates strength with every field', async () => {
    const bearer = await h.login(TRANSLATOR);
    const weak = await h.call('POST', '/auth/password-strength?password=password1', { bearer });
    expect(weak.status).toBe(200);
    expect(passwordStrength.safeParse(weak.body).success).toBe(true);
    expect(weak.body).toMatchObject({
      length: 9,
      has_numbers: true,
      has_uppercase: false,
      has_special: false,
    });
    expect(weak.body.score).toBeLessThan(2);
    const strong = await h.call(
      'POST',
      `/auth/password-strength?password=${encodeURIComponent('Vlt!quartz-Marmelade-93')}`,
      { bearer },
    );
    expect(strong.body).toMatchObject({ score: 4, strength: 'very_strong', has_special: true });
    expectValidation(await h.call('POST', '/auth/password-strength', { bearer }));
  });

  it('refuses a new password with every reason, a wrong current one with 401, then changes it', async () => {
    const bearer = await h.login(TRANSLATOR);
    const other = await h.login(TRANSLATOR);
    const change = (current: string, next: string) =>
      h.call('POST', '/auth/change-password', {
        bearer,
        body: { current_password: current, new_password: next },
      });
    expectError(
      await change('wrong-password', 'Vlt!quartz-Marmelade-93'),
      401,
      'INVALID_CREDENTIALS',
    );
    const reasons = expectValidation(await change(DEMO_PASSWORD, 'translator1'));
    expect(reasons.map((r) => r.type)).toEqual([
      'password_policy',
      'password_policy',
      'password_policy',
    ]);
    expect(reasons.map((r) => r.msg).join(' ')).toMatch(/12 characters.*scores.*e-mail/s);
    expect(reasons.every((r) => r.loc.join('.') === 'body.new_password')).toBe(true);
    expect((await change(DEMO_PASSWORD, 'Vlt!quartz-Marmelade-93')).status).toBe(204);
    // This sign-in stays, the others end; the new password signs in, the old one not.
    expect((await h.call('GET', '/auth/profile', { bearer })).body.password_expires_in_days).toBe(
      90,
    );
    expectError(await h.call('GET', '/auth/profile', { bearer: other }), 401, 'INVALID_TOKEN');
    await expect(h.login(TRANSLATOR)).rejects.toThrow(/401/);
    expect(await h.login(TRANSLATOR, 'Vlt!quartz-Marmelade-93')).toMatch(/^lr_at_/);
  });
});
