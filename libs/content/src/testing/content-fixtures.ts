// Content items for stories and tests, shaped like the reference server's demo data.
import type { ContentDetail, ContentNeighbours, ContentSummary } from '../api/content-loaders';

export function summaryFixture(n: number, overrides: Partial<ContentSummary> = {}): ContentSummary {
  return {
    id: `article-${n}`,
    title: `Demo article ${n}: home living`,
    summary: 'Demo data: a sample article about home living.',
    coverUrl: null,
    typeId: 99997,
    publishTime: '2026-06-27 22:43:04',
    views: 12_345,
    likes: 120,
    lang: 'en',
    videoUrl: null,
    pdfUrl: null,
    ...overrides,
  };
}

export function detailFixture(overrides: Partial<ContentDetail> = {}): ContentDetail {
  return {
    ...summaryFixture(2),
    content: '<p>Demo data. Start from what buyers already search for.</p><p>Then watch your numbers every day.</p>',
    readingMinutes: 2,
    liked: null,
    captionsUrl: null,
    captions: [],
    ...overrides,
  };
}

export const neighboursFixture: ContentNeighbours = {
  previous: summaryFixture(1),
  next: summaryFixture(3, { title: 'Demo article 3: beauty and personal care' }),
  related: [summaryFixture(14, { title: 'Demo article 14: digital electronics' })],
};
