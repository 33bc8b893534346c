// Story and test data: a question as the server answers it (openapi/main.yaml Question).
import type { Question } from '../api/qa-api';

export const SAMPLE_QUESTION: Question = {
  id: '5',
  title: 'Which site should I open first for home lighting?',
  content: 'I sell desk lamps from Shenzhen. Vietnam or Thailand first?',
  imgUrls: [],
  nickName: 'Demo seller 5',
  createTime: '2026-06-29 09:05:00',
  replyCount: 2,
  replies: [
    { id: '11', questionId: '5', content: 'Start where your category grows fastest.', nickName: 'Demo expert 1', createTime: '2026-06-29 10:05:00' },
    { id: '12', questionId: '5', content: 'Check the hot-selling list for both sites first.', nickName: 'Demo expert 2', createTime: '2026-06-29 11:05:00' },
  ],
};
