import { setupI18n } from '@lingui/core';
import { API_MESSAGES, type ApiMessageId } from '@sealens/api';
import { describe, expect, it } from 'vitest';
import { API_MESSAGE_DESCRIPTORS, translateApiMessage } from './api-messages';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

describe('api messages', () => {
  it('covers every api message id with the spec wording, capitalised', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    for (const id of Object.keys(API_MESSAGES) as ApiMessageId[]) {
      expect(API_MESSAGE_DESCRIPTORS[id]).toBeDefined();
      expect(translateApiMessage(i18n, id)).toBe(capitalised(API_MESSAGES[id]));
    }
  });
});
