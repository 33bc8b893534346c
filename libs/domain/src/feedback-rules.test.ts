import { describe, expect, it } from 'vitest';
import { FEEDBACK_COMPLAINT_VALUES, FEEDBACK_DESCRIPTION_MAX, FEEDBACK_DESCRIPTION_MIN, FEEDBACK_IMAGES_MAX, FEEDBACK_TYPES } from './feedback-rules';

describe('feedback rules', () => {
  it('has five kinds, a yes/no complaint flag, a 10-500 character description and one picture', () => {
    expect(FEEDBACK_TYPES).toEqual(['1', '2', '3', '4', '5']);
    expect(FEEDBACK_COMPLAINT_VALUES).toEqual(['0', '1']);
    expect(FEEDBACK_DESCRIPTION_MIN).toBe(10);
    expect(FEEDBACK_DESCRIPTION_MAX).toBe(500);
    expect(FEEDBACK_IMAGES_MAX).toBe(1);
  });
});
