import { describe, expect, it } from 'vitest';
import { QA_CONTENT_MAX, QA_LIST_PAGE_SIZE, QA_IMAGES_MAX, QA_TITLE_MAX, UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES } from './qa-limits';

describe('Q&A limits (openapi/main.yaml)', () => {
  it('a question has a title of at most 200 characters, text of at most 10,000 and at most 9 images of 5 MB', () => {
    expect(QA_TITLE_MAX).toBe(200);
    expect(QA_CONTENT_MAX).toBe(10_000);
    expect(QA_IMAGES_MAX).toBe(9);
    expect(UPLOAD_IMAGE_MAX_BYTES).toBe(5_242_880);
    expect(UPLOAD_IMAGE_TYPES).toEqual(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
  });
  it('the community list shows 10 questions a page', () => expect(QA_LIST_PAGE_SIZE).toBe(10));
});
