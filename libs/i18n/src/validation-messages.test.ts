import { VALIDATION_MESSAGES, PasswordPairSchema } from '@sealens/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { activateLocale, i18n } from './activate-locale';
import { translateValidation, VALIDATION_MESSAGE_DESCRIPTORS } from './validation-messages';

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

describe('validation messages', () => {
  it('has one message per domain id, in the domain wording capitalised as a sentence', () => {
    expect(Object.keys(VALIDATION_MESSAGE_DESCRIPTORS).sort()).toEqual(Object.keys(VALIDATION_MESSAGES).sort());
    for (const [id, text] of Object.entries(VALIDATION_MESSAGES)) {
      expect(VALIDATION_MESSAGE_DESCRIPTORS[id as keyof typeof VALIDATION_MESSAGES].message).toBe(sentence(text));
    }
  });

  it('translates an issue message in English', async () => {
    await activateLocale('en');
    expect(translateValidation(i18n, VALIDATION_MESSAGES.phoneRequired)).toBe('Please enter phone number');
    expect(translateValidation(i18n, 'confirmMismatch')).toBe('Passwords do not match');
  });

  it('translates an issue message in the active language', async () => {
    await activateLocale('zh');
    expect(translateValidation(i18n, VALIDATION_MESSAGES.phoneRequired)).toBe('请输入手机号');
    const result = v.safeParse(PasswordPairSchema, { password: 'abc123', confirmPassword: 'abc124' });
    expect(result.issues?.map((issue) => translateValidation(i18n, issue.message))).toEqual(['两次输入的密码不一致']);
    await activateLocale('en');
  });

  it('returns unknown messages as they are', async () => {
    await activateLocale('en');
    expect(translateValidation(i18n, 'server says no')).toBe('server says no');
    expect(translateValidation(i18n, 'toString')).toBe('toString');
  });
});
